import { primaryKey } from '@mswjs/data'

/** Transfers of students between groups, programmes and forms of study (issue 16). */
export const transferModels = {
  studentTransfer: {
    id: primaryKey(Number),
    date: String,
    studentID: Number,
    /** group | programme | form */
    kind: String,
    from: String,
    to: String,
    facultyID: Number,
  },
}
