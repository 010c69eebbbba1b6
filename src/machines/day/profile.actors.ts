import { fromPromise } from '@/machines/from-promise'
import {
  getStudentInfo,
  getUserInfo,
  saveContacts as putContacts,
  type Contacts,
  type StudentInfo,
  type UserInfo,
} from '@/api/day-people'

export interface LoadedProfile {
  info: UserInfo
  /** A student's study info (null for staff). */
  study: StudentInfo | null
}

/** A personal page: the user's info, and a student's study info after it. */
export const loadProfile = fromPromise<LoadedProfile, { userID: number }>(async ({ input, signal }) => {
  const info = await getUserInfo(input.userID, { signal, silent: true })
  const study =
    info.kind === 'student' && info.group ? await getStudentInfo(info.userID, {}, { signal, silent: true }) : null
  return { info, study }
})

/** The owner's contacts (silent: a refusal is shown above the form, which keeps what was typed). */
export const saveContacts = fromPromise<UserInfo, { userID: number; student: boolean; contacts: Contacts }>(
  ({ input, signal }) => putContacts(input.userID, input.student, input.contacts, { signal, silent: true }),
)
