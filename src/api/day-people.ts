import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { PROFILE_ABOUT_MAX, PROFILE_PHONE_PATTERN } from '@/lib/constants/day'
import { profileTexts } from '@/texts/ru/day'

/**
 * Personal pages (spec 2 §7 «User»): `GET /api/UserInfo/user?userID` (anyone's page),
 * `GET /api/UserInfo/Student?studentID[&year&sem]` (a student's study info),
 * `PUT /api/UserInfo/User/{id}` (the owner's contacts), `PUT /api/UserInfo/Student/{id}` (a student's
 * contacts; the id travels negative, as students' ids do in the portal's links, and is made positive).
 */
export const PROFILE_KINDS = ['student', 'teacher', 'staff', 'schoolx'] as const

export const contactsSchema = v.object({
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.check((s: string) => s === '' || PROFILE_PHONE_PATTERN.test(s), profileTexts.server.badPhone),
  ),
  showEmail: v.boolean(),
  about: v.pipe(v.string(), v.trim(), v.maxLength(PROFILE_ABOUT_MAX, profileTexts.server.aboutTooLong)),
})
export type Contacts = v.InferOutput<typeof contactsSchema>

export const userInfoSchema = v.object({
  userID: v.number(),
  fio: v.string(),
  lastName: v.string(),
  firstName: v.string(),
  middleName: v.string(),
  photo: v.string(),
  kind: v.picklist(PROFILE_KINDS),
  roles: v.array(v.string()),
  position: v.string(),
  department: v.string(),
  faculty: v.string(),
  group: v.nullable(v.object({ id: v.number(), name: v.string() })),
  /** null: the owner hides the address from others. */
  email: v.nullable(v.string()),
  phone: v.string(),
  showEmail: v.boolean(),
  about: v.string(),
  /** The signed-in user's own page. */
  own: v.boolean(),
  /** Whose timetable the page links to (null: none in the timetable). */
  timetable: v.nullable(v.object({ type: v.picklist(['Group', 'Prepod']), id: v.number() })),
})
export type UserInfo = v.InferOutput<typeof userInfoSchema>

export const studentInfoSchema = v.object({
  studentID: v.number(),
  group: v.string(),
  groupID: v.number(),
  course: v.number(),
  faculty: v.string(),
  /** 'Очная', 'Заочная'… */
  formStudy: v.string(),
  bookNumber: v.string(),
  /** Academic year '2026-2027' and semester (spec 2 §9: 0 spring, 1 autumn) the info is for. */
  year: v.string(),
  semester: v.number(),
  /** Average of the graded controls so far (null: no marks yet). */
  average: v.nullable(v.number()),
  debts: v.number(),
})
export type StudentInfo = v.InferOutput<typeof studentInfoSchema>

export async function getUserInfo(userID: number, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(userInfoSchema), await http.get('/UserInfo/user', { userID }, options)).data
}

export async function getStudentInfo(
  studentID: number,
  period: { year?: number; sem?: number } = {},
  options: RequestOptions = {},
) {
  const answer = await http.get('/UserInfo/Student', { studentID, year: period.year, sem: period.sem }, options)
  return parseAnswer(stateEnvelope(studentInfoSchema), answer).data
}

/** Saves the owner's contacts; a student's through the Student call with the negative id. */
export async function saveContacts(userID: number, student: boolean, contacts: Contacts, options: RequestOptions = {}) {
  const path = student ? `/UserInfo/Student/${-Math.abs(userID)}` : `/UserInfo/User/${userID}`
  return parseAnswer(stateEnvelope(userInfoSchema), await http.put(path, contacts, options)).data
}
