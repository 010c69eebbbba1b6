import { describe, expect, it } from 'vitest'
import { addMonths, daysInMonth, isMonth, monthGrid, moveDay, shiftMonth } from '@/lib/day-month'
import { parityOf, weekNumberOf } from '@/lib/day-week'

describe('timetable calendar: month arithmetic', () => {
  it('months: length (leap years too), stepping across years, validation', () => {
    expect(daysInMonth('2026-02')).toBe(28)
    expect(daysInMonth('2028-02')).toBe(29)
    expect(daysInMonth('2026-11')).toBe(30)
    expect(addMonths('2026-12', 1)).toBe('2027-01')
    expect(addMonths('2027-01', -1)).toBe('2026-12')
    expect(addMonths('2026-11', -14)).toBe('2025-09')
    expect(isMonth('2026-11')).toBe(true)
    expect(isMonth('2026-13')).toBe(false)
    expect(shiftMonth('2027-01-31', 1)).toBe('2027-02-28')
    expect(shiftMonth('2026-03-31', -1)).toBe('2026-02-28')
  })

  it('the grid: whole Monday-to-Sunday weeks covering the month, nothing more', () => {
    const november = monthGrid('2026-11')
    // 1 November 2026 is a Sunday: the first row starts on Monday 26 October
    expect(november[0][0]).toBe('2026-10-26')
    expect(november[0][6]).toBe('2026-11-01')
    expect(november.at(-1)![6]).toBe('2026-12-06')
    expect(november).toHaveLength(6)
    expect(november.every((w) => w.length === 7)).toBe(true)
    // February 2027 starts on a Monday and ends on a Sunday: exactly four rows
    const february = monthGrid('2027-02')
    expect(february).toHaveLength(4)
    expect(february[0][0]).toBe('2027-02-01')
    expect(february[3][6]).toBe('2027-02-28')
    // week parity alternates row by row (1 September 2026 is in week 1, odd)
    const september = monthGrid('2026-09')
    expect(weekNumberOf(september[0][0])).toBe(1)
    expect(september.map((w) => parityOf(w[0]))).toEqual(['odd', 'even', 'odd', 'even', 'odd'])
  })

  it('keys move by a day, a week, to the week ends and by a month', () => {
    expect(moveDay('2026-11-30', 'ArrowRight')).toBe('2026-12-01')
    expect(moveDay('2026-11-01', 'ArrowLeft')).toBe('2026-10-31')
    expect(moveDay('2026-11-26', 'ArrowDown')).toBe('2026-12-03')
    expect(moveDay('2026-11-04', 'ArrowUp')).toBe('2026-10-28')
    expect(moveDay('2026-11-25', 'Home')).toBe('2026-11-23')
    expect(moveDay('2026-11-25', 'End')).toBe('2026-11-29')
    expect(moveDay('2026-10-31', 'PageDown')).toBe('2026-11-30')
    expect(moveDay('2026-12-15', 'PageUp')).toBe('2026-11-15')
  })
})
