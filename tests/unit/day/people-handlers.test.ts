import { describe, expect, it } from 'vitest'
import { issueToken } from '@/mocks/node'
import { db } from '@/mocks/db'
import { gradeBookOf } from '@/mocks/seed/day.seed'
import { averageMark, isDebt } from '@/lib/day-grades'
import { academicYearOf, moscowClock } from '@/lib/day-week'
import { profileTexts } from '@/texts/ru/day'
import type { StudentInfo, UserInfo } from '@/api/day-people'

const STUDENT = 1
const TEACHER = 8
const DEAN = 9
const t = profileTexts.server
type Answer<T> = { status: number; body: { msg?: string; data: T } }

async function call<T>(method: string, path: string, userID?: number, body?: unknown): Promise<Answer<T>> {
  const res = await fetch(`http://localhost/api/${path}`, {
    method,
    headers: {
      ...(userID ? { Authorization: `Bearer ${issueToken(userID)}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, body: (await res.json()) as { msg?: string; data: T } }
}
const contacts = { phone: '+7 (900) 123-45-67', showEmail: false, about: 'Люблю базы данных' }

describe('personal page mock calls (spec 2 §7 «User»)', () => {
  it("reads anyone's page signed in (401 signed out), with roles, group and the timetable it links to", async () => {
    expect((await call('GET', `UserInfo/user?userID=${STUDENT}`)).status).toBe(401)
    const student = await call<UserInfo>('GET', `UserInfo/user?userID=${STUDENT}`, TEACHER)
    expect(student.status).toBe(200)
    expect(student.body.data).toMatchObject({
      fio: 'Соколова Анна Игоревна',
      kind: 'student',
      roles: ['Студент'],
      group: { id: 131, name: 'ВИТ31' },
      own: false,
      timetable: { type: 'Group', id: 131 },
      email: 'student@univ.example',
    })
    const teacher = await call<UserInfo>('GET', `UserInfo/user?userID=${TEACHER}`, STUDENT)
    expect(teacher.body.data).toMatchObject({ kind: 'teacher', timetable: { type: 'Prepod', id: 8 }, group: null })
    expect(teacher.body.data.phone).not.toBe('')
    expect((await call('GET', 'UserInfo/user?userID=abc', STUDENT)).body.msg).toBe(t.badID)
    expect((await call('GET', 'UserInfo/user?userID=999999', STUDENT)).status).toBe(404)
  })

  it("a student's study info for the current and an earlier period; staff are not students", async () => {
    const now = await call<StudentInfo>('GET', `UserInfo/Student?studentID=${STUDENT}`, STUDENT)
    expect(now.status).toBe(200)
    const book = gradeBookOf(STUDENT)!
    expect(now.body.data).toMatchObject({ group: 'ВИТ31', course: 3, formStudy: 'Очная' })
    expect(now.body.data.debts).toBe(book.filter(isDebt).length)
    expect(now.body.data.debts).toBeGreaterThan(0)
    expect(now.body.data.average).toBe(averageMark(book))
    // a year earlier: one course lower, only the semesters finished by then count
    const year = academicYearOf(moscowClock(new Date()).day) - 1
    const earlier = await call<StudentInfo>('GET', `UserInfo/Student?studentID=${STUDENT}&year=${year}&sem=1`, DEAN)
    const before = book.filter((g) => Number(g.year.slice(0, 4)) < year)
    expect(earlier.body.data).toMatchObject({ course: 2, year: `${year}-${year + 1}`, semester: 1 })
    expect(earlier.body.data.average).toBe(averageMark(before))
    expect(before.length).toBeLessThan(book.length)
    expect((await call('GET', `UserInfo/Student?studentID=${STUDENT}&year=2030`, STUDENT)).body.msg).toBe(t.badPeriod)
    expect((await call('GET', `UserInfo/Student?studentID=${STUDENT}&sem=5`, STUDENT)).status).toBe(400)
    expect((await call('GET', `UserInfo/Student?studentID=${TEACHER}`, STUDENT)).body.msg).toBe(t.notStudent)
  })

  it('the owner saves contacts (journaled); others get 403, bad input 400 in Russian; hidden e-mail', async () => {
    expect((await call('PUT', `UserInfo/Student/-${STUDENT}`, undefined, contacts)).status).toBe(401)
    const foreign = await call('PUT', `UserInfo/Student/-${STUDENT}`, TEACHER, contacts)
    expect(foreign).toEqual({ status: 403, body: expect.objectContaining({ msg: t.notYours }) })
    const bad = await call('PUT', `UserInfo/Student/-${STUDENT}`, STUDENT, { ...contacts, phone: 'звоните' })
    expect(bad).toEqual({ status: 400, body: expect.objectContaining({ msg: t.badPhone }) })
    const long = await call('PUT', `UserInfo/User/${STUDENT}`, STUDENT, { ...contacts, about: 'я'.repeat(1001) })
    expect(long.body.msg).toBe(t.aboutTooLong)
    expect(db.userContact.findFirst({ where: { userID: { equals: STUDENT } } })).toBeNull()

    // the negative id of a student is made positive
    const saved = await call<UserInfo>('PUT', `UserInfo/Student/-${STUDENT}`, STUDENT, contacts)
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ ...contacts, own: true, email: 'student@univ.example' })
    const seen = await call<UserInfo>('GET', `UserInfo/user?userID=${STUDENT}`, TEACHER)
    expect(seen.body.data).toMatchObject({ phone: contacts.phone, about: contacts.about, email: null })
    // and saved again through the User call
    const again = await call<UserInfo>('PUT', `UserInfo/User/${STUDENT}`, STUDENT, { ...contacts, showEmail: true })
    expect(again.body.data.showEmail).toBe(true)
    expect(db.userContact.findMany({ where: { userID: { equals: STUDENT } } })).toHaveLength(1)
  })
})
