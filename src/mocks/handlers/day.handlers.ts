import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { badRequest, forbidden, notFound, ok, queryOf } from '../lib/respond'
import { requireUser, userHasRole } from '../lib/auth'
import { ROOMS, gradeBookOf, isTimetableTeacher, lessonsOf, roomCapacity } from '../seed/day.seed'
import { dayPeopleHandlers } from './day-people.handlers'
import { peopleHandlers } from './people.handlers'
import { journalHandlers } from './journal.handlers'
import * as v from 'valibot'
import { buildingOf, emptyAudSearchSchema, isRaspTab, type Lesson, type RaspEntry, type RaspTab } from '@/api/day'
import { isDay, mondayOf, studyDaysOf } from '@/lib/day-week'
import { dayTexts, emptyAudTexts, gradeTexts } from '@/texts/ru/day'
import { GRADE_BOOK_READER_ROLES } from '@/lib/constants/day'
import { fullName } from '../lib/names'

const t = dayTexts.server

function entries(tab: RaspTab): RaspEntry[] {
  if (tab === 'Group')
    return db.studyGroup
      .getAll()
      .sort((a, b) => a.name.localeCompare(b.name, 'ru'))
      .map((g) => ({ id: g.groupID, name: g.name, hint: `${g.course} курс` }))
  if (tab === 'Prepod')
    return db.user
      .findMany({ where: { kind: { equals: 'teacher' } } })
      .filter(isTimetableTeacher)
      .sort((a, b) => a.shortFIO.localeCompare(b.shortFIO, 'ru'))
      .map((u) => ({ id: u.userID, name: u.shortFIO, hint: u.department }))
  return ROOMS.map((name, i) => ({ id: i + 1, name, hint: dayTexts.seats(roomCapacity(i)) }))
}

/** Public timetable calls (signed out too): 400 with a Russian message for a bad query, 404 for an unknown id. */
export const dayHandlers: HttpHandler[] = [
  // Spec 2 §7: GET api/rasp{tab}list {year}, tab Group by default (api/rasplist).
  ...(['', 'Group', 'Prepod', 'Aud'] as const).map((tab) =>
    http.get(`*/api/rasp${tab}list`, ({ request }) => {
      const year = queryOf(request).get('year')
      if (year !== null && !/^\d{4}$/.test(year)) return badRequest(t.badYear)
      return ok(entries(tab || 'Group'))
    }),
  ),

  http.get('*/api/Rasp', ({ request }) => {
    const q = queryOf(request)
    const type = q.get('type') ?? 'Group'
    if (!isRaspTab(type)) return badRequest(t.badType)
    const id = Number(q.get('id'))
    if (!Number.isInteger(id) || id <= 0) return badRequest(t.badID)
    const date = q.get('date') ?? ''
    if (!isDay(date)) return badRequest(t.badDate)
    const entry = entries(type).find((e) => e.id === id)
    if (!entry) return notFound(t.notFound)
    const weekStart = mondayOf(date)
    const keep = (l: Lesson) =>
      type === 'Group' ? l.groupID === id : type === 'Prepod' ? l.teacherID === id : l.room === entry.name
    const lessons = lessonsOf(studyDaysOf(weekStart), keep)
    return ok({ type, id, name: entry.name, weekStart, lessons })
  }),

  // Free rooms of a date and a pair: every room no lesson of any group takes then (spec 1 §2 /Rasp/EmptyAud).
  http.get('*/api/Rasp/EmptyAud', ({ request }) => {
    requireUser(request)
    const q = queryOf(request)
    const number = (name: string) => (q.get(name) === null || q.get(name) === '' ? null : Number(q.get(name)))
    const parsed = v.safeParse(emptyAudSearchSchema, {
      date: q.get('date'),
      pair: number('pair'),
      building: number('building') ?? 0,
      capacity: number('capacity'),
    })
    if (!parsed.success) return badRequest(parsed.issues[0].message)
    const { date, pair, building, capacity } = parsed.output
    if (building && !ROOMS.some((r) => buildingOf(r) === building)) return badRequest(emptyAudTexts.server.badBuilding)
    const taken = new Set(lessonsOf([date], (l) => l.pair === pair).map((l) => l.room))
    const rooms = ROOMS.map((name, i) => ({ id: i + 1, name, building: buildingOf(name), capacity: roomCapacity(i) }))
      .filter((r) => !building || r.building === building)
      .filter((r) => capacity === null || r.capacity >= capacity)
    const free = rooms.filter((r) => !taken.has(r.name)).sort((a, b) => a.name.localeCompare(b.name, 'ru'))
    return ok({ date, pair, rooms: free, busy: rooms.length - free.length })
  }),

  // Grade book: a student reads their own; the dean's-office roles read any student's (403 otherwise).
  http.get('*/api/EducationalActivity/ZachBook', ({ request }) => {
    const user = requireUser(request)
    const raw = queryOf(request).get('studentID')
    if (raw !== null && raw !== '' && !/^[1-9]\d*$/.test(raw)) return badRequest(gradeTexts.server.badID)
    const studentID = raw ? Number(raw) : user.userID
    if (studentID !== user.userID && !userHasRole(user, ...GRADE_BOOK_READER_ROLES))
      return forbidden(gradeTexts.server.notYours)
    const grades = gradeBookOf(studentID)
    const student = db.user.findFirst({ where: { userID: { equals: studentID } } })
    if (!grades || !student) return notFound(gradeTexts.server.notFound)
    const group = db.studyGroup.findFirst({ where: { groupID: { equals: student.groupID } } })
    return ok({
      student: {
        id: student.userID,
        fio: fullName(student),
        group: group?.name ?? '',
        course: group?.course ?? 1,
        bookNumber: `${String(group?.groupID ?? 0).padStart(3, '0')}-${String(student.userID).padStart(5, '0')}`,
      },
      grades,
    })
  }),
  ...dayPeopleHandlers,
  ...peopleHandlers,
  ...journalHandlers,
]
