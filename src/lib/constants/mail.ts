/** Limits and timings of the mail area, named as the spec names them (spec 2 §5, §9; spec 1 §4). */
import { academicYears } from '@/lib/dates'
import { ROLES } from '@/lib/roles'

/** Chunked upload: chunks of 3024 KB. */
export const MAIL_CHUNK_SIZE = 3_096_576
/** Attached files' total size must be below this. */
export const MAIL_MAX_TOTAL_BYTES = 20_971_520
/** Schema column defaults: 'Тема' and 'ТекстСообщение'. */
export const SUBJECT_MAX_DEFAULT = 200
export const BODY_MAX_DEFAULT = 2_000
export const SUBJECT_COLUMN = 'Тема'
export const BODY_COLUMN = 'ТекстСообщение'
/** Recipient search: more than 3 characters, 500 ms debounce. */
export const RECIPIENT_SEARCH_MIN_LENGTH = 3
export const RECIPIENT_SEARCH_DEBOUNCE_MS = 500
/** Recipient table page sizes (default 20). */
export const RECIPIENT_PAGE_SIZES = [20, 50, 100, 200] as const
/** With files, sending finishes after the last chunk, followed by a 2 s delay. */
export const SEND_FINISH_DELAY_MS = 2_000
/** State -2: red snackbar for 3 s, dialog closes after 2 s. */
export const SEND_FAILED_SNACK_MS = 3_000
export const SEND_FAILED_CLOSE_MS = 2_000
/** Beyond the spec: a failed chunk is retried this many times, waiting base·2^attempt. */
export const CHUNK_RETRIES = 3
export const CHUNK_RETRY_BASE_MS = 500
/** Years list from 2018 in the compose dialog. */
export const COMPOSE_FIRST_YEAR = 2018
/** Letters per page in a folder. */
export const MAIL_PAGE_SIZE = 20

/** Mass mailing ids: 0 full-time students, 1 part-time students, 2 teachers and staff. */
export const MASS_MAILING = { fullTimeStudents: 0, partTimeStudents: 1, staff: 2 } as const
export const MASS_MAILING_IDS = [0, 1, 2] as const

/** Recipient type ids 1 to 8 (spec 2 §6). */
export const RECIPIENT_TYPE = {
  staff: 1,
  student: 2,
  group: 3,
  byName: 4,
  byCourse: 5,
  byFaculty: 6,
  citizenship: 7,
  mass: 8,
} as const
export type RecipientTypeID = (typeof RECIPIENT_TYPE)[keyof typeof RECIPIENT_TYPE]
export const RECIPIENT_TYPE_IDS: RecipientTypeID[] = [1, 2, 3, 4, 5, 6, 7, 8]

/** Types whose recipient is one person chosen by a name search (ФИО*). */
export const SEARCH_TYPES: readonly RecipientTypeID[] = [1, 2, 4]

/**
 * Which recipient types a user may use (spec 2 §6): staff, student and group for all signed-in users;
 * for a real user (id above 0) also search by name and mailings by course and by faculty; citizenship
 * mailing for 'Администратор-НИР' and 'Рассылка-Почта'; mass mailing for the admin only.
 * The mock server enforces the same function.
 */
export function recipientTypesFor(userID: number, roleNames: readonly string[]): RecipientTypeID[] {
  const types: RecipientTypeID[] = [1, 2, 3]
  if (userID > 0) types.push(4, 5, 6)
  const scienceAdmin = roleNames.includes(ROLES.scienceAdmin.name)
  if (scienceAdmin || roleNames.includes(ROLES.mailing.name)) types.push(7)
  if (scienceAdmin) types.push(8)
  return types
}

/** Number of chunks of a file (an empty file still sends one, empty, chunk). */
export const chunkCount = (size: number) => Math.max(1, Math.ceil(size / MAIL_CHUNK_SIZE))

/** Academic years from 2018-2019 to the current one ('2026-2027'), newest first. */
export function composeYears(now: Date): string[] {
  return academicYears(COMPOSE_FIRST_YEAR, now)
}
