import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { lessonsWithMarks, periodOf, rankTeachers, recentPeriods } from '@/lib/journal-forming'
import { getJournalStat, type FillingRow } from '@/api/journal-stats'
import { journalFormingTexts } from '@/texts/ru/journal-forming'
import { journalPagesTexts } from '@/texts/ru/journal-pages'
import { failure, signIn } from '../api-test-helpers'

const teacher = (teacherID: number, teacherName: string, held: number, filled: number) => ({
  teacherID,
  teacher: teacherName,
  held,
  filled,
})

describe('forming statistics and the teachers rating: rules (issue 15)', () => {
  it('a lesson held counts as marked once a mark or a credit result is entered; «н» alone is no mark', () => {
    const held = ['2026-10-01', '2026-10-06', '2026-10-08', '2026-10-13']
    const cells = [
      { date: '2026-10-01', value: 'н' },
      { date: '2026-10-06', value: '4' },
      { date: '2026-10-06', value: '2' },
      { date: '2026-10-08', value: 'не зачтено' },
      { date: '2026-10-20', value: '5' }, // not held
    ]
    expect(lessonsWithMarks(held, cells)).toBe(2)
    expect(lessonsWithMarks([], cells)).toBe(0)
  })

  it('ranks by share, shares equal percent places (1, 2, 2, 4), orders ties by lessons held then name; none held goes last', () => {
    const ranked = rankTeachers([
      teacher(1, 'Яковлев', 10, 5),
      teacher(2, 'Андреев', 10, 10),
      teacher(3, 'Борисов', 0, 0),
      teacher(4, 'Волков', 20, 10),
      teacher(5, 'Громов', 10, 5),
    ])
    expect(ranked.map((r) => [r.teacher, r.place, r.percent])).toEqual([
      ['Андреев', 1, 100],
      ['Волков', 2, 50],
      ['Громов', 2, 50],
      ['Яковлев', 2, 50],
      ['Борисов', 5, null],
    ])
  })

  it('reads a period from the address (spec 2 §9: 1 autumn, 0 spring) and lists the recent ones newest first', () => {
    expect(periodOf('2026', '1')).toEqual({ year: 2026, sem: 1 })
    expect(periodOf('2025', '0')).toEqual({ year: 2025, sem: 0 })
    expect(periodOf('2026', '2')).toBeNull()
    expect(periodOf('26', '1')).toBeNull()
    expect(periodOf(undefined, undefined)).toBeNull()
    expect(recentPeriods({ year: 2026, sem: 1 }, 4)).toEqual([
      { year: 2026, sem: 1 },
      { year: 2025, sem: 0 },
      { year: 2025, sem: 1 },
      { year: 2024, sem: 0 },
    ])
  })
})

describe('forming statistics and the teachers rating: mock calls', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-25T12:00:00+03:00'))
  })
  afterEach(() => vi.useRealTimers())

  it('forming sums to the filling statistics of the same journals; another semester has no rows', async () => {
    signIn(9)
    const forming = await getJournalStat('forming', { silent: true })
    const filling = (await getJournalStat('filling', { silent: true })).rows as FillingRow[]
    if (forming.kind !== 'forming') throw new Error('kind')
    expect([forming.year, forming.sem]).toEqual([2026, 1])
    const sum = (k: 'held' | 'filled' | 'journals') => forming.rows.reduce((s, r) => s + r[k], 0)
    expect(sum('held')).toBe(filling.reduce((s, r) => s + r.held, 0))
    expect(sum('filled')).toBe(filling.reduce((s, r) => s + r.filled, 0))
    expect(sum('journals')).toBe(filling.reduce((s, r) => s + r.journals, 0))
    expect(forming.rows.every((r) => r.marked <= r.filled && r.filled <= r.held)).toBe(true)
    const past = await getJournalStat('forming', { silent: true }, { year: 2025, sem: 0 })
    expect(past).toMatchObject({ kind: 'forming', year: 2025, sem: 0, rows: [] })
  })

  it('forming refuses a bad period (400 in Russian) and a student (403); the rating admits a student and ranks everyone', async () => {
    signIn(9)
    expect(await failure(getJournalStat('forming', { silent: true }, { year: 2026, sem: 3 as 0 }))).toMatchObject({
      code: 'badRequest',
      message: journalPagesTexts.server.badPeriod,
    })
    signIn(1)
    expect(await failure(getJournalStat('forming', { silent: true }))).toMatchObject({ code: 'forbidden' })
    const rating = await getJournalStat('rating', { silent: true })
    expect(rating.rows.length).toBeGreaterThan(10)
    signIn(8)
    const own = await getJournalStat('filling', { silent: true })
    expect(own.rows).toHaveLength(1)
    const mine = (rating.rows as FillingRow[]).find((r) => r.teacherID === 8)
    expect(mine).toMatchObject({ held: (own.rows[0] as FillingRow).held, filled: (own.rows[0] as FillingRow).filled })
    expect(journalFormingTexts.forming.periodName(2026, 1)).toBe('2026–2027 учебный год, осенний семестр')
  })

  it('without a token both calls answer 401', async () => {
    document.cookie = 'authToken=; path=/; max-age=0'
    expect(await failure(getJournalStat('rating', { silent: true }))).toMatchObject({ code: 'unauthorized' })
  })
})
