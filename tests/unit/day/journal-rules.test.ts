import { describe, expect, it } from 'vitest'
import { daysBetween, pastDates, semesterRange } from '@/lib/journal-dates'
import { absencesOf, attendancePercent, averageOfMarks, splitAbsences } from '@/lib/journal-stats'
import { cellValuesOf, moveCell, valueForKey } from '@/lib/journal-keys'

describe('journal dates', () => {
  it('the semester of a day, breaks belonging to the semester before', () => {
    expect(semesterRange('2026-11-25')).toEqual({ start: '2026-09-01', end: '2026-12-28', semester: 1, year: 2026 })
    expect(semesterRange('2026-09-01').start).toBe('2026-09-01')
    expect(semesterRange('2027-01-15')).toEqual({ start: '2026-09-01', end: '2026-12-28', semester: 1, year: 2026 })
    expect(semesterRange('2027-02-09')).toEqual({ start: '2027-02-09', end: '2027-06-30', semester: 0, year: 2026 })
    expect(semesterRange('2027-08-20')).toEqual({ start: '2027-02-09', end: '2027-06-30', semester: 0, year: 2026 })
  })
  it('lists every day of a span (over a month end) and keeps the dates held by today', () => {
    expect(daysBetween('2026-10-30', '2026-11-02')).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02'])
    expect(daysBetween('2026-09-01', '2026-12-28')).toHaveLength(119)
    expect(daysBetween('2026-11-02', '2026-11-01')).toEqual([])
    expect(pastDates(['2026-11-20', '2026-11-25', '2026-11-26'], '2026-11-25')).toEqual(['2026-11-20', '2026-11-25'])
  })
})

describe('journal figures', () => {
  it('attendance in whole percent of the lessons held', () => {
    expect(attendancePercent(0, 0)).toBeNull()
    expect(attendancePercent(12, 0)).toBe(100)
    expect(attendancePercent(12, 3)).toBe(75)
    expect(attendancePercent(3, 1)).toBe(67)
    expect(attendancePercent(3, 5)).toBe(0)
  })
  it('absences inside a valid pass are excused, the rest are not', () => {
    const passes = [{ dateFrom: '2026-09-15', dateTo: '2026-09-21' }]
    expect(splitAbsences(['2026-09-14', '2026-09-15', '2026-09-21', '2026-09-22'], passes)).toEqual({
      valid: 2,
      invalid: 2,
    })
    expect(splitAbsences(['2026-09-15'], [])).toEqual({ valid: 0, invalid: 1 })
  })
  it('averages the numeric marks only, counts absences', () => {
    const cells = ['5', '4', 'н', '', 'зачтено', '3']
    expect(averageOfMarks(cells)).toBe(4)
    expect(averageOfMarks(['5', '4', '4'])).toBe(4.33)
    expect(averageOfMarks(['н', 'зачтено'])).toBeNull()
    expect(absencesOf(cells)).toBe(1)
  })
})

describe('journal keys', () => {
  it('types marks in exam journals, credits in credit journals, absences and clearing in both', () => {
    expect(['5', '4', '3', '2'].map((k) => valueForKey(k, 'exam'))).toEqual(['5', '4', '3', '2'])
    expect(valueForKey('1', 'exam')).toBeUndefined()
    expect(valueForKey('6', 'exam')).toBeUndefined()
    expect(valueForKey('5', 'credit')).toBeUndefined()
    for (const k of ['н', 'Н', 'y', 'Y']) expect(valueForKey(k, 'exam')).toBe('н')
    expect(valueForKey('+', 'credit')).toBe('зачтено')
    expect(valueForKey('з', 'credit')).toBe('зачтено')
    expect(valueForKey('p', 'credit')).toBe('зачтено')
    expect(valueForKey('-', 'credit')).toBe('не зачтено')
    expect(valueForKey('+', 'exam')).toBeUndefined()
    expect(valueForKey('Delete', 'exam')).toBe('')
    expect(valueForKey('Backspace', 'credit')).toBe('')
    expect(cellValuesOf('exam')).toEqual(['5', '4', '3', '2', 'н'])
    expect(cellValuesOf('credit')).toEqual(['зачтено', 'не зачтено', 'н'])
  })
  it('moves within the grid and stops at its edges', () => {
    const at = { row: 1, col: 1 }
    expect(moveCell(at, 'ArrowRight', 3, 3)).toEqual({ row: 1, col: 2 })
    expect(moveCell({ row: 1, col: 2 }, 'ArrowRight', 3, 3)).toEqual({ row: 1, col: 2 })
    expect(moveCell(at, 'ArrowUp', 3, 3)).toEqual({ row: 0, col: 1 })
    expect(moveCell({ row: 0, col: 0 }, 'ArrowUp', 3, 3)).toEqual({ row: 0, col: 0 })
    expect(moveCell(at, 'ArrowDown', 3, 3)).toEqual({ row: 2, col: 1 })
    expect(moveCell(at, 'ArrowLeft', 3, 3)).toEqual({ row: 1, col: 0 })
    expect(moveCell(at, 'Home', 3, 5)).toEqual({ row: 1, col: 0 })
    expect(moveCell(at, 'End', 3, 5)).toEqual({ row: 1, col: 4 })
    expect(moveCell(at, 'x', 3, 3)).toBeNull()
  })
})
