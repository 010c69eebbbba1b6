import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireUser } from '../lib/auth'
import { badRequest, notFound, ok, queryOf } from '../lib/respond'
import { BODY_COLUMN, BODY_MAX_DEFAULT, SUBJECT_COLUMN, SUBJECT_MAX_DEFAULT } from '@/lib/constants/mail'
import {
  CONDITIONS,
  FORMS_OF_STUDY,
  LEVELS,
  MAIL_FORMATS,
  NATIONALITIES,
  fio,
  isStaff,
  isStudent,
  matches,
  person,
  userByID,
} from './mail.common'

/** What the compose dialog needs: attachment formats, study groups and reference lists, the schema column sizes, recipient searches. */
export const mailRecipientsHandlers: HttpHandler[] = [
  http.get('*/api/Files/Formats', ({ request }) => {
    requireUser(request)
    return ok({ formats: MAIL_FORMATS })
  }),

  http.get('*/api/groups', ({ request }) => {
    requireUser(request)
    const year = queryOf(request).get('year') ?? ''
    if (year && !/^\d{4}-\d{4}$/.test(year)) return badRequest('Некорректный учебный год', { year: 'format' })
    return ok({
      groups: db.studyGroup.getAll().map((g) => ({
        groupID: g.groupID,
        name: g.name,
        facultyID: g.facultyID,
        course: g.course,
        formStudy: g.formStudy,
      })),
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
    return ok({
      arrPrep: db.user
        .getAll()
        .filter((u) => isStaff(u) && matches(fio(u), q))
        .slice(0, 50)
        .map(person),
    })
  }),

  http.get('*/api/Mail/Find/Students', ({ request }) => {
    requireUser(request)
    const query = queryOf(request)
    const q = query.get('fio') ?? ''
    const kafID = Number(query.get('kafID') ?? 0)
    const groupID = Number(query.get('groupID') ?? 0)
    if (q.trim().length === 0) return ok({ arrStud: [] })
    const list = db.user
      .getAll()
      .filter(
        (u) =>
          isStudent(u) &&
          matches(fio(u), q) &&
          (!kafID || u.facultyID === kafID) &&
          (!groupID || u.groupID === groupID),
      )
    return ok({ arrStud: list.slice(0, 50).map(person) })
  }),

  http.get('*/api/Mail/Find/UsersAll', ({ request }) => {
    requireUser(request)
    const query = queryOf(request)
    const page = Math.max(1, Number(query.get('page') ?? 1) || 1)
    const rowsPerPage = Number(query.get('rowsPerPage') ?? 20)
    if (![20, 50, 100, 200].includes(rowsPerPage))
      return badRequest('Недопустимый размер страницы', { rowsPerPage: 'value' })
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
]
