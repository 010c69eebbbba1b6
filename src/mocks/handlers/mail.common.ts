import { db } from '../db'
import { rolesOf, type DemoUser } from '../lib/auth'
import { ROLES } from '@/lib/roles'
import { badRequest, forbidden } from '../lib/respond'
import { MASS_MAILING, RECIPIENT_TYPE, RECIPIENT_TYPE_IDS, recipientTypesFor } from '@/lib/constants/mail'
import type { MailBody } from '@/api/mail'

/** Formats the server accepts for attachments (GET api/Files/Formats). */
export const MAIL_FORMATS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'rtf',
  'txt',
  'csv',
  'jpg',
  'jpeg',
  'png',
  'tiff',
  'gif',
  'zip',
  'rar',
  '7z',
]

/** A reference list with ids 1, 2, 3… in the given order. */
export const numbered = (...names: string[]) => names.map((name, i) => ({ id: i + 1, name }))

export const NATIONALITIES = numbered('Российская Федерация', 'Казахстан', 'Узбекистан', 'Китай', 'Монголия')
export const CONDITIONS = numbered('Бюджет', 'Договор')
export const LEVELS = numbered('Специалитет', 'Бакалавриат', 'Магистратура')
export const FORMS_OF_STUDY = numbered('Очная', 'Очно-заочная', 'Заочная')

export type User = DemoUser
export const fio = (u: User) => `${u.last_name} ${u.first_name} ${u.middle_name}`.trim()
export const isStaff = (u: User) =>
  u.userID > 0 && (u.kind === 'teacher' || u.kind === 'staff' || (u.kind === 'schoolx' && u.userID > 0))
export const isStudent = (u: User) => u.kind === 'student' || (u.kind === 'schoolx' && u.userID < 0)
export const userByID = (id: number) => db.user.findFirst({ where: { userID: { equals: id } } })
export const groupOf = (u: User) =>
  u.groupID ? db.studyGroup.findFirst({ where: { groupID: { equals: u.groupID } } }) : null

/** Derived student attributes the demo users do not carry: citizenship, conditions, level. */
export function nationalityOf(u: User): number {
  const id = Math.abs(u.userID)
  if (id % 23 === 0) return 2
  if (id % 29 === 0) return 3
  if (id % 31 === 0) return 4
  return 1
}
export const conditionsOf = (u: User) => (Math.abs(u.userID) % 3 === 0 ? 2 : 1)
export const levelOf = (u: User) =>
  u.groupID === 131 || rolesOf(u).some((r) => r.name === ROLES.masterStudent.name) ? 3 : 2
export const formOf = (u: User) => groupOf(u)?.formStudy ?? 1
export const courseOf = (u: User) => groupOf(u)?.course ?? 0

export function person(u: User) {
  const info = isStudent(u) ? (u.groupName ?? '') : [u.position, u.department].filter(Boolean).join(', ')
  return { id: u.userID, fio: fio(u), info, photo: u.photo ?? '', isStudent: isStudent(u) }
}

export const matches = (text: string, query: string) => text.toLowerCase().includes(query.trim().toLowerCase())

export function unreadOf(userID: number) {
  const ids = db.mailDelivery
    .findMany({ where: { userID: { equals: userID }, isRead: { equals: false } } })
    .map((d) => d.messageID)
    .sort((a, b) => b - a)
  return { count: ids.length, messagesIDs: ids }
}

export const ALL = (n: number[]) => (Array.isArray(n) ? n.map(Number) : [])
export const known = (ids: number[], list: { id: number }[]) => ids.every((id) => list.some((x) => x.id === id))

/**
 * Everyone the letter goes to, after checking that the sender may address each of them; a thrown
 * 403 when a type or an id is not the sender's to use (a forged body), a thrown 400 when a required
 * selection is missing.
 */
