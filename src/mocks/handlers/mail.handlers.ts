import { http, HttpResponse, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireUser, rolesOf, type DemoUser } from '../lib/auth'
import { ROLES } from '@/lib/roles'
import { badRequest, failure, forbidden, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { createRecord, nextId, updateRecord, deleteRecord } from '../lib/store'
import { getBlob, putBlob } from '../lib/persistence'
import { seededFileBytes } from '../seed/mail.seed'
import {
  BODY_COLUMN,
  BODY_MAX_DEFAULT,
  MAIL_CHUNK_SIZE,
  MAIL_MAX_TOTAL_BYTES,
  MASS_MAILING,
  RECIPIENT_TYPE,
  RECIPIENT_TYPE_IDS,
  SUBJECT_COLUMN,
  SUBJECT_MAX_DEFAULT,
  recipientTypesFor,
} from '@/machines/mail/mail.constants'
import { extensionOf } from '@/lib/files'
import type { MailBody } from '@/api/mail'

/** Formats the server accepts for attachments (GET api/Files/Formats). */
export const MAIL_FORMATS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'rtf', 'txt', 'csv', 'jpg', 'jpeg', 'png', 'tiff', 'gif', 'zip', 'rar', '7z']

/** A reference list with ids 1, 2, 3… in the given order. */
const numbered = (...names: string[]) => names.map((name, i) => ({ id: i + 1, name }))

export const NATIONALITIES = numbered('Российская Федерация', 'Казахстан', 'Узбекистан', 'Китай', 'Монголия')
export const CONDITIONS = numbered('Бюджет', 'Договор')
export const LEVELS = numbered('Специалитет', 'Бакалавриат', 'Магистратура')
export const FORMS_OF_STUDY = numbered('Очная', 'Очно-заочная', 'Заочная')

type User = DemoUser
const fio = (u: User) => `${u.last_name} ${u.first_name} ${u.middle_name}`.trim()
const isStaff = (u: User) => u.userID > 0 && (u.kind === 'teacher' || u.kind === 'staff' || (u.kind === 'schoolx' && u.userID > 0))
const isStudent = (u: User) => u.kind === 'student' || (u.kind === 'schoolx' && u.userID < 0)
const userByID = (id: number) => db.user.findFirst({ where: { userID: { equals: id } } })
const groupOf = (u: User) => (u.groupID ? db.studyGroup.findFirst({ where: { groupID: { equals: u.groupID } } }) : null)

/** Derived student attributes the demo users do not carry: citizenship, conditions, level. */
export function nationalityOf(u: User): number {
  const id = Math.abs(u.userID)
  if (id % 23 === 0) return 2
  if (id % 29 === 0) return 3
  if (id % 31 === 0) return 4
  return 1
}
const conditionsOf = (u: User) => (Math.abs(u.userID) % 3 === 0 ? 2 : 1)
const levelOf = (u: User) => (u.groupID === 131 || rolesOf(u).some((r) => r.name === ROLES.masterStudent.name) ? 3 : 2)
const formOf = (u: User) => groupOf(u)?.formStudy ?? 1
const courseOf = (u: User) => groupOf(u)?.course ?? 0

function person(u: User) {
  const info = isStudent(u) ? (u.groupName ?? '') : [u.position, u.department].filter(Boolean).join(', ')
  return { id: u.userID, fio: fio(u), info, photo: u.photo ?? '', isStudent: isStudent(u) }
}

const matches = (text: string, query: string) => text.toLowerCase().includes(query.trim().toLowerCase())

function unreadOf(userID: number) {
  const ids = db.mailDelivery
    .findMany({ where: { userID: { equals: userID }, isRead: { equals: false } } })
    .map((d) => d.messageID)
    .sort((a, b) => b - a)
  return { count: ids.length, messagesIDs: ids }
}

const ALL = (n: number[]) => (Array.isArray(n) ? n.map(Number) : [])
const known = (ids: number[], list: { id: number }[]) => ids.every((id) => list.some((x) => x.id === id))

