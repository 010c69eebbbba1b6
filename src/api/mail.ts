import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { BODY_COLUMN, BODY_MAX_DEFAULT, SUBJECT_COLUMN, SUBJECT_MAX_DEFAULT } from '@/lib/constants/mail'

/**
 * Internal mail (spec 2 §3 Mail, §7 Mail; spec 1 CheckMail). The spec names the compose and send
 * calls; the folder, list, read, move and download calls are designed in the same {state, data} style
 * (documented in docs/readme/mail.md).
 */
const str = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((s) => s ?? ''),
)

/** The mail object POSTed to /api/Mail/InboxMail (spec 2 §3). */
export interface MailBody {
  theme: string
  markdownMessage: string
  htmlMessage: string
  message: string
  userToID: number | null
  typeID: number
  folderID: number | null
  massMailingID: number | null
  selectedCourses: number[]
  selectedFacultets: number[]
  selectedForm: number[]
  selectedConditionsEducation: number[]
  selectedLevelEducation: number[]
  selectedNationality: number[]
  year: string
  parentID: number | null
}

export const unreadSchema = v.object({ count: v.number(), messagesIDs: v.array(v.number()) })
export type UnreadMail = v.InferOutput<typeof unreadSchema>

const named = v.object({ id: v.number(), name: v.string() })
export type Named = v.InferOutput<typeof named>
export const groupSchema = v.object({
  groupID: v.number(),
  name: v.string(),
  facultyID: v.number(),
  course: v.number(),
  formStudy: v.number(),
})
export type StudyGroup = v.InferOutput<typeof groupSchema>
export const groupsSchema = v.object({
  groups: v.array(groupSchema),
  nationality: v.array(named),
  conditionsEducation: v.array(named),
  levelEducation: v.array(named),
  faculties: v.optional(v.array(named), []),
  formStudy: v.optional(v.array(named), []),
})
export type GroupsAnswer = v.InferOutput<typeof groupsSchema>

export const personSchema = v.object({
  id: v.number(),
  fio: v.string(),
  info: str,
  photo: str,
  isStudent: v.optional(v.boolean(), false),
})
export type Person = v.InferOutput<typeof personSchema>

export const folderSchema = v.object({ folderID: v.number(), name: v.string(), count: v.number(), unread: v.number() })
export type MailFolder = v.InferOutput<typeof folderSchema>

export const fileSchema = v.object({ fileID: v.number(), name: v.string(), size: v.number(), complete: v.boolean() })
export type MailFile = v.InferOutput<typeof fileSchema>

export const letterRowSchema = v.object({
  messageID: v.number(),
  theme: v.string(),
  preview: str,
  fromID: v.number(),
  fromName: v.string(),
  toName: str,
  date: v.string(),
  isRead: v.boolean(),
  folderID: v.nullable(v.number()),
  filesCount: v.number(),
})
export type LetterRow = v.InferOutput<typeof letterRowSchema>
export const listSchema = v.object({ items: v.array(letterRowSchema), total: v.number() })
export type LetterList = v.InferOutput<typeof listSchema>

export const letterSchema = v.object({
  messageID: v.number(),
  theme: v.string(),
  htmlMessage: str,
  message: str,
  fromID: v.number(),
  fromName: v.string(),
  fromPhoto: str,
  toName: str,
  date: v.string(),
  isRead: v.boolean(),
  isSent: v.boolean(),
  folderID: v.nullable(v.number()),
  parentID: v.nullable(v.number()),
  canReply: v.boolean(),
  files: v.array(fileSchema),
})
export type Letter = v.InferOutput<typeof letterSchema>

export interface Limits {
  subject: number
  body: number
}

/** GET /api/Mail/CheckMail → count, messagesIDs (polled every 10 s). */
export async function checkMail(options: RequestOptions = {}) {
  return parseAnswer(
    stateEnvelope(unreadSchema),
    await http.get('/Mail/CheckMail', undefined, { silent: true, ...options }),
  ).data
}

/** GET api/Files/Formats → formats (extensions without a dot, lower case). */
export async function getFormats(options: RequestOptions = {}) {
  const data = parseAnswer(
    stateEnvelope(v.object({ formats: v.array(v.string()) })),
    await http.get('/Files/Formats', undefined, options),
  ).data
  return data.formats.map((f) => f.replace(/^\./, '').toLowerCase())
}

/** GET /api/groups {year} → groups, nationality, conditionsEducation, levelEducation (+ faculties, formStudy). */
export async function getGroups(year: string, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(groupsSchema), await http.get('/groups', { year }, options)).data
}

/** GET /api/Mail/Schema → column sizes; the defaults 200/2000 when the call fails or omits a column. */
export async function getLimits(options: RequestOptions = {}): Promise<Limits> {
  try {
    const columns = parseAnswer(
      stateEnvelope(v.array(v.object({ column: v.string(), maxLength: v.number() }))),
      await http.get('/Mail/Schema', undefined, { silent: true, ...options }),
    ).data
    const of = (name: string, fallback: number) =>
      columns.find((c) => c.column === name && c.maxLength > 0)?.maxLength ?? fallback
    return { subject: of(SUBJECT_COLUMN, SUBJECT_MAX_DEFAULT), body: of(BODY_COLUMN, BODY_MAX_DEFAULT) }
  } catch (error) {
    if (options.signal?.aborted) throw error
    return { subject: SUBJECT_MAX_DEFAULT, body: BODY_MAX_DEFAULT }
  }
}

