import type { ComposeRequest, GroupsAnswer, Limits, MailBody, Person } from '@/api/mail'
import type { UploadPosition } from './chunked-upload.machine'
import type { ComposeForm, FileProblem } from './compose.form'
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

/** The compose machine's context, events and input (compose.machine.ts). */
export interface SearchState {
  /** The recipient type searched for (the form's 'Тип*', told by `recipientType.select`). */
  typeID: RecipientTypeID | null
  query: string
  results: Person[]
  total: number
  page: number
  rowsPerPage: number
  failed: boolean
}

export interface ComposeContext {
  request: ComposeRequest
  allowedTypes: RecipientTypeID[]
  limits: Limits
  formats: string[]
  groups: GroupsAnswer | null
  /** The values the form starts from (prefilled by the setup, empty after a reset). */
  defaults: ComposeForm
  /** Changes when the form is reset: the screen remounts the form with `defaults`. */
  formKey: number
  /** The validated values of the last `mail.send`. */
  values: ComposeForm | null
  /** The academic year whose groups are loaded. */
  groupsYear: string
  files: File[]
  problems: FileProblem[]
  search: SearchState
  parentID: number | null
  sendError: 'network' | 'forbidden' | 'invalid' | null
  serverMessage: string | null
  messageID: number | null
  resume: UploadPosition | null
  failedFile: string | null
}

export type ComposeEvent =
  | { type: 'recipientType.select'; typeID: RecipientTypeID }
  | { type: 'recipient.search'; text: string }
  | { type: 'results.page'; page: number }
  | { type: 'results.rows'; rowsPerPage: number }
  | { type: 'year.select'; year: string }
  | { type: 'files.add'; files: File[] }
  | { type: 'file.remove'; name: string }
  | { type: 'form.edit' }
  | { type: 'mail.send'; values: ComposeForm }
  | { type: 'dialog.close' }
  | { type: 'upload.retry' }
  | { type: 'setup.retry' }

export interface ComposeInput {
  request: ComposeRequest
  allowedTypes: RecipientTypeID[]
  year: string
}
