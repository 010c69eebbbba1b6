import { describe, expect, it } from 'vitest'
import {
  academicYearLabel,
  academicYearOf,
  addDays,
  currentAndNext,
  isDay,
  mondayOf,
  moscowClock,
  parityOf,
  semesterOf,
  studyDaysOf,
  weekNumberOf,
} from '@/lib/day-week'

describe('timetable week and parity rules (spec 2 §9)', () => {
  it('the academic year starts in September; the session year reads 2026-2027', () => {
    expect(academicYearOf('2026-08-31')).toBe(2025)
    expect(academicYearOf('2026-09-01')).toBe(2026)
    expect(academicYearOf('2027-01-15')).toBe(2026)
    expect(academicYearLabel(2026)).toBe('2026-2027')
  })
  it('semester 0 for February to July, else 1', () => {
    expect(semesterOf('2027-01-31')).toBe(1)
    expect(semesterOf('2027-02-01')).toBe(0)
    expect(semesterOf('2027-07-31')).toBe(0)
    expect(semesterOf('2026-08-01')).toBe(1)
    expect(semesterOf('2026-11-20')).toBe(1)
  })
  it('week 1 holds 1 September; weeks alternate odd and even through the year', () => {
    // 1 September 2026 is a Tuesday: its week starts on Monday 31 August
    expect(mondayOf('2026-09-01')).toBe('2026-08-31')
    expect(weekNumberOf('2026-08-31')).toBe(1)
    expect(weekNumberOf('2026-09-06')).toBe(1)
    expect(weekNumberOf('2026-09-07')).toBe(2)
    expect(parityOf('2026-09-03')).toBe('odd')
    expect(parityOf('2026-09-08')).toBe('even')
    // 20 November 2026 (Friday) is in week 12; the spring keeps counting from September
    expect(weekNumberOf('2026-11-20')).toBe(12)
    expect(parityOf('2026-11-20')).toBe('even')
    expect(weekNumberOf('2027-02-10')).toBe(24)
    // a new academic year restarts at week 1
    expect(weekNumberOf('2027-09-01')).toBe(1)
  })
  it('day arithmetic crosses months and years; only real dates are days', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04')
    expect(studyDaysOf('2026-11-16')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ])
    expect(isDay('2026-02-29')).toBe(false)
    expect(isDay('2028-02-29')).toBe(true)
    expect(isDay('20.11.2026')).toBe(false)
  })
  it('reads the Moscow day and time of an instant whatever the machine zone', () => {
    expect(moscowClock(new Date('2026-11-20T21:30:00Z'))).toEqual({ day: '2026-11-21', minutes: 30 })
  })
  it('marks the lesson going on now and the next one', () => {
    const lessons = [
      { id: 1, date: '2026-11-20', pair: 1 },
      { id: 2, date: '2026-11-20', pair: 2 },
      { id: 3, date: '2026-11-21', pair: 1 },
    ]
    // 09:00 Moscow: pair 1 (08:30–10:00) runs, pair 2 is next
    expect(currentAndNext(lessons, new Date('2026-11-20T06:00:00Z'))).toEqual({ current: 1, next: 2 })
    // the break 10:00–10:10: nothing now, pair 2 next
    expect(currentAndNext(lessons, new Date('2026-11-20T07:05:00Z'))).toEqual({ current: null, next: 2 })
    // after the day's last lesson, tomorrow's first one is next
    expect(currentAndNext(lessons, new Date('2026-11-20T12:00:00Z'))).toEqual({ current: null, next: 3 })
    expect(currentAndNext(lessons, new Date('2026-11-22T12:00:00Z'))).toEqual({ current: null, next: null })
  })
})
