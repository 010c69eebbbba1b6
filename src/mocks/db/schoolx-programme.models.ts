import { primaryKey } from '@mswjs/data'

/** The programme's models (issue 17): goals, drafts and comments, staff lists; part of schoolxModels. */
export const schoolxProgrammeModels = {
  schoolxGoal: {
    goalID: primaryKey(Number),
    moduleID: Number,
    name: String,
    description: String,
  },
  schoolxDraft: {
    draftID: primaryKey(Number),
    studentID: Number,
    title: String,
    text: String,
    date: String,
  },
  schoolxDraftComment: {
    commentID: primaryKey(Number),
    draftID: Number,
    authorID: Number,
    text: String,
    date: String,
  },
  schoolxTeacher: {
    teacherID: primaryKey(Number),
    fio: String,
    position: String,
    subject: String,
    email: String,
  },
  schoolxExpert: {
    expertID: primaryKey(Number),
    fio: String,
    organisation: String,
    speciality: String,
    email: String,
  },
  schoolxEvent: {
    eventID: primaryKey(Number),
    date: String,
    name: String,
    place: String,
    planned: Number,
    attended: Number,
  },
  schoolxTeam: {
    teamID: primaryKey(Number),
    name: String,
    course: Number,
    mentor: String,
    members: Number,
    project: String,
  },
  /** A participant's acquaintance questionnaire (one per participant). */
  schoolxAcquaintance: {
    userID: primaryKey(Number),
    about: String,
    interests: String,
    expectations: String,
    profession: String,
    date: String,
  },
}
