import { primaryKey } from '@mswjs/data'

/** The day area (issue 15): the contacts a user edits on their personal page (absent: the defaults). */
export const dayModels = {
  userContact: {
    userID: primaryKey(Number),
    phone: String,
    showEmail: Boolean,
    about: String,
  },
}
