import { describe, expect, it } from 'vitest'
import { averageMark, bySemester, isDebt, markFitsKind, type GradeRow } from '@/lib/day-grades'

const row = (semester: number, kind: GradeRow['kind'], mark: GradeRow['mark']): GradeRow => ({ semester, kind, mark })

describe('grade-book rules', () => {
  it('a debt is an unsatisfactory mark, «не зачтено» or «неявка»', () => {
    expect(isDebt(row(1, 'exam', 'unsatisfactory'))).toBe(true)
    expect(isDebt(row(1, 'credit', 'failed'))).toBe(true)
    expect(isDebt(row(1, 'exam', 'absent'))).toBe(true)
    expect(isDebt(row(1, 'exam', 'satisfactory'))).toBe(false)
    expect(isDebt(row(1, 'credit', 'passed'))).toBe(false)
  })
  it('the average counts positive graded marks only (credits and debts left out), two decimals', () => {
    const rows = [
      row(1, 'exam', 'excellent'),
      row(1, 'exam', 'good'),
      row(1, 'coursework', 'good'),
      row(1, 'exam', 'unsatisfactory'),
      row(1, 'credit', 'passed'),
      row(1, 'credit', 'failed'),
      row(2, 'practice', 'satisfactory'),
    ]
    // (5 + 4 + 4 + 3) / 4
    expect(averageMark(rows)).toBe(4)
    expect(averageMark([row(1, 'exam', 'excellent'), row(1, 'exam', 'good'), row(1, 'exam', 'good')])).toBe(4.33)
    expect(averageMark([row(1, 'credit', 'passed'), row(1, 'exam', 'absent')])).toBeNull()
  })
  it('groups by semester with each semester’s average and debts', () => {
    const rows = [
      row(2, 'exam', 'excellent'),
      row(1, 'exam', 'unsatisfactory'),
      row(1, 'exam', 'good'),
      row(2, 'credit', 'failed'),
    ]
    expect(bySemester(rows).map(({ semester, average, debts }) => ({ semester, average, debts }))).toEqual([
      { semester: 1, average: 4, debts: 1 },
      { semester: 2, average: 5, debts: 1 },
    ])
  })
  it('a mark fits its kind', () => {
    expect(markFitsKind('credit', 'passed')).toBe(true)
    expect(markFitsKind('credit', 'good')).toBe(false)
    expect(markFitsKind('exam', 'passed')).toBe(false)
    expect(markFitsKind('exam', 'absent')).toBe(true)
  })
})
