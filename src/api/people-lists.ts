import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { defineResource } from '@/lib/resource/define-resource'
import { ACCESS_ROLES, PEOPLE_SEARCH_MIN_LENGTH } from '@/lib/constants/people'
import { peopleTexts } from '@/texts/ru/people'

/**
 * People of the university (issue 15): the dean's office's list of students (`GET /api/Students/List`),
 * the staff list (`GET /api/Staff/StaffList`), a group's page (`GET /api/Groups/Group?groupID`) and the
 * one search box over people and groups (`GET /api/Search?text`). The spec names the routes only; the
 * calls follow the portal's `api/<Section>/<Action>` style.
 */
const s = peopleTexts.students
const st = peopleTexts.staff

export const studentRowSchema = v.object({
  userID: v.number(),
  fio: v.string(),
  group: v.string(),
  groupID: v.number(),
  course: v.number(),
  faculty: v.string(),
  formStudy: v.string(),
  status: v.string(),
})
export type StudentRow = v.InferOutput<typeof studentRowSchema>

export const studentsResource = defineResource({
  name: 'students-list',
  key: 'userID',
  row: studentRowSchema,
  sortBy: 'fio',
  columns: [
    { value: 'fio', text: s.fio, type: 'anchor-link', typeURL: 'router', url: '/PersonalKab/{userID}' },
    { value: 'group', text: s.group, filteredData: true, width: '8rem' },
    { value: 'course', text: s.course, filteredData: true, align: 'right', width: '5rem' },
    { value: 'faculty', text: s.faculty, filteredData: true },
    { value: 'formStudy', text: s.formStudy, filteredData: true },
    {
      value: 'status',
      text: s.status,
      filteredData: true,
      stringColorItem: { [peopleTexts.statuses.leave]: 'warning' },
    },
  ],
  endpoints: { list: '/Students/List' },
  access: { read: ACCESS_ROLES.students },
})

export const staffRowSchema = v.object({
  userID: v.number(),
  fio: v.string(),
  department: v.string(),
  position: v.string(),
  email: v.string(),
})
export type StaffRow = v.InferOutput<typeof staffRowSchema>

export const staffResource = defineResource({
  name: 'staff-list',
  key: 'userID',
  row: staffRowSchema,
  sortBy: 'fio',
  columns: [
    { value: 'fio', text: st.fio, type: 'anchor-link', typeURL: 'router', url: '/PersonalKab/{userID}' },
    { value: 'department', text: st.department, filteredData: true },
    { value: 'position', text: st.position, filteredData: true },
    { value: 'email', text: st.email },
  ],
  endpoints: { list: '/Staff/StaffList' },
  access: { read: ACCESS_ROLES.staff },
})

const personLink = v.object({ userID: v.number(), fio: v.string() })

export const groupPageSchema = v.object({
  groupID: v.number(),
  name: v.string(),
  course: v.number(),
  faculty: v.string(),
  formStudy: v.string(),
  curator: v.nullable(personLink),
  headman: v.nullable(personLink),
  students: v.array(v.object({ userID: v.number(), fio: v.string(), status: v.string() })),
})
export type GroupPage = v.InferOutput<typeof groupPageSchema>

export async function getGroupPage(groupID: number, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(groupPageSchema), await http.get('/Groups/Group', { groupID }, options)).data
}

export const searchResultSchema = v.object({
  people: v.array(v.object({ userID: v.number(), fio: v.string(), kind: v.string(), hint: v.string() })),
  groups: v.array(v.object({ groupID: v.number(), name: v.string(), hint: v.string() })),
})
export type SearchResult = v.InferOutput<typeof searchResultSchema>

export const searchFormSchema = v.object({
  text: v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (x: string) => x.replace(/[\s\u200B-\u200D\uFEFF]/g, '').length >= PEOPLE_SEARCH_MIN_LENGTH,
      peopleTexts.search.tooShort,
    ),
  ),
})

export async function searchPeople(text: string, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(searchResultSchema), await http.get('/Search', { text }, options)).data
}
