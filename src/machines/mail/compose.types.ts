import type { GroupsAnswer, Limits, MailBody, Person } from '@/api/mail'
import type { RecipientTypeID } from '@/lib/constants/mail'

/** Shared by the compose machine and its actors (so neither file imports the other's). */
export interface Setup {
  formats: string[]
  groups: GroupsAnswer
  limits: Limits
  /** The recipient named by /newMessage/{userToID} or by the letter replied to. */
  recipient: Person | null
  typeID: RecipientTypeID | null
  parent: { messageID: number; theme: string } | null
}

export interface SearchInput {
  typeID: RecipientTypeID
  query: string
  page: number
  rowsPerPage: number
}

export interface SendResult {
  state: number
  messageID: number | null
}

export interface SendInput {
  body: MailBody
}
