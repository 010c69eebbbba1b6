import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { badRequest, forbidden, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { requireUser, rolesOf, type DemoUser } from '../lib/auth'
import { createRecord, updateRecord } from '../lib/store'
import { gradeBookOf, isTimetableTeacher } from '../seed/day.seed'
import { contactsSchema, PROFILE_KINDS, type Contacts, type StudentInfo, type UserInfo } from '@/api/day-people'
import { averageMark, isDebt } from '@/lib/day-grades'
import { academicYearLabel, academicYearOf, moscowClock, semesterOf } from '@/lib/day-week'
import { profileTexts } from '@/texts/ru/day'
import { fullName } from '../lib/names'

const t = profileTexts.server
const FORMS: Record<number, string> = { 1: 'Очная', 2: 'Очно-заочная', 3: 'Заочная' }

const userOf = (id: number) => db.user.findFirst({ where: { userID: { equals: id } } })
const fioOf = (u: DemoUser) => fullName(u)

function contactsOf(userID: number): Contacts {
  const saved = db.userContact.findFirst({ where: { userID: { equals: userID } } })
  return saved
    ? { phone: saved.phone, showEmail: saved.showEmail, about: saved.about }
    : { phone: '', showEmail: true, about: '' }
}

function infoOf(u: DemoUser, viewer: DemoUser): UserInfo {
  const own = u.userID === viewer.userID
  const contacts = contactsOf(u.userID)
  const group = u.groupID ? db.studyGroup.findFirst({ where: { groupID: { equals: u.groupID } } }) : null
  const faculty = db.faculty.findFirst({ where: { facultyID: { equals: group?.facultyID ?? u.facultyID } } })
  const kind = (PROFILE_KINDS as readonly string[]).includes(u.kind) ? (u.kind as UserInfo['kind']) : 'staff'
  return {
    userID: u.userID,
    fio: fioOf(u),
    lastName: u.last_name,
    firstName: u.first_name,
    middleName: u.middle_name,
    photo: u.photo,
    kind,
    roles: rolesOf(u).map((r) => r.name),
    position: u.position,
    department: kind === 'student' ? '' : u.department,
    faculty: faculty?.name ?? '',
    group: group ? { id: group.groupID, name: group.name } : null,
    email: contacts.showEmail || own ? u.email : null,
    ...contacts,
    own,
    timetable: group
      ? { type: 'Group', id: group.groupID }
      : isTimetableTeacher(u)
        ? { type: 'Prepod', id: u.userID }
        : null,
  }
}

/** A whole-number id from the query or the path, else a thrown 400. */
function idOf(raw: string | null | undefined): number {
  if (!raw || !/^-?[1-9]\d*$/.test(raw)) throw badRequest(t.badID)
  return Number(raw)
}

/** The semesters finished before the period (start year, spec 2 §9 semester: 1 autumn, 0 spring). */
function finishedBefore(gradeYear: string, gradeSemester: number, year: number, sem: number): boolean {
  const start = Number(gradeYear.slice(0, 4))
  return start < year || (sem === 0 && start === year && gradeSemester % 2 === 1)
}

function studentInfo(u: DemoUser, year: number, sem: number): StudentInfo | null {
  const group = db.studyGroup.findFirst({ where: { groupID: { equals: u.groupID } } })
  if (u.kind !== 'student' || !group) return null
  const today = moscowClock(new Date()).day
  const course = group.course - (academicYearOf(today) - year)
  if (course < 1) throw badRequest(t.badPeriod)
  const faculty = db.faculty.findFirst({ where: { facultyID: { equals: group.facultyID } } })
  const grades = (gradeBookOf(u.userID) ?? []).filter((g) => finishedBefore(g.year, g.semester, year, sem))
  return {
    studentID: u.userID,
    group: group.name,
    groupID: group.groupID,
    course,
    faculty: faculty?.name ?? '',
    formStudy: FORMS[group.formStudy] ?? '',
    bookNumber: `${String(group.groupID).padStart(3, '0')}-${String(u.userID).padStart(5, '0')}`,
    year: academicYearLabel(year),
    semester: sem,
    average: averageMark(grades),
    debts: grades.filter(isDebt).length,
  }
}

/** The owner saves their own contacts (journaled); anyone else is refused with 403. */
async function saveOwn(request: Request, id: number) {
  const viewer = requireUser(request)
  if (id !== viewer.userID) return forbidden(t.notYours)
  const parsed = v.safeParse(contactsSchema, await jsonBody(request))
  if (!parsed.success) return badRequest(parsed.issues[0].message)
  const exists = db.userContact.findFirst({ where: { userID: { equals: id } } })
  if (exists) updateRecord('userContact', 'userID', id, parsed.output)
  else createRecord('userContact', { userID: id, ...parsed.output })
  return ok(infoOf(viewer, viewer))
}

/** Spec 2 §7 «User»: personal pages of every signed-in user, and the owner's contacts. */
export const dayPeopleHandlers: HttpHandler[] = [
  http.get('*/api/UserInfo/user', ({ request }) => {
    const viewer = requireUser(request)
    const u = userOf(idOf(queryOf(request).get('userID')))
    if (!u) return notFound(t.notFound)
    return ok(infoOf(u, viewer))
  }),

  http.get('*/api/UserInfo/Student', ({ request }) => {
    requireUser(request)
    const q = queryOf(request)
    const u = userOf(Math.abs(idOf(q.get('studentID'))))
    if (!u) return notFound(t.notFound)
    const today = moscowClock(new Date()).day
    const rawYear = q.get('year')
    const rawSem = q.get('sem')
    if ((rawYear !== null && !/^\d{4}$/.test(rawYear)) || (rawSem !== null && !/^[01]$/.test(rawSem)))
      return badRequest(t.badPeriod)
    const year = rawYear !== null ? Number(rawYear) : academicYearOf(today)
    const sem = rawSem !== null ? Number(rawSem) : semesterOf(today)
    if (year > academicYearOf(today)) return badRequest(t.badPeriod)
    const info = studentInfo(u, year, sem)
    if (!info) return notFound(t.notStudent)
    return ok(info)
  }),

  http.put('*/api/UserInfo/User/:id', ({ request, params }) => saveOwn(request, idOf(String(params.id)))),
  // Students' ids travel negative in the portal's links: the id is made positive.
  http.put('*/api/UserInfo/Student/:id', ({ request, params }) => saveOwn(request, Math.abs(idOf(String(params.id))))),
]
