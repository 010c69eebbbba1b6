import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { badRequest, forbidden, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { requireRole, requireUser, userHasRole, type DemoUser } from '../lib/auth'
import { createRecord, updateRecord } from '../lib/store'
import {
  cellID,
  currentSemester,
  journalCells,
  journalDates,
  journalKeys,
  journalOf,
  studentIDsOf,
  todayOf,
  validPassesOf,
  type JournalKey,
} from '../seed/journal.seed'
import { fioOf } from './people.handlers'
import { scaleOf } from './journal-settings.handlers'
import { globalSettings, isClosed } from './journal-admin.handlers'
import { journalAdminTexts } from '@/texts/ru/journal-admin'
import { markBodySchema, type Journal, type JournalRow, type StudentPasses } from '@/api/journal'
import { JOURNAL_ABSENT, JOURNAL_CREDITS, JOURNAL_MARKS, JOURNAL_ROLES } from '@/lib/constants/journal'
import { splitAbsences } from '@/lib/journal-stats'
import { journalTexts } from '@/texts/ru/journal'

const t = journalTexts.server

const userOf = (id: number) => db.user.findFirst({ where: { userID: { equals: id } } })
const semesterText = () => {
  const s = currentSemester()
  return journalTexts.semesterLabel(s.year, s.semester)
}
const isStudent = (u: DemoUser) => u.kind === 'student'

/** Who reads a journal: its teacher, the readers of every journal, and the students of its group. */
const mayRead = (u: DemoUser, k: JournalKey) =>
  k.teacherID === u.userID || userHasRole(u, ...JOURNAL_ROLES.readAll) || (isStudent(u) && u.groupID === k.groupID)
/** Who changes it: its teacher and the roles that change every journal, while the admin has not closed it. */
const mayChange = (u: DemoUser, k: JournalKey) =>
  (k.teacherID === u.userID || userHasRole(u, ...JOURNAL_ROLES.changeAll)) && !isClosed(k)

/** The values a journal's cells take: its settings' scale (/Journals/Settings; by default its control form's). */
export const allowedValues = (k: JournalKey): readonly string[] =>
  scaleOf(k) === 'credit' ? [...JOURNAL_CREDITS, JOURNAL_ABSENT] : [...JOURNAL_MARKS, JOURNAL_ABSENT]

function rowOf(k: JournalKey): JournalRow {
  return {
    journalID: k.journalID,
    discipline: k.discipline,
    group: k.group,
    groupID: k.groupID,
    kind: journalTexts.kinds[k.kind],
    control: journalTexts.controls[k.control],
    semester: semesterText(),
    teacher: k.teacher,
  }
}

function idOf(raw: string | null): number {
  if (!raw || !/^[1-9]\d*$/.test(raw)) throw badRequest(t.badID)
  return Number(raw)
}

function journalFor(k: JournalKey, viewer: DemoUser): Journal {
  const own =
    isStudent(viewer) &&
    !mayChange(viewer, k) &&
    !userHasRole(viewer, ...JOURNAL_ROLES.readAll) &&
    !globalSettings().studentsSeeGroup
  const ids = own ? [viewer.userID] : studentIDsOf(k.groupID)
  const students = ids
    .map((id) => userOf(id))
    .filter((u) => u !== null)
    .map((u) => ({ studentID: u.userID, fio: fioOf(u) }))
    .sort((a, b) => a.fio.localeCompare(b.fio, 'ru'))
  const keep = new Set(ids)
  return {
    ...rowOf(k),
    control: scaleOf(k) === 'credit' ? 'credit' : 'exam',
    kind: journalTexts.kinds[k.kind],
    dates: journalDates(k),
    today: todayOf(),
    students,
    cells: [...journalCells(k).values()].filter((c) => keep.has(c.studentID)),
    canEdit: mayChange(viewer, k),
    excused: ids.flatMap((studentID) =>
      validPassesOf(studentID).map((p) => ({ studentID, dateFrom: p.dateFrom, dateTo: p.dateTo })),
    ),
  }
}

/** A student's absences of the semester by journal, excused when inside a valid pass. */
function passesOf(student: DemoUser): StudentPasses {
  const today = todayOf()
  const passes = validPassesOf(student.userID)
  const rows = journalKeys()
    .filter((k) => k.groupID === student.groupID)
    .map((k) => {
      const absent = [...journalCells(k).values()]
        .filter((c) => c.studentID === student.userID && c.value === JOURNAL_ABSENT)
        .map((c) => c.date)
      return {
        journalID: k.journalID,
        discipline: k.discipline,
        kind: journalTexts.kinds[k.kind],
        lessons: journalDates(k).filter((d) => d <= today).length,
        ...splitAbsences(absent, passes),
      }
    })
  return {
    studentID: student.userID,
    fio: fioOf(student),
    group: student.groupName,
    semester: semesterText(),
    rows,
    passes,
  }
}

/** Class journals (issue 15): role checks of spec 1 §6, a 400 with a Russian message for a bad cell, journaled writes. */
export const journalHandlers: HttpHandler[] = [
  http.get('*/api/Journals/List', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...JOURNAL_ROLES.any)
    return ok(
      journalKeys()
        .filter((k) => mayRead(user, k))
        .map(rowOf),
    )
  }),

  http.get('*/api/Journals/Journal', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...JOURNAL_ROLES.any)
    const k = journalOf(idOf(queryOf(request).get('journalID')))
    if (!k) return notFound(t.notFound)
    if (!mayRead(user, k)) return forbidden(t.notYourJournal)
    return ok(journalFor(k, user))
  }),

  http.put('*/api/Journals/Mark', async ({ request }) => {
    const user = requireUser(request)
    const parsed = v.safeParse(markBodySchema, await jsonBody(request))
    if (!parsed.success) return badRequest(t.badBody)
    const body = parsed.output
    const k = journalOf(body.journalID)
    if (!k) return notFound(t.notFound)
    if (isClosed(k)) return forbidden(journalAdminTexts.closed)
    if (!mayChange(user, k)) return forbidden(t.notYours)
    const allowed = allowedValues(k)
    if (body.value !== '' && !allowed.includes(body.value)) return badRequest(t.badMark(allowed.join(', ')))
    if (!studentIDsOf(k.groupID).includes(body.studentID)) return badRequest(t.notInGroup)
    if (!journalDates(k).includes(body.date)) return badRequest(t.badDate)
    if (body.date > todayOf()) return badRequest(t.future)
    const id = cellID(k.journalID, body.studentID, body.date)
    if (db.journalMark.findFirst({ where: { id: { equals: id } } }))
      updateRecord('journalMark', 'id', id, { value: body.value })
    else
      createRecord('journalMark', {
        id,
        journalID: k.journalID,
        studentID: body.studentID,
        date: body.date,
        value: body.value,
      })
    return ok({ studentID: body.studentID, date: body.date, value: body.value })
  }),

  http.get('*/api/Journals/StudentPasses', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...JOURNAL_ROLES.any)
    const student = userOf(Math.abs(idOf(queryOf(request).get('studentID')?.replace(/^-/, '') ?? null)))
    if (!student || !isStudent(student)) return notFound(t.studentNotFound)
    if (student.userID !== user.userID && (isStudent(user) || !userHasRole(user, ...JOURNAL_ROLES.any)))
      return forbidden(t.notYourPasses)
    return ok(passesOf(student))
  }),
]
