import { primaryKey } from '@mswjs/data'

/** The day area (issue 15): the contacts a user edits on their personal page (absent: the defaults). */
export const dayModels = {
  userContact: {
    userID: primaryKey(Number),
    phone: String,
    showEmail: Boolean,
    about: String,
  },
  /** A journal cell a teacher saved ('' clears a generated one); id `${journalID}:${studentID}:${date}`. */
  journalMark: {
    id: primaryKey(String),
    journalID: Number,
    studentID: Number,
    date: String,
    value: String,
  },
}
