import { describe, expect, it } from 'vitest'
import { getStat, inPeriod, listKafs, periodOf, sharePercent, statRows, statTotal, type StatWork } from '@/api/nir-stat'
import { db } from '@/mocks/db'
import { NIR_STATUS } from '@/lib/constants/nir'
import { signIn } from '../api-test-helpers'

const w = (date: string, group: string, status: number, students = 0): StatWork => ({ date, group, status, students })

describe('statistics arithmetic (spec 2 §9 academic year and semester)', () => {
  it('the academic year starts in September; February–July is semester 0, the rest semester 1', () => {
    expect(periodOf('2024-09-01')).toEqual({ year: 2024, sem: 1 })
    expect(periodOf('2025-01-31')).toEqual({ year: 2024, sem: 1 })
    expect(periodOf('2025-02-01')).toEqual({ year: 2024, sem: 0 })
    expect(periodOf('2025-07-31')).toEqual({ year: 2024, sem: 0 })
    expect(periodOf('2025-08-15')).toEqual({ year: 2024, sem: 1 })
    expect(inPeriod('2025-03-10', 2024, 0)).toBe(true)
    expect(inPeriod('2025-03-10', 2024, 1)).toBe(false)
    expect(inPeriod('2025-03-10', 2025, null)).toBe(false)
    expect(inPeriod('2025-03-10', null, null)).toBe(true)
  })

  it('counts per group all, accepted (and published), checking and returned works of the period, largest first', () => {
    const works = [
      w('2024-10-01', 'Б', NIR_STATUS.accepted, 1),
      w('2024-11-01', 'Б', NIR_STATUS.published),
      w('2025-03-01', 'Б', NIR_STATUS.checking, 2),
      w('2024-10-05', 'А', NIR_STATUS.returned),
      w('2023-10-05', 'А', NIR_STATUS.accepted),
      w('2024-12-01', 'В', NIR_STATUS.draft),
    ]
    const rows = statRows(works, 2024, null)
    expect(rows.map((r) => r.label)).toEqual(['Б', 'А', 'В'])
    expect(rows[0]).toEqual({ label: 'Б', total: 3, accepted: 2, checking: 1, returned: 0, students: 3 })
    expect(rows[1]).toEqual({ label: 'А', total: 1, accepted: 0, checking: 0, returned: 1, students: 0 })
    expect(statRows(works, 2024, 0)).toEqual([
      { label: 'Б', total: 1, accepted: 0, checking: 1, returned: 0, students: 2 },
    ])
    expect(statTotal(rows, 'Итого')).toEqual({
      label: 'Итого',
      total: 5,
      accepted: 2,
      checking: 1,
      returned: 1,
      students: 3,
    })
  })

  it('shares in percent with one decimal, 0 of nothing', () => {
    expect(sharePercent(1, 3)).toBe(33.3)
    expect(sharePercent(2, 3)).toBe(66.7)
    expect(sharePercent(0, 0)).toBe(0)
  })
})

const STATS = 25
describe('statistics calls (mock over the seeded works)', () => {
  it('Stat/Stat by department sums to every live work; StatNIRS counts only works with student authors', async () => {
    signIn(STATS)
    const live = db.nirWork.getAll().filter((x) => !x.isDelete)
    const all = await getStat('all', { year: null, sem: null, by: 'department', dep: null })
    expect(statTotal(all, '').total).toBe(live.length)
    const withStudents = live.filter((x) =>
      (JSON.parse(x.coAuthors) as { kind?: string }[]).some((a) => a.kind === 'student'),
    )
    expect(withStudents.length).toBeGreaterThan(0)
    const nirs = await getStat('nirs', { year: null, sem: null, by: 'type', dep: null })
    expect(statTotal(nirs, '').total).toBe(withStudents.length)
    expect(statTotal(nirs, '').students).toBe(withStudents.length)
  })

  it('a new accepted work is counted in its year, type and department', async () => {
    signIn(STATS)
    const q = { year: 2025, sem: 1 as const, by: 'type' as const, dep: null }
    const before = (await getStat('nir', q)).find((r) => r.label === 'Статья')?.accepted ?? 0
    db.nirWork.create({
      workID: 99001,
      typeID: 1,
      underTypeID: 0,
      status: NIR_STATUS.accepted,
      statusAct: 0,
      idUser: 1000,
      name: 'Проверочная статья',
      fields: '{"year":2025}',
      coAuthors: '[]',
      steps: '{}',
      dateInsert: '2025-10-20',
      isDelete: false,
    })
    expect((await getStat('nir', q)).find((r) => r.label === 'Статья')?.accepted).toBe(before + 1)
    const dep = db.user.findFirst({ where: { userID: { equals: 1000 } } })!.department
    expect(await listKafs()).toContain(dep)
    const mine = await getStat('nir', { ...q, dep })
    expect(mine.find((r) => r.label === 'Статья')?.accepted).toBeGreaterThanOrEqual(1)
    const other = await getStat('nir', { ...q, dep: 'Кафедра, которой нет' })
    expect(other).toEqual([])
  })

  it('answers an empty list on failure: without the statistics role (403) the call gives []', async () => {
    signIn(1)
    expect(await getStat('all', { year: null, sem: null, by: 'year', dep: null })).toEqual([])
  })
})
