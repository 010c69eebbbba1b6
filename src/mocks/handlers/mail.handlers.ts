import type { HttpHandler } from 'msw'
import { mailAttachmentsHandlers } from './mail-attachments.handlers'
import { mailFoldersHandlers } from './mail-folders.handlers'
import { mailLettersHandlers } from './mail-letters.handlers'
import { mailRecipientsHandlers } from './mail-recipients.handlers'

export { CONDITIONS, FORMS_OF_STUDY, LEVELS, MAIL_FORMATS, NATIONALITIES, nationalityOf } from './mail.common'

/**
 * Handlers of the mail area: the spec's calls with their exact paths, queries and {state, data}
 * shapes, one file per resource (letters, folders, attachments, recipients and reference lists).
 */
export const mailHandlers: HttpHandler[] = [
  ...mailLettersHandlers,
  ...mailRecipientsHandlers,
  ...mailAttachmentsHandlers,
  ...mailFoldersHandlers,
]
