import { primaryKey } from '@mswjs/data'

/**
 * E-learning (issue 15). Courses, their generated materials, tasks and answers are derived from the
 * timetable on request (src/mocks/seed/courses.seed.ts); what teachers add and students send lives here
 * and wins over the generated rows.
 */
export const courseModels = {
  /** A material or task a teacher added (ids from courseID * 100 + 10). */
  courseItem: {
    id: primaryKey(Number),
    courseID: Number,
    kind: String,
    title: String,
    description: String,
    link: String,
    fileName: String,
    /** putBlob key of the material's file ('' without a file). */
    fileKey: String,
    deadline: String,
  },
  /** A student's answer to a task; id `${taskID}:${studentID}`. mark '' while it waits for review. */
  taskAnswer: {
    id: primaryKey(String),
    taskID: Number,
    courseID: Number,
    studentID: Number,
    fileName: String,
    fileSize: Number,
    /** putBlob key ('' for a generated answer: its text is made on download). */
    fileKey: String,
    submittedAt: String,
    late: Boolean,
    mark: String,
    comment: String,
    gradedAt: String,
  },
}