/**
 * Everyone the letter goes to, after checking that the sender may address each of them; a thrown
 * 403 when a type or an id is not the sender's to use (a forged body), a thrown 400 when a required
 * selection is missing.
 */
function recipientsOf(sender: User, body: MailBody): { ids: number[]; label: string } {
  const typeID = Number(body.typeID) as (typeof RECIPIENT_TYPE_IDS)[number]
  if (!RECIPIENT_TYPE_IDS.includes(typeID)) throw badRequest('Неизвестный тип получателя')
  if (!recipientTypesFor(sender.userID, rolesOf(sender).map((r) => r.name)).includes(typeID)) throw forbidden('Этот тип рассылки вам недоступен')
  const users = db.user.getAll()
  const faculties = db.faculty.getAll().map((f) => ({ id: f.facultyID }))
  const selected = {
    courses: ALL(body.selectedCourses),
    faculties: ALL(body.selectedFacultets),
    forms: ALL(body.selectedForm),
    conditions: ALL(body.selectedConditionsEducation),
    levels: ALL(body.selectedLevelEducation),
    nationality: ALL(body.selectedNationality),
  }
  // Every id in the body must be one the sender may address.
  if (!known(selected.faculties, faculties)) throw forbidden('Недопустимый факультет')
  const courses = new Set(db.studyGroup.getAll().map((g) => g.course))
  if (!selected.courses.every((c) => courses.has(c))) throw forbidden('Недопустимый курс')
  if (!known(selected.forms, FORMS_OF_STUDY) || !known(selected.conditions, CONDITIONS) || !known(selected.levels, LEVELS) || !known(selected.nationality, NATIONALITIES)) {
    throw forbidden('Недопустимый параметр рассылки')
  }
  const one = (check: (u: User) => boolean) => {
    if (body.userToID === null || body.userToID === undefined) throw badRequest('Не выбран получатель', { userToID: 'required' })
    const target = userByID(Number(body.userToID))
    if (!target || !check(target)) throw forbidden('Недопустимый получатель')
    return { ids: [target.userID], label: target.shortFIO }
  }
  const students = users.filter(isStudent)
  const filtered = (list: User[], label: string) => ({ ids: list.map((u) => u.userID), label })
  switch (typeID) {
    case RECIPIENT_TYPE.staff:
      return one(isStaff)
    case RECIPIENT_TYPE.student:
      return one(isStudent)
    case RECIPIENT_TYPE.byName:
      return one((u) => u.userID > 0)
    case RECIPIENT_TYPE.group: {
      if (body.userToID === null || body.userToID === undefined) throw badRequest('Не выбрана группа', { userToID: 'required' })
      const group = db.studyGroup.findFirst({ where: { groupID: { equals: Number(body.userToID) } } })
      if (!group) throw forbidden('Недопустимая группа')
      return filtered(students.filter((u) => u.groupID === group.groupID), `Группа ${group.name}`)
    }
    case RECIPIENT_TYPE.byCourse: {
      if (!selected.courses.length) throw badRequest('Не выбраны курсы', { selectedCourses: 'required' })
      const list = students.filter((u) => selected.courses.includes(courseOf(u)) && (!selected.faculties.length || selected.faculties.includes(u.facultyID)))
      return filtered(list, `Курсы: ${selected.courses.join(', ')}`)
    }
    case RECIPIENT_TYPE.byFaculty: {
      if (!selected.faculties.length) throw badRequest('Не выбраны факультеты', { selectedFacultets: 'required' })
      return filtered(students.filter((u) => selected.faculties.includes(u.facultyID)), 'Рассылка по факультетам')
    }
    case RECIPIENT_TYPE.citizenship: {
      if (!selected.nationality.length) throw badRequest('Не выбрано гражданство', { selectedNationality: 'required' })
      return filtered(students.filter((u) => selected.nationality.includes(nationalityOf(u))), 'Рассылка по гражданству')
    }
    case RECIPIENT_TYPE.mass: {
      const mass = body.massMailingID
      if (mass !== 0 && mass !== 1 && mass !== 2) throw badRequest('Не выбран вид массовой рассылки', { massMailingID: 'required' })
      for (const [key, list] of Object.entries(selected)) if (key !== 'nationality' && !list.length) throw badRequest('Не заполнены параметры рассылки', { [key]: 'required' })
      if (mass === MASS_MAILING.staff) return filtered(users.filter((u) => isStaff(u) && selected.faculties.includes(u.facultyID)), 'Преподаватели и сотрудники')
      const partTime = mass === MASS_MAILING.partTimeStudents
      const list = students.filter(
        (u) =>
          (partTime ? formOf(u) !== 1 : formOf(u) === 1) &&
          selected.faculties.includes(u.facultyID) &&
          selected.forms.includes(formOf(u)) &&
          selected.conditions.includes(conditionsOf(u)) &&
          selected.levels.includes(levelOf(u)) &&
          selected.courses.includes(courseOf(u)),
      )
      return filtered(list, partTime ? 'Студенты заочной формы' : 'Студенты очной формы')
    }
  }
  throw badRequest('Неизвестный тип получателя')
}

