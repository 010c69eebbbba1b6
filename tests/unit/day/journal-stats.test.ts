import { describe, expect, it } from 'vitest'
import { fillingPercent, filledLessons, isExcused, journalAttendance, sumBy } from '@/lib/journal-stats'

const pass = [{ dateFrom: '2026-10-05', dateTo: '2026-10-09' }]

describe('journal statistics arithmetic (issue 15)', () => {
  it('a day is excused inside a pass, both bounds included', () => {
    expect(isExcused('2026-10-05', pass)).toBe(true)
    expect(isExcused('2026-10-09', pass)).toBe(true)
    expect(isExcused('2026-10-04', pass)).toBe(false)
    expect(isExcused('2026-10-10', pass)).toBe(false)
    expect(isExcused('2026-10-06', [])).toBe(false)
  })

  it('attendance counts every student at every lesson held; «н» on a held lesson of a listed student is an absence', () => {
    const held = ['2026-10-01', '2026-10-06', '2026-10-08']
    const cells = [
      { studentID: 1, date: '2026-10-01', value: 'н' },
      { studentID: 1, date: '2026-10-06', value: 'н' }, // excused
      { studentID: 2, date: '2026-10-08', value: 'н' },
      { studentID: 2, date: '2026-10-06', value: '5' },
      { studentID: 3, date: '2026-10-08', value: 'н' }, // not a student of the journal
      { studentID: 1, date: '2026-10-20', value: 'н' }, // not held
    ]
    const passesOf = (id: number) => (id === 1 ? pass : [])
    expect(journalAttendance(held, [1, 2], cells, passesOf)).toEqual({ expected: 6, absences: 3, valid: 1 })
    expect(journalAttendance([], [1, 2], cells, passesOf)).toEqual({ expected: 0, absences: 0, valid: 0 })
  })

  it('filling: a lesson held counts as filled once any cell of it has a value; the percent rounds', () => {
    const held = ['2026-10-01', '2026-10-06', '2026-10-08']
    const cells = [
      { date: '2026-10-01', value: '5' },
      { date: '2026-10-01', value: 'н' },
      { date: '2026-10-06', value: '' },
      { date: '2026-10-20', value: '4' },
    ]
    expect(filledLessons(held, cells)).toBe(1)
    expect(fillingPercent(3, 1)).toBe(33)
    expect(fillingPercent(3, 2)).toBe(67)
    expect(fillingPercent(3, 5)).toBe(100)
    expect(fillingPercent(0, 0)).toBeNull()
  })

  it('sums rows by a key, keeping the first row of each key for the other fields', () => {
    const rows = [
      { group: 'А', discipline: 'x', expected: 10, absences: 1 },
      { group: 'Б', discipline: 'y', expected: 5, absences: 2 },
      { group: 'А', discipline: 'z', expected: 7, absences: 3 },
    ]
    expect(sumBy(rows, (r) => r.group, ['expected', 'absences'])).toEqual([
      { group: 'А', discipline: 'x', expected: 17, absences: 4 },
      { group: 'Б', discipline: 'y', expected: 5, absences: 2 },
    ])
    expect(rows[0].expected).toBe(10)
  })
})
