import { primaryKey } from '@mswjs/data'

/** The elective disciplines' choice (issue 15: /Plans/ChoiceDisciplines…). */
export const choiceModels = {
  /** When the students of one faculty and course choose (yyyy-mm-dd, both ends included). */
  choiceWindow: {
    id: primaryKey(Number),
    facultyID: Number,
    course: Number,
    dateFrom: String,
    dateTo: String,
  },
  /** «Дисциплины по выбору N»: choose `choose` of the block's disciplines. */
  choiceBlock: {
    blockID: primaryKey(Number),
    facultyID: Number,
    course: Number,
    semester: Number,
    title: String,
    choose: Number,
    description: String,
  },
  choiceDiscipline: {
    disciplineID: primaryKey(Number),
    blockID: Number,
    name: String,
    credits: Number,
    hours: Number,
    teacherID: Number,
    description: String,
    seats: Number,
  },
  /** One chosen discipline of one student. */
  choiceSelection: {
    id: primaryKey(Number),
    studentID: Number,
    blockID: Number,
    disciplineID: Number,
  },
}