const isBlob = (value: unknown): value is File => typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function' && typeof (value as Blob).size === 'number'

/** Chunks received so far per (letter, file name); kept in memory until the last chunk. */
interface Upload {
  fileID: number
  parts: Blob[]
  done: boolean
  /** Number of chunks once done. */
  count: number
}
const uploads = new Map<string, Upload>()

const canSee = (user: User, messageID: number) => {
  const message = db.mailMessage.findFirst({ where: { messageID: { equals: messageID } } })
  if (!message) return null
  const delivery = db.mailDelivery.findFirst({ where: { deliveryID: { equals: `${messageID}:${user.userID}` } } })
  if (message.fromID !== user.userID && !delivery) return null
  return { message, delivery }
}

function row(message: NonNullable<ReturnType<typeof db.mailMessage.findFirst>>, delivery: { isRead: boolean; folderID: number } | null) {
  const from = userByID(message.fromID)
  return {
    messageID: message.messageID,
    theme: message.theme,
    preview: message.message.slice(0, 140),
    fromID: message.fromID,
    fromName: from ? fio(from) : '',
    toName: message.toLabel,
    date: message.date,
    isRead: delivery ? delivery.isRead : true,
    folderID: delivery && delivery.folderID ? delivery.folderID : null,
    filesCount: db.mailFile.count({ where: { messageID: { equals: message.messageID } } }),
  }
}

function folderOwned(user: User, folderID: number) {
  const folder = db.mailFolder.findFirst({ where: { folderID: { equals: folderID } } })
  return folder && folder.userID === user.userID ? folder : null
}

function folderAnswer(folder: { folderID: number; name: string }, userID: number) {
  const inside = db.mailDelivery.findMany({ where: { userID: { equals: userID }, folderID: { equals: folder.folderID } } })
  return { folderID: folder.folderID, name: folder.name, count: inside.length, unread: inside.filter((d) => !d.isRead).length }
}

function validFolderName(user: User, raw: unknown, except?: number) {
  const name = typeof raw === 'string' ? raw.trim() : ''
  if (!name || name.length > 50) throw badRequest('Название папки: от 1 до 50 символов', { name: 'length' })
  const clash = db.mailFolder.findMany({ where: { userID: { equals: user.userID } } }).some((f) => f.folderID !== except && f.name.toLowerCase() === name.toLowerCase())
  if (clash) throw badRequest('Папка с таким названием уже есть', { name: 'duplicate' })
  return name
}

function idList(raw: unknown): number[] {
  if (!Array.isArray(raw) || raw.some((x) => !Number.isInteger(Number(x)))) throw badRequest('Нужен список писем', { messageIDs: 'required' })
  return raw.map(Number)
}