export function recipientsOf(sender: User, body: MailBody): { ids: number[]; label: string } {
  const typeID = Number(body.typeID) as (typeof RECIPIENT_TYPE_IDS)[number]
  if (!RECIPIENT_TYPE_IDS.includes(typeID)) throw badRequest('Неизвестный тип получателя')
  if (
    !recipientTypesFor(
      sender.userID,
      rolesOf(sender).map((r) => r.name),
    ).includes(typeID)
  )
    throw forbidden('Этот тип рассылки вам недоступен')
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
  if (
    !known(selected.forms, FORMS_OF_STUDY) ||
    !known(selected.conditions, CONDITIONS) ||
    !known(selected.levels, LEVELS) ||
    !known(selected.nationality, NATIONALITIES)
  ) {
    throw forbidden('Недопустимый параметр рассылки')
  }
  const one = (check: (u: User) => boolean) => {
    if (body.userToID === null || body.userToID === undefined)
      throw badRequest('Не выбран получатель', { userToID: 'required' })
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
      if (body.userToID === null || body.userToID === undefined)
        throw badRequest('Не выбрана группа', { userToID: 'required' })
      const group = db.studyGroup.findFirst({ where: { groupID: { equals: Number(body.userToID) } } })
      if (!group) throw forbidden('Недопустимая группа')
      return filtered(
        students.filter((u) => u.groupID === group.groupID),
        `Группа ${group.name}`,
      )
    }
    case RECIPIENT_TYPE.byCourse: {
      if (!selected.courses.length) throw badRequest('Не выбраны курсы', { selectedCourses: 'required' })
      const list = students.filter(
        (u) =>
          selected.courses.includes(courseOf(u)) &&
          (!selected.faculties.length || selected.faculties.includes(u.facultyID)),
      )
      return filtered(list, `Курсы: ${selected.courses.join(', ')}`)
    }
    case RECIPIENT_TYPE.byFaculty: {
      if (!selected.faculties.length) throw badRequest('Не выбраны факультеты', { selectedFacultets: 'required' })
      return filtered(
        students.filter((u) => selected.faculties.includes(u.facultyID)),
        'Рассылка по факультетам',
      )
    }
    case RECIPIENT_TYPE.citizenship: {
      if (!selected.nationality.length) throw badRequest('Не выбрано гражданство', { selectedNationality: 'required' })
      return filtered(
        students.filter((u) => selected.nationality.includes(nationalityOf(u))),
        'Рассылка по гражданству',
      )
    }
    case RECIPIENT_TYPE.mass: {
      const mass = body.massMailingID
      if (mass !== 0 && mass !== 1 && mass !== 2)
        throw badRequest('Не выбран вид массовой рассылки', { massMailingID: 'required' })
      for (const [key, list] of Object.entries(selected))
        if (key !== 'nationality' && !list.length)
          throw badRequest('Не заполнены параметры рассылки', { [key]: 'required' })
      if (mass === MASS_MAILING.staff)
        return filtered(
          users.filter((u) => isStaff(u) && selected.faculties.includes(u.facultyID)),
          'Преподаватели и сотрудники',
        )
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

export const isBlob = (value: unknown): value is File =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Blob).arrayBuffer === 'function' &&
  typeof (value as Blob).size === 'number'

/** Chunks received so far per (letter, file name); kept in memory until the last chunk. */
export interface Upload {
  fileID: number
  parts: Blob[]
  done: boolean
  /** Number of chunks once done. */
  count: number
}
export const uploads = new Map<string, Upload>()

export const canSee = (user: User, messageID: number) => {
  const message = db.mailMessage.findFirst({ where: { messageID: { equals: messageID } } })
  if (!message) return null
  const delivery = db.mailDelivery.findFirst({ where: { deliveryID: { equals: `${messageID}:${user.userID}` } } })
  if (message.fromID !== user.userID && !delivery) return null
  return { message, delivery }
}

export function row(
  message: NonNullable<ReturnType<typeof db.mailMessage.findFirst>>,
  delivery: { isRead: boolean; folderID: number } | null,
) {
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

export function folderOwned(user: User, folderID: number) {
  const folder = db.mailFolder.findFirst({ where: { folderID: { equals: folderID } } })
  return folder && folder.userID === user.userID ? folder : null
}

export function folderAnswer(folder: { folderID: number; name: string }, userID: number) {
  const inside = db.mailDelivery.findMany({
    where: { userID: { equals: userID }, folderID: { equals: folder.folderID } },
  })
  return {
    folderID: folder.folderID,
    name: folder.name,
    count: inside.length,
    unread: inside.filter((d) => !d.isRead).length,
  }
}

export function validFolderName(user: User, raw: unknown, except?: number) {
  const name = typeof raw === 'string' ? raw.trim() : ''
  if (!name || name.length > 50) throw badRequest('Название папки: от 1 до 50 символов', { name: 'length' })
  const clash = db.mailFolder
    .findMany({ where: { userID: { equals: user.userID } } })
    .some((f) => f.folderID !== except && f.name.toLowerCase() === name.toLowerCase())
  if (clash) throw badRequest('Папка с таким названием уже есть', { name: 'duplicate' })
  return name
}

export function idList(raw: unknown): number[] {
  if (!Array.isArray(raw) || raw.some((x) => !Number.isInteger(Number(x))))
    throw badRequest('Нужен список писем', { messageIDs: 'required' })
  return raw.map(Number)
}
