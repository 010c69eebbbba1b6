import { describe, expect, it } from 'vitest'
import { db } from '@/mocks/db'
import { getVerifierWorks, verifyWork } from '@/api/achieve'
import {
  categoryStats,
  getPortfolioStat,
  getRatingTable,
  pickYear,
  rank,
  ratingTable,
  yearsOf,
  type RatingEntry,
} from '@/api/rating'
import { ALL_YEARS } from '@/lib/constants/rating'
import { ratingTexts } from '@/texts/ru/rating'
import { failure, signIn } from '../api-test-helpers'

const STUDENT = 1
const HEAD = 2 // Кузнецов Д. С., заведующий кафедрой
const TEACHER = 8
const VERIFIER = 15
const DEAN = 9
const silent = { silent: true }

const entry = (over: Partial<RatingEntry>): RatingEntry => ({
  key: 1,
  name: 'Борисов',
  unit: 'ИВТ-31',
  status: 'confirmed',
  points: 10,
  date: '2026-10-01',
  categoryID: 1,
  ...over,
})

describe('rating arithmetic', () => {
  it('ranks by points, equal points share a place and are listed by name', () => {
    const rows = rank([
      { name: 'Васильев', points: 20 },
      { name: 'Борисов', points: 15 },
      { name: 'Алексеев', points: 15 },
      { name: 'Григорьев', points: 3 },
      { name: 'Дмитриев', points: 3 },
      { name: 'Егоров', points: 0 },
    ])
    expect(rows.map((r) => [r.name, r.place])).toEqual([
      ['Васильев', 1],
      ['Алексеев', 2],
      ['Борисов', 2],
      ['Григорьев', 4],
      ['Дмитриев', 4],
      ['Егоров', 6],
    ])
  })

  it('sums confirmed points per key within the academic year and category; waiting ones are counted apart', () => {
    const entries = [
      entry({ key: 1, points: 10 }),
      entry({ key: 1, points: 5, date: '2026-09-01' }),
      entry({ key: 1, points: 100, status: 'pending' }),
      entry({ key: 1, points: 50, status: 'returned' }),
      // 31 August 2026 still belongs to 2025/2026
      entry({ key: 2, name: 'Алексеев', points: 40, date: '2026-08-31' }),
      entry({ key: 2, name: 'Алексеев', points: 15, date: '2027-01-15', categoryID: 2 }),
      entry({ key: 3, name: 'Васильев', points: 7, status: 'returned' }),
    ]
    expect(ratingTable(entries, { year: 2026, categoryID: null })).toEqual(
      [
        { key: 1, name: 'Борисов', unit: 'ИВТ-31', points: 15, works: 2, pending: 1, place: 1 },
        { key: 2, name: 'Алексеев', unit: 'ИВТ-31', points: 15, works: 1, pending: 0, place: 1 },
      ].sort((a, b) => a.name.localeCompare(b.name, 'ru')),
    )
    expect(ratingTable(entries, { year: 2025, categoryID: null }).map((r) => [r.key, r.points])).toEqual([[2, 40]])
    expect(ratingTable(entries, { year: 2026, categoryID: 2 }).map((r) => [r.key, r.points])).toEqual([[2, 15]])
    expect(ratingTable(entries, { year: ALL_YEARS, categoryID: null }).map((r) => [r.key, r.points, r.place])).toEqual([
      [2, 55, 1],
      [1, 15, 2],
    ])
  })

  it('lists the academic years newest first and opens on the asked, the current or the newest year', () => {
    const years = yearsOf(['2026-02-10', '2026-09-01', '2025-12-01', '2024-08-31'])
    expect(years).toEqual([2026, 2025, 2023])
    expect(pickYear(2023, years, '2026-11-25')).toBe(2023)
    expect(pickYear(ALL_YEARS, years, '2026-11-25')).toBe(ALL_YEARS)
    expect(pickYear(null, years, '2026-11-25')).toBe(2026)
    expect(pickYear(1999, years, '2026-11-25')).toBe(2026)
    expect(pickYear(null, [2025, 2024], '2026-11-25')).toBe(2025)
  })

  it('counts a category’s achievements by status, its confirmed points and participants', () => {
    const entries = [
      entry({ key: 1, points: 10 }),
      entry({ key: 1, points: 6 }),
      entry({ key: 2, status: 'pending' }),
      entry({ key: 3, status: 'returned' }),
      entry({ key: 4, points: 99, date: '2025-10-01' }),
    ]
    const [olympiads, sport] = categoryStats(
      entries,
      [
        { id: 1, name: 'Олимпиады' },
        { id: 3, name: 'Спорт' },
      ],
      2026,
    )
    expect(olympiads).toEqual({
      categoryID: 1,
      name: 'Олимпиады',
      works: 4,
      confirmed: 2,
      pending: 1,
      returned: 1,
      points: 16,
      people: 1,
    })
    expect(sport).toMatchObject({ works: 0, points: 0, people: 0 })
  })
})

