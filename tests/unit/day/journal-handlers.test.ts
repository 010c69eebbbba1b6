import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/mocks/db'
import { lessonsOf } from '@/mocks/seed/day.seed'
import { journalKeys } from '@/mocks/seed/journal.seed'
import { getJournal, getStudentPasses, saveMark, type JournalRow } from '@/api/journal'
import { http } from '@/api/http'
import { daysBetween } from '@/lib/journal-dates'
import { journalTexts } from '@/texts/ru/journal'
import { failure, signIn } from '../api-test-helpers'

const STUDENT = 1
const TEACHER = 8
const DEAN = 9
const t = journalTexts.server
const list = async () =>
  ((await http.get('/Journals/List', undefined, { silent: true })) as { data: JournalRow[] }).data

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-25T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

/** The demo teacher's exam journal with the most students, and a student of its group. */
function teacherJournal() {
  const k = journalKeys().find((j) => j.teacherID === TEACHER && j.control === 'exam')!
  const studentID = db.user.findMany({ where: { groupID: { equals: k.groupID } } })[0].userID
  return { k, studentID }
}

describe('class journal mock calls (issue 15)', () => {
  it('lists journals by role: the teacher own ones, the student the group ones, the dean office all', async () => {
    signIn(TEACHER)
    const mine = await list()
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.every((r) => r.teacher === 'Павлова М.А.' || r.teacher.startsWith('Павлова'))).toBe(true)
    signIn(STUDENT)
    const group = await list()
    expect(group.length).toBeGreaterThan(3)
    expect(group.every((r) => r.group === 'ВИТ31')).toBe(true)
    signIn(DEAN)
    expect(await list()).toHaveLength(journalKeys().length)
    signIn(3) // export control: no journal role
    expect((await failure(list())).code).toBe('forbidden')
  })

  it("a journal's dates are its timetable lessons of the semester; the student sees only the own row, read-only", async () => {
    const k = journalKeys().find((j) => j.groupID === 131)!
    const expected = [
      ...new Set(
        lessonsOf(
          daysBetween('2026-09-01', '2026-12-28'),
          (l) => l.groupID === 131 && l.subject === k.discipline && l.kind === k.kind && l.teacherID === k.teacherID,
        ).map((l) => l.date),
      ),
    ]
    signIn(STUDENT)
    const j = await getJournal(k.journalID)
    expect(j.dates).toEqual(expected)
    expect(j.students).toEqual([{ studentID: STUDENT, fio: 'Соколова Анна Игоревна' }])
    expect(j.cells.every((c) => c.studentID === STUDENT)).toBe(true)
    expect(j.canEdit).toBe(false)
    signIn(TEACHER)
    expect((await failure(getJournal(k.journalID))).message).toBe(t.notYourJournal)
    signIn(DEAN)
    const all = await getJournal(k.journalID)
    expect(all.students.length).toBe(db.user.findMany({ where: { groupID: { equals: 131 } } }).length)
    expect(all.canEdit).toBe(true) // 'Деканат-Изменение'
  })

  it('the teacher saves a mark and an absence (kept), clears one; bad marks, dates and people are refused with 400', async () => {
    const { k, studentID } = teacherJournal()
    signIn(TEACHER)
    const journal = await getJournal(k.journalID)
    expect(journal.canEdit).toBe(true)
    const held = journal.dates.filter((d) => d <= '2026-11-25')
    const [first, second] = held.slice(-2)
    expect(await saveMark({ journalID: k.journalID, studentID, date: second, value: 'н' })).toEqual({
      studentID,
      date: second,
      value: 'н',
    })
    await saveMark({ journalID: k.journalID, studentID, date: first, value: '4' })
    let cells = (await getJournal(k.journalID)).cells
    expect(cells).toContainEqual({ studentID, date: second, value: 'н' })
    expect(cells).toContainEqual({ studentID, date: first, value: '4' })
    await saveMark({ journalID: k.journalID, studentID, date: first, value: '' })
    cells = (await getJournal(k.journalID)).cells
    expect(cells.some((c) => c.studentID === studentID && c.date === first)).toBe(false)
    expect(db.journalMark.findFirst({ where: { date: { equals: second } } })?.value).toBe('н')

    const bad = await failure(saveMark({ journalID: k.journalID, studentID, date: first, value: '6' }))
    expect(bad.code).toBe('badRequest')
    expect(bad.message).toBe(t.badMark('5, 4, 3, 2, н'))
    expect(
      (await failure(saveMark({ journalID: k.journalID, studentID, date: first, value: 'зачтено' }))).message,
    ).toBe(t.badMark('5, 4, 3, 2, н'))
    const future = journal.dates.find((d) => d > '2026-11-25')!
    expect((await failure(saveMark({ journalID: k.journalID, studentID, date: future, value: '5' }))).message).toBe(
      t.future,
    )
    const noLesson = daysBetween('2026-09-01', '2026-11-25').find((d) => !journal.dates.includes(d))!
    expect((await failure(saveMark({ journalID: k.journalID, studentID, date: noLesson, value: '5' }))).message).toBe(
      t.badDate,
    )
    expect(
      (await failure(saveMark({ journalID: k.journalID, studentID: STUDENT, date: first, value: '5' }))).message,
    ).toBe(t.notInGroup)
    signIn(studentID)
    expect((await failure(saveMark({ journalID: k.journalID, studentID, date: first, value: '5' }))).code).toBe(
      'forbidden',
    )
    expect((await getJournal(k.journalID)).cells).toContainEqual({ studentID, date: second, value: 'н' })
  })

  it("a student's passes: absences by discipline split by the valid pass; only the own ones for a student", async () => {
    signIn(STUDENT)
    const passes = await getStudentPasses(STUDENT)
    expect(passes.group).toBe('ВИТ31')
    expect(passes.rows).toHaveLength(journalKeys().filter((k) => k.groupID === 131).length)
    expect(passes.passes).toHaveLength(1)
    const { dateFrom, dateTo } = passes.passes[0]
    for (const row of passes.rows) {
      const j = await getJournal(row.journalID)
      const absent = j.cells.filter((c) => c.value === 'н').map((c) => c.date)
      const valid = absent.filter((d) => d >= dateFrom && d <= dateTo).length
      expect([row.valid, row.invalid]).toEqual([valid, absent.length - valid])
      expect(row.lessons).toBe(j.dates.filter((d) => d <= '2026-11-25').length)
    }
    expect(passes.rows.reduce((n, r) => n + r.valid + r.invalid, 0)).toBeGreaterThan(0)
    expect((await failure(getStudentPasses(2000))).message).toBe(t.notYourPasses)
    signIn(TEACHER)
    expect((await getStudentPasses(STUDENT)).studentID).toBe(STUDENT)
    expect((await failure(getStudentPasses(TEACHER))).message).toBe(t.studentNotFound)
  })
})