export async function findPrepods(fio: string, options: RequestOptions = {}) {
  return parseAnswer(
    stateEnvelope(v.object({ arrPrep: v.array(personSchema) })),
    await http.get('/Mail/Find/Prepods', { fio }, options),
  ).data.arrPrep
}
export async function findStudents(fio: string, kafID = 0, groupID = 0, options: RequestOptions = {}) {
  return parseAnswer(
    stateEnvelope(v.object({ arrStud: v.array(personSchema) })),
    await http.get('/Mail/Find/Students', { fio, kafID, groupID }, options),
  ).data.arrStud
}
export async function findUsersAll(
  query: { page: number; rowsPerPage: number; searchQuery: string },
  options: RequestOptions = {},
) {
  return parseAnswer(
    stateEnvelope(v.object({ arrUsersAll: v.array(personSchema), total: v.number() })),
    await http.get('/Mail/Find/UsersAll', query, options),
  ).data
}

/** GET /api/Mail/Find/User {userID} → one person (the recipient named by /newMessage/{userToID} or a reply). */
export async function findUser(userID: number, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(personSchema), await http.get('/Mail/Find/User', { userID }, options)).data
}

/** POST /api/Mail/InboxMail → state and data.messageID; state -2 is a refusal the dialog reports. */
export async function sendMail(
  body: MailBody,
  options: RequestOptions = {},
): Promise<{ state: number; messageID: number | null }> {
  const answer = parseAnswer(
    v.object({
      state: v.number(),
      msg: v.optional(v.nullable(v.string())),
      data: v.optional(v.nullable(v.object({ messageID: v.number() }))),
    }),
    await http.post('/Mail/InboxMail', body, options),
  )
  return { state: answer.state, messageID: answer.data?.messageID ?? null }
}

export interface ChunkPart {
  messageID: number
  file: Blob
  fileName: string
  chunkNumber: number
  isFirstChunk: boolean
  isLastChunk: boolean
}

/** POST /api/Mail/FileChunkSave as form data {file, messageID, isFirstChunk, isLastChunk, chunkNumber} → state. */
export async function saveChunk(part: ChunkPart, options: RequestOptions = {}) {
  const form = new FormData()
  form.append('file', part.file, part.fileName)
  form.append('messageID', String(part.messageID))
  form.append('isFirstChunk', String(part.isFirstChunk))
  form.append('isLastChunk', String(part.isLastChunk))
  form.append('chunkNumber', String(part.chunkNumber))
  const answer = parseAnswer(
    v.object({ state: v.number(), msg: v.optional(v.nullable(v.string())) }),
    await http.post('/Mail/FileChunkSave', form, { silent: true, ...options }),
  )
  if (answer.state !== 1) throw new Error(answer.msg ?? 'chunk refused')
  return answer.state
}

export type MailboxKind = 'inbox' | 'unread' | 'all' | 'sent' | 'folder'

export interface ListQuery {
  mailType: MailboxKind
  folderID?: number | null
  page: number
  rowsPerPage: number
  searchQuery: string
}

/** GET /api/Mail/List {mailType, folderID, page, rowsPerPage, searchQuery} → items, total. */
export async function getLetters(query: ListQuery, options: RequestOptions = {}) {
  return parseAnswer(
    stateEnvelope(listSchema),
    await http.get('/Mail/List', { ...query, folderID: query.folderID ?? undefined }, options),
  ).data
}
/** GET /api/Mail/Message/{messageID} → the letter with its files. */
export async function getLetter(messageID: number, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(letterSchema), await http.get(`/Mail/Message/${messageID}`, undefined, options)).data
}
/** POST /api/Mail/Read {messageIDs, isRead} → the user's unread count afterwards. */
export async function markRead(messageIDs: number[], isRead: boolean, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(unreadSchema), await http.post('/Mail/Read', { messageIDs, isRead }, options)).data
}
/** POST /api/Mail/Move {messageIDs, folderID}; folderID null = back to the inbox. */
export async function moveLetters(messageIDs: number[], folderID: number | null, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(v.unknown()), await http.post('/Mail/Move', { messageIDs, folderID }, options)).data
}
export async function getFolders(options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(v.array(folderSchema)), await http.get('/Mail/Folders', undefined, options)).data
}
export async function createFolder(name: string, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(folderSchema), await http.post('/Mail/Folders', { name }, options)).data
}
export async function renameFolder(folderID: number, name: string, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(folderSchema), await http.put(`/Mail/Folders/${folderID}`, { name }, options)).data
}
export async function deleteFolder(folderID: number, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(v.unknown()), await http.delete(`/Mail/Folders/${folderID}`, undefined, options))
    .data
}
/** GET /api/Mail/Files/{fileID} → the attachment's bytes (application/octet-stream). */
export async function downloadFile(fileID: number, options: RequestOptions = {}): Promise<Blob> {
  const body = await http.get<Blob>(`/Mail/Files/${fileID}`, undefined, options)
  if (!(body instanceof Blob)) throw new Error('not a file')
  return body
}

/**
 * A request to open the mail compose dialog from anywhere (toolbar, /newMessage/{userToID}, a reply),
 * sent as `compose.open` to the session's `compose` actor.
 */
export interface ComposeRequest {
  /** Positive: a teacher recipient; negative: a student (sign flipped to get the id). */
  userToID?: number
  /** Reply to this letter. */
  parentID?: number
}