describe('ratings against the mock backend', () => {
  it('refuses a guest (401), a user without the rating’s roles (403), a bad query (400, in Russian)', async () => {
    document.cookie = 'authToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
    const q = { kind: 'students' as const, year: null, categoryID: null }
    expect((await failure(getRatingTable(q, silent))).code).toBe('unauthorized')
    signIn(STUDENT)
    expect((await failure(getRatingTable({ ...q, kind: 'teachers' }, silent))).code).toBe('forbidden')
    expect((await failure(getRatingTable({ ...q, kind: 'faculties' }, silent))).code).toBe('forbidden')
    expect((await failure(getPortfolioStat(null, silent))).code).toBe('forbidden')
    const unknown = await failure(getRatingTable({ ...q, categoryID: 99 }, silent))
    expect(unknown.serverMessage).toBe(ratingTexts.server.unknownCategory)
    const badKind = await failure(getRatingTable({ ...q, kind: 'everyone' as never }, silent))
    expect(badKind.serverMessage).toBe(ratingTexts.server.badQuery)
  })

  it('computes every table from the stored works: students, teachers, departments, faculties, the head’s department', async () => {
    signIn(HEAD)
    const teachers = await getRatingTable({ kind: 'teachers', year: ALL_YEARS, categoryID: null })
    expect(teachers.years).toEqual([2026, 2025])
    const pavlova = teachers.rows.find((r) => r.key === TEACHER)!
    expect(pavlova).toMatchObject({ name: 'Павлова Мария Александровна', unit: 'Кафедра программного обеспечения' })
    expect(pavlova.pending).toBeGreaterThan(0)
    const departments = await getRatingTable({ kind: 'departments', year: ALL_YEARS, categoryID: null })
    const teacherSum = teachers.rows.reduce((s, r) => s + r.points, 0)
    expect(departments.rows.reduce((s, r) => s + r.points, 0)).toBe(teacherSum)
    const mine = await getRatingTable({ kind: 'myDepartment', year: ALL_YEARS, categoryID: null })
    expect(mine.rows.map((r) => r.key)).toContain(TEACHER)
    const users = db.user.getAll()
    const dept = users.find((u) => u.userID === HEAD)!.department
    expect(mine.rows.every((r) => users.find((u) => u.userID === r.key)!.department === dept)).toBe(true)
    const faculties = await getRatingTable({ kind: 'faculties', year: ALL_YEARS, categoryID: null })
    expect(faculties.rows.length).toBeGreaterThan(1)
    signIn(DEAN)
    const stat = await getPortfolioStat(ALL_YEARS)
    const students = await getRatingTable({ kind: 'students', year: ALL_YEARS, categoryID: null })
    const sum = (rows: readonly { points: number }[]) => rows.reduce((total, r) => total + r.points, 0)
    // a faculty's points are its students' and teachers' ones; the statistics count every owner's works
    expect(sum(faculties.rows)).toBe(sum(students.rows) + teacherSum)
    expect(sum(stat.rows)).toBeGreaterThanOrEqual(sum(faculties.rows))
    expect(stat.rows.map((r) => r.name)).toEqual([
      'Олимпиады',
      'Конференции',
      'Спорт',
      'Творчество',
      'Общественная работа',
    ])
  })

  it('a verifier’s confirmation raises the student’s points in the year of the work (journaled)', async () => {
    signIn(VERIFIER)
    const work = (await getVerifierWorks()).find((w) => w.userID === STUDENT)!
    const year = Number(work.date.slice(0, 4)) - (Number(work.date.slice(5, 7)) < 9 ? 1 : 0)
    signIn(STUDENT)
    const before = await getRatingTable({ kind: 'students', year, categoryID: null })
    const mineBefore = before.rows.find((r) => r.key === STUDENT)
    signIn(VERIFIER)
    await verifyWork({ id: work.id, decision: 'confirm' })
    signIn(STUDENT)
    const after = await getRatingTable({ kind: 'students', year, categoryID: null })
    const mineAfter = after.rows.find((r) => r.key === STUDENT)!
    expect(mineAfter.points).toBe((mineBefore?.points ?? 0) + work.points)
    expect(mineAfter.works).toBe((mineBefore?.works ?? 0) + 1)
    expect(mineAfter.pending).toBe((mineBefore?.pending ?? 1) - 1)
    const inCategory = await getRatingTable({ kind: 'students', year, categoryID: work.categoryID })
    expect(inCategory.rows.find((r) => r.key === STUDENT)!.points).toBeGreaterThanOrEqual(work.points)
  })
})
