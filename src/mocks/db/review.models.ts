import { primaryKey } from '@mswjs/data'

/** Models of the review area; spread into the one database in db/index.ts. */
export const reviewModels = {
  /** A lesson of a journal (the spec's review item fields plus who taught whom, and when). */
  reviewLesson: {
    journalID: primaryKey(Number),
    num: Number,
    aud: String,
    dis: String,
    type: String,
    time: String,
    teacherID: Number,
    groupID: Number,
    lessonDate: String,
  },
  /** A student present at a lesson; `requested` = the lesson asks its students for a review. */
  reviewAttendance: {
    id: primaryKey(String),
    journalID: Number,
    studentID: Number,
    requested: Boolean,
  },
  lessonReview: {
    reviewID: primaryKey(Number),
    journalID: Number,
    studentID: Number,
    teacherID: Number,
    mark: Number,
    markAud: Number,
    /** yyyy-mm-dd, or '' when the student left the date empty. */
    date: String,
    text: String,
    created: String,
  },
}
