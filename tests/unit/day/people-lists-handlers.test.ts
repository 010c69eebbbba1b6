import { describe, expect, it } from 'vitest'
import { db } from '@/mocks/db'
import { getGroupPage, searchPeople, type StaffRow, type StudentRow } from '@/api/people-lists'
import { matchesText } from '@/mocks/handlers/people.handlers'
import { http } from '@/api/http'
import { peopleTexts } from '@/texts/ru/people'
import { failure, signIn } from '../api-test-helpers'

const STUDENT = 1
const TEACHER = 8
const DEAN = 9
const list = async <T>(path: string) => ((await http.get(path, undefined, { silent: true })) as { data: T }).data

describe('people lists mock calls (issue 15)', () => {
  it('/Students/List: the dean office reads every student with group, faculty, form and status; others get 403', async () => {
    signIn(TEACHER)
    expect((await failure(list('/Students/List'))).code).toBe('forbidden')
    signIn(DEAN)
    const rows = await list<StudentRow[]>('/Students/List')
    expect(rows).toHaveLength(
      db.user.findMany({ where: { kind: { equals: 'student' } } }).filter((u) => u.groupID > 0).length,
    )
    expect(rows.find((r) => r.userID === STUDENT)).toMatchObject({
      fio: 'Соколова Анна Игоревна',
      group: 'ВИТ31',
      groupID: 131,
      course: 3,
      faculty: 'Факультет информатики и вычислительной техники',
      formStudy: 'Очная',
      status: peopleTexts.statuses.studying,
    })
    expect(rows.filter((r) => r.status === peopleTexts.statuses.leave).length).toBeGreaterThan(0)
    expect(rows.map((r) => r.fio)).toEqual([...rows.map((r) => r.fio)].sort((a, b) => a.localeCompare(b, 'ru')))
  })

  it('/Staff/StaffList: teachers and staff with department and position; a student gets 403', async () => {
    signIn(STUDENT)
    expect((await failure(list('/Staff/StaffList'))).code).toBe('forbidden')
    signIn(TEACHER)
    const rows = await list<StaffRow[]>('/Staff/StaffList')
    expect(rows.some((r) => r.userID === STUDENT)).toBe(false)
    expect(rows.find((r) => r.userID === TEACHER)).toMatchObject({
      fio: 'Павлова Мария Александровна',
      position: 'Доцент',
    })
    expect(rows.filter((r) => r.userID >= 1000 && r.userID < 1060)).toHaveLength(60)
  })

  it('a group page: curator (a teacher), headman (a studying member) and every student of the group; 400 and 404', async () => {
    signIn(STUDENT)
    const page = await getGroupPage(131)
    expect(page.name).toBe('ВИТ31')
    const members = db.user.findMany({ where: { groupID: { equals: 131 } } }).map((u) => u.userID)
    expect(page.students.map((s) => s.userID).sort()).toEqual(members.sort())
    expect(db.user.findFirst({ where: { userID: { equals: page.curator!.userID } } })?.kind).toBe('teacher')
    expect(members).toContain(page.headman!.userID)
    expect((await failure(getGroupPage(99_999))).code).toBe('notFound')
    expect((await failure(http.get('/Groups/Group', { groupID: 'x' }, { silent: true }))).message).toBe(
      peopleTexts.server.badID,
    )
  })

  it('search finds people and groups in either keyboard layout; a too short text is refused with 400', async () => {
    signIn(STUDENT)
    const found = await searchPeople('соколова')
    expect(found.people.map((p) => p.userID)).toContain(STUDENT)
    // «Соколова» typed on the Latin layout
    expect((await searchPeople('cjrjkjdf')).people.map((p) => p.userID)).toContain(STUDENT)
    expect((await searchPeople('вит3')).groups.map((g) => g.name)).toContain('ВИТ31')
    expect((await searchPeople('павлова мария')).people[0]).toMatchObject({ userID: TEACHER, kind: 'teacher' })
    const short = await failure(searchPeople(' в '))
    expect(short.code).toBe('badRequest')
    expect(short.message).toBe(peopleTexts.server.tooShort)
  })

  it('matchesText: every word, case and ё-insensitive, in either layout', () => {
    expect(matchesText('Семёнов Пётр', 'семенов петр')).toBe(true)
    expect(matchesText('Семёнов Пётр', 'Иванов')).toBe(false)
    expect(matchesText('ВИТ31', 'DBN')).toBe(true)
  })
})