/** Handlers of the mail area: the spec's calls with their exact paths, queries and {state, data} shapes. */
export const mailHandlers: HttpHandler[] = [
  http.get('*/api/Mail/CheckMail', ({ request }) => ok(unreadOf(requireUser(request).userID))),

  http.get('*/api/Files/Formats', ({ request }) => {
    requireUser(request)
    return ok({ formats: MAIL_FORMATS })
  }),

  http.get('*/api/groups', ({ request }) => {
    requireUser(request)
    const year = queryOf(request).get('year') ?? ''
    if (year && !/^\d{4}-\d{4}$/.test(year)) return badRequest('Некорректный учебный год', { year: 'format' })
    return ok({
      groups: db.studyGroup.getAll().map((g) => ({ groupID: g.groupID, name: g.name, facultyID: g.facultyID, course: g.course, formStudy: g.formStudy })),
      nationality: NATIONALITIES,
      conditionsEducation: CONDITIONS,
      levelEducation: LEVELS,
      faculties: db.faculty.getAll().map((f) => ({ id: f.facultyID, name: f.name })),
      formStudy: FORMS_OF_STUDY,
    })
  }),

  http.get('*/api/Mail/Schema', ({ request }) => {
    requireUser(request)
    return ok([
      { column: SUBJECT_COLUMN, maxLength: SUBJECT_MAX_DEFAULT },
      { column: BODY_COLUMN, maxLength: BODY_MAX_DEFAULT },
    ])
  }),

  http.get('*/api/Mail/Find/Prepods', ({ request }) => {
    requireUser(request)
    const q = queryOf(request).get('fio') ?? ''
    if (q.trim().length === 0) return ok({ arrPrep: [] })
    return ok({ arrPrep: db.user.getAll().filter((u) => isStaff(u) && matches(fio(u), q)).slice(0, 50).map(person) })
  }),

  http.get('*/api/Mail/Find/Students', ({ request }) => {
    requireUser(request)
    const query = queryOf(request)
    const q = query.get('fio') ?? ''
    const kafID = Number(query.get('kafID') ?? 0)
    const groupID = Number(query.get('groupID') ?? 0)
    if (q.trim().length === 0) return ok({ arrStud: [] })
    const list = db.user.getAll().filter((u) => isStudent(u) && matches(fio(u), q) && (!kafID || u.facultyID === kafID) && (!groupID || u.groupID === groupID))
    return ok({ arrStud: list.slice(0, 50).map(person) })
  }),

  http.get('*/api/Mail/Find/UsersAll', ({ request }) => {
    requireUser(request)
    const query = queryOf(request)
    const page = Math.max(1, Number(query.get('page') ?? 1) || 1)
    const rowsPerPage = Number(query.get('rowsPerPage') ?? 20)
    if (![20, 50, 100, 200].includes(rowsPerPage)) return badRequest('Недопустимый размер страницы', { rowsPerPage: 'value' })
    const q = query.get('searchQuery') ?? ''
    const list = db.user
      .getAll()
      .filter((u) => u.userID > 0 && matches(fio(u), q))
      .sort((a, b) => fio(a).localeCompare(fio(b), 'ru'))
    return ok({ arrUsersAll: list.slice((page - 1) * rowsPerPage, page * rowsPerPage).map(person), total: list.length })
  }),

  http.get('*/api/Mail/Find/User', ({ request }) => {
    requireUser(request)
    const target = userByID(Number(queryOf(request).get('userID')))
    if (!target) return notFound('Пользователь не найден')
    return ok(person(target))
  }),

  http.post('*/api/Mail/InboxMail', async ({ request }) => {
    const sender = requireUser(request)
    const body = await jsonBody<MailBody>(request)
    const theme = typeof body.theme === 'string' ? body.theme.trim() : ''
    if (!theme) return badRequest('Не указана тема', { theme: 'required' })
    if (theme.length > SUBJECT_MAX_DEFAULT) return badRequest('Тема слишком длинная', { theme: 'maxLength' })
    const message = typeof body.message === 'string' ? body.message : ''
    if (message.length > BODY_MAX_DEFAULT) return badRequest('Текст слишком длинный', { message: 'maxLength' })
    let parentID = 0
    if (body.parentID !== null && body.parentID !== undefined) {
      parentID = Number(body.parentID)
      if (!canSee(sender, parentID)) return forbidden('Нельзя ответить на это письмо')
    }
    const { ids, label } = recipientsOf(sender, body)
    if (ids.length === 0) return HttpResponse.json({ state: -2, msg: 'Не найдено ни одного получателя', data: null })
    const messageID = nextId('mailMessage', 'messageID')
    createRecord('mailMessage', {
      messageID,
      fromID: sender.userID,
      theme,
      htmlMessage: typeof body.htmlMessage === 'string' ? body.htmlMessage : '',
      markdownMessage: typeof body.markdownMessage === 'string' ? body.markdownMessage : '',
      message,
      date: new Date().toISOString(),
      parentID,
      typeID: Number(body.typeID),
      toLabel: label,
    })
    for (const userID of ids) createRecord('mailDelivery', { deliveryID: `${messageID}:${userID}`, messageID, userID, folderID: 0, isRead: false })
    return ok({ messageID })
  }),

  http.post('*/api/Mail/FileChunkSave', async ({ request }) => {
    const user = requireUser(request)
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      return badRequest('Ожидались данные формы')
    }
    const file = form.get('file')
    const messageID = Number(form.get('messageID'))
    const chunkNumber = Number(form.get('chunkNumber'))
    const isFirst = form.get('isFirstChunk') === 'true'
    const isLast = form.get('isLastChunk') === 'true'
    // Duck-typed: under test the form's File comes from another realm than this module's Blob.
    if (!isBlob(file) || !Number.isInteger(chunkNumber) || chunkNumber < 0) return badRequest('Некорректная часть файла')
    const name = (file as File).name || 'file'
    const message = db.mailMessage.findFirst({ where: { messageID: { equals: messageID } } })
    if (!message) return notFound('Письмо не найдено')
    if (message.fromID !== user.userID) return forbidden('Это не ваше письмо')
    if (!MAIL_FORMATS.includes(extensionOf(name))) return badRequest('Формат файла не поддерживается', { file: 'format' })
    if (file.size > MAIL_CHUNK_SIZE || (!isLast && file.size !== MAIL_CHUNK_SIZE)) return badRequest('Неверный размер части файла', { file: 'size' })
    const key = `${messageID}:${name}`
    let upload = uploads.get(key)
    if (isFirst) {
      if (chunkNumber !== 0) return badRequest('Первая часть должна иметь номер 0', { chunkNumber: 'order' })
      // A first chunk always starts the file afresh (a new upload or a retry of chunk 0).
      const existing = db.mailFile.findFirst({ where: { messageID: { equals: messageID }, name: { equals: name } } })
      const fileID = existing?.fileID ?? nextId('mailFile', 'fileID')
      if (existing) updateRecord('mailFile', 'fileID', fileID, { size: 0, complete: false })
      else createRecord('mailFile', { fileID, messageID, name, size: 0, complete: false, seeded: false })
      upload = { fileID, parts: [], done: false, count: 0 }
      uploads.set(key, upload)
    }
    if (!upload) return badRequest('Нет первой части файла', { chunkNumber: 'order' })
    // The last chunk again after the file was stored (its answer was lost): already done.
    if (upload.done) {
      if (isLast && chunkNumber === upload.count - 1) return HttpResponse.json({ state: 1 })
      return badRequest('Нарушен порядок частей файла', { chunkNumber: 'order' })
    }
    // The next chunk, or the previous one again (a retry after a lost answer) — nothing else.
    if (chunkNumber === upload.parts.length) upload.parts.push(file)
    else if (chunkNumber === upload.parts.length - 1) upload.parts[chunkNumber] = file
    else return badRequest('Нарушен порядок частей файла', { chunkNumber: 'order' })
    const size = upload.parts.reduce((sum, part) => sum + part.size, 0)
    const others = db.mailFile.findMany({ where: { messageID: { equals: messageID } } }).filter((f) => f.fileID !== upload!.fileID)
    if (others.reduce((sum, f) => sum + f.size, 0) + size >= MAIL_MAX_TOTAL_BYTES) {
      uploads.delete(key)
      deleteRecord('mailFile', 'fileID', upload.fileID)
      return badRequest('Общий размер файлов превышен', { file: 'total' })
    }
    if (isLast) {
      const blob = new Blob(upload.parts)
      await putBlob(`mail-file:${upload.fileID}`, blob)
      updateRecord('mailFile', 'fileID', upload.fileID, { size: blob.size, complete: true })
      // Keep only what a repeated last chunk needs; the bytes live in the blob store now.
      upload.count = upload.parts.length
      upload.parts = []
      upload.done = true
    }
    return HttpResponse.json({ state: 1 })
  }),

  http.get('*/api/Mail/List', ({ request }) => {
    const user = requireUser(request)
    const q = queryOf(request)
    const mailType = q.get('mailType') ?? 'inbox'
    const page = Math.max(1, Number(q.get('page') ?? 1) || 1)
    const rowsPerPage = Math.min(200, Math.max(1, Number(q.get('rowsPerPage') ?? 20) || 20))
    const search = (q.get('searchQuery') ?? '').trim()
    let rows: ReturnType<typeof row>[]
    if (mailType === 'sent') {
      rows = db.mailMessage.findMany({ where: { fromID: { equals: user.userID } } }).map((m) => row(m, null))
    } else {
      const folderID = Number(q.get('folderID') ?? 0)
      if (mailType === 'folder' && !folderOwned(user, folderID)) return notFound('Папка не найдена')
      const deliveries = db.mailDelivery.findMany({ where: { userID: { equals: user.userID } } }).filter((d) => {
        if (mailType === 'inbox') return d.folderID === 0
        if (mailType === 'unread') return !d.isRead
        if (mailType === 'folder') return d.folderID === folderID
        return mailType === 'all'
      })
      if (!['inbox', 'unread', 'folder', 'all'].includes(mailType)) return badRequest('Неизвестная папка', { mailType: 'value' })
      rows = deliveries.flatMap((d) => {
        const m = db.mailMessage.findFirst({ where: { messageID: { equals: d.messageID } } })
        return m ? [row(m, d)] : []
      })
    }
    if (search) rows = rows.filter((r) => [r.theme, r.preview, r.fromName, r.toName].some((t) => matches(t, search)))
    rows.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.messageID - a.messageID))
    return ok({ items: rows.slice((page - 1) * rowsPerPage, page * rowsPerPage), total: rows.length })
  }),

  http.get('*/api/Mail/Message/:messageID', ({ request, params }) => {
    const user = requireUser(request)
    const seen = canSee(user, Number(params.messageID))
    if (!seen) return notFound('Письмо не найдено')
    const { message, delivery } = seen
    const from = userByID(message.fromID)
    return ok({
      ...row(message, delivery),
      htmlMessage: message.htmlMessage,
      message: message.message,
      fromPhoto: from?.photo ?? '',
      isSent: message.fromID === user.userID,
      parentID: message.parentID || null,
      canReply: Boolean(delivery) && message.fromID !== user.userID,
      files: db.mailFile.findMany({ where: { messageID: { equals: message.messageID } } }).map((f) => ({ fileID: f.fileID, name: f.name, size: f.size, complete: f.complete })),
    })
  }),

  http.post('*/api/Mail/Read', async ({ request }) => {
    const user = requireUser(request)
    const body = await jsonBody<{ messageIDs: unknown; isRead: unknown }>(request)
    const ids = idList(body.messageIDs)
    if (typeof body.isRead !== 'boolean') return badRequest('Нужен признак прочтения', { isRead: 'required' })
    for (const id of ids) {
      const key = `${id}:${user.userID}`
      const delivery = db.mailDelivery.findFirst({ where: { deliveryID: { equals: key } } })
      if (delivery && delivery.isRead !== body.isRead) updateRecord('mailDelivery', 'deliveryID', key, { isRead: body.isRead })
    }
    return ok(unreadOf(user.userID))
  }),

  http.post('*/api/Mail/Move', async ({ request }) => {
    const user = requireUser(request)
    const body = await jsonBody<{ messageIDs: unknown; folderID: unknown }>(request)
    const ids = idList(body.messageIDs)
    const folderID = body.folderID === null || body.folderID === undefined ? 0 : Number(body.folderID)
    if (folderID !== 0 && !folderOwned(user, folderID)) return forbidden('Папка недоступна')
    for (const id of ids) {
      const key = `${id}:${user.userID}`
      if (db.mailDelivery.findFirst({ where: { deliveryID: { equals: key } } })) updateRecord('mailDelivery', 'deliveryID', key, { folderID })
    }
    return ok(true)
  }),

  http.get('*/api/Mail/Folders', ({ request }) => {
    const user = requireUser(request)
    return ok(
      db.mailFolder
        .findMany({ where: { userID: { equals: user.userID } } })
        .sort((a, b) => a.name.localeCompare(b.name, 'ru'))
        .map((f) => folderAnswer(f, user.userID)),
    )
  }),

  http.post('*/api/Mail/Folders', async ({ request }) => {
    const user = requireUser(request)
    const body = await jsonBody<{ name: unknown }>(request)
    const name = validFolderName(user, body.name)
    const folderID = nextId('mailFolder', 'folderID')
    createRecord('mailFolder', { folderID, userID: user.userID, name })
    return ok(folderAnswer({ folderID, name }, user.userID))
  }),

  http.put('*/api/Mail/Folders/:folderID', async ({ request, params }) => {
    const user = requireUser(request)
    const folder = folderOwned(user, Number(params.folderID))
    if (!folder) return notFound('Папка не найдена')
    const body = await jsonBody<{ name: unknown }>(request)
    const name = validFolderName(user, body.name, folder.folderID)
    updateRecord('mailFolder', 'folderID', folder.folderID, { name })
    return ok(folderAnswer({ folderID: folder.folderID, name }, user.userID))
  }),

  http.delete('*/api/Mail/Folders/:folderID', ({ request, params }) => {
    const user = requireUser(request)
    const folder = folderOwned(user, Number(params.folderID))
    if (!folder) return notFound('Папка не найдена')
    for (const d of db.mailDelivery.findMany({ where: { userID: { equals: user.userID }, folderID: { equals: folder.folderID } } })) {
      updateRecord('mailDelivery', 'deliveryID', d.deliveryID, { folderID: 0 })
    }
    deleteRecord('mailFolder', 'folderID', folder.folderID)
    return ok(true)
  }),

  http.get('*/api/Mail/Files/:fileID', async ({ request, params }) => {
    const user = requireUser(request)
    const file = db.mailFile.findFirst({ where: { fileID: { equals: Number(params.fileID) } } })
    if (!file || !canSee(user, file.messageID)) return notFound('Файл не найден')
    if (!file.complete) return failure(409, 'Файл загружен не полностью')
    const blob = file.seeded ? seededFileBytes(file.name) : await getBlob(`mail-file:${file.fileID}`)
    if (!blob) return notFound('Файл не найден')
    return new HttpResponse(await blob.arrayBuffer(), {
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Length': String(blob.size),
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      },
    })
  }),
]
