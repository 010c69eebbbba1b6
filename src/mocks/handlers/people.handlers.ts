import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { badRequest, notFound, ok, queryOf } from '../lib/respond'
import { requireRole, requireUser, type DemoUser } from '../lib/auth'
import { isTimetableTeacher } from '../seed/day.seed'
import type { GroupPage, SearchResult, StaffRow, StudentRow } from '@/api/people-lists'
import { staffResource, studentsResource } from '@/api/people-lists'
import { PEOPLE_SEARCH_LIMIT, PEOPLE_SEARCH_MIN_LENGTH } from '@/lib/constants/people'
import { swapLayout } from '@/lib/keyboard-layout'
import { peopleTexts } from '@/texts/ru/people'
import { fullName } from '../lib/names'

const t = peopleTexts.server
const FORMS: Record<number, string> = { 1: 'Очная', 2: 'Очно-заочная', 3: 'Заочная' }

export const fioOf = (u: DemoUser) => fullName(u)
const byFio = (a: { fio: string }, b: { fio: string }) => a.fio.localeCompare(b.fio, 'ru')

/** One student in 41 of the generated population is on academic leave (deterministic by id). */
export const statusOf = (u: DemoUser) =>
  u.userID >= 2000 && u.userID % 41 === 7 ? peopleTexts.statuses.leave : peopleTexts.statuses.studying

const students = () => db.user.findMany({ where: { kind: { equals: 'student' } } }).filter((u) => u.groupID > 0)
export const studentsOfGroup = (groupID: number) =>
  students()
    .filter((u) => u.groupID === groupID)
    .map((u) => ({ userID: u.userID, fio: fioOf(u), status: statusOf(u) }))
    .sort(byFio)

function studentRows(): StudentRow[] {
  const groups = new Map(db.studyGroup.getAll().map((g) => [g.groupID, g]))
  const faculties = new Map(db.faculty.getAll().map((f) => [f.facultyID, f.name]))
  return students()
    .map((u) => {
      const g = groups.get(u.groupID)
      return {
        userID: u.userID,
        fio: fioOf(u),
        group: g?.name ?? '',
        groupID: u.groupID,
        course: g?.course ?? 0,
        faculty: faculties.get(g?.facultyID ?? 0) ?? '',
        formStudy: FORMS[g?.formStudy ?? 0] ?? '',
        status: statusOf(u),
      }
    })
    .sort(byFio)
}

function staffRows(): StaffRow[] {
  return db.user
    .getAll()
    .filter((u) => u.kind === 'teacher' || u.kind === 'staff')
    .map((u) => ({ userID: u.userID, fio: fioOf(u), department: u.department, position: u.position, email: u.email }))
    .sort(byFio)
}

/** The timetable's teachers in id order: a group's curator is one of them (deterministic by group). */
function curatorOf(groupID: number): DemoUser | null {
  const teachers = db.user
    .findMany({ where: { kind: { equals: 'teacher' } } })
    .filter(isTimetableTeacher)
    .sort((a, b) => a.userID - b.userID)
  return teachers.length ? teachers[groupID % teachers.length] : null
}

function groupPage(groupID: number): GroupPage | null {
  const g = db.studyGroup.findFirst({ where: { groupID: { equals: groupID } } })
  if (!g) return null
  const list = studentsOfGroup(groupID)
  const curator = curatorOf(groupID)
  // The headman: the group's first student by id who is studying.
  const headman = students()
    .filter((u) => u.groupID === groupID && statusOf(u) === peopleTexts.statuses.studying)
    .sort((a, b) => a.userID - b.userID)[0]
  return {
    groupID,
    name: g.name,
    course: g.course,
    faculty: db.faculty.findFirst({ where: { facultyID: { equals: g.facultyID } } })?.name ?? '',
    formStudy: FORMS[g.formStudy] ?? '',
    curator: curator ? { userID: curator.userID, fio: fioOf(curator) } : null,
    headman: headman ? { userID: headman.userID, fio: fioOf(headman) } : null,
    students: list,
  }
}

const norm = (s: string) => s.toLocaleLowerCase('ru').replace(/ё/g, 'е')

/** Case-insensitive match of every word, also as re-typed in the other keyboard layout (spec 2 «Search»). */
export function matchesText(haystack: string, text: string): boolean {
  const h = norm(haystack)
  const words = (q: string) => norm(q).split(/\s+/).filter(Boolean)
  return [text, swapLayout(text)].some((q) => words(q).every((w) => h.includes(w)))
}

function search(text: string): SearchResult {
  const people = db.user
    .getAll()
    .filter((u) => u.kind !== 'schoolx' && matchesText(fioOf(u), text))
    .map((u) => ({
      userID: u.userID,
      fio: fioOf(u),
      kind: u.kind,
      hint: u.kind === 'student' ? u.groupName : u.position ? `${u.position}, ${u.department}` : u.department,
    }))
    .sort(byFio)
    .slice(0, PEOPLE_SEARCH_LIMIT)
  const groups = db.studyGroup
    .getAll()
    .filter((g) => matchesText(g.name, text))
    .map((g) => ({ groupID: g.groupID, name: g.name, hint: `${g.course} курс, ${FORMS[g.formStudy] ?? ''}` }))
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'))
    .slice(0, PEOPLE_SEARCH_LIMIT)
  return { people, groups }
}

/** The people lists (issue 15): role-checked reads over the users and groups of the seed. */
export const peopleHandlers: HttpHandler[] = [
  http.get('*/api/Students/List', ({ request }) => {
    requireRole(requireUser(request), ...studentsResource.access.read)
    return ok(studentRows())
  }),
  http.get('*/api/Staff/StaffList', ({ request }) => {
    requireRole(requireUser(request), ...staffResource.access.read)
    return ok(staffRows())
  }),
  http.get('*/api/Groups/Group', ({ request }) => {
    requireUser(request)
    const raw = queryOf(request).get('groupID') ?? ''
    if (!/^[1-9]\d*$/.test(raw)) return badRequest(t.badID)
    const page = groupPage(Number(raw))
    return page ? ok(page) : notFound(t.groupNotFound)
  }),
  http.get('*/api/Search', ({ request }) => {
    requireUser(request)
    const text = (queryOf(request).get('text') ?? '').trim()
    if (text.replace(/[\s\u200B-\u200D\uFEFF]/g, '').length < PEOPLE_SEARCH_MIN_LENGTH) return badRequest(t.tooShort)
    return ok(search(text))
  }),
]
