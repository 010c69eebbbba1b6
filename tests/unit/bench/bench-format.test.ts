import { describe, expect, it } from 'vitest'
import { formatTable, mark, median, meets, ms, targetText } from '../../../scripts/bench-format.mjs'

describe('bench-format', () => {
  it('takes the median of the finite figures (the mean of the middle two for an even count)', () => {
    expect(median([30, 10, 20])).toBe(20)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([5, null, Number.NaN, undefined])).toBe(5)
    expect(median([])).toBeNull()
  })

  it('checks a figure against a target, and prints the target', () => {
    expect(meets(50, { op: '<=', value: 50 })).toBe(true)
    expect(meets(94, { op: '>=', value: 95 })).toBe(false)
    expect(meets(0, { op: '=', value: 0 })).toBe(true)
    expect(meets(null, { op: '<=', value: 1 })).toBeNull()
    expect(mark(51, { op: '<=', value: 50 })).toBe('MISSED')
    expect(mark(100, { op: '=', value: 100 })).toBe('ok')
    expect(mark(undefined, { op: '=', value: 100 })).toBe('')
    expect(targetText({ op: '<=', value: 50 }, 'ms')).toBe('≤ 50 ms')
    expect(targetText({ op: '>=', value: 95 })).toBe('≥ 95')
    expect(targetText({ op: '=', value: 0 })).toBe('0')
  })

  it('formats a table: first column left, the others right, a dash for a missing cell', () => {
    expect(
      formatTable(
        ['figure', 'a', 'budget'],
        [
          ['search', 12, '≤ 50'],
          ['sort, cached', null, ''],
        ],
      ),
    ).toEqual(['figure         a  budget', 'search        12    ≤ 50', 'sort, cached   —'])
    expect(ms(1234.5)).toBe('1,235')
    expect(ms(null)).toBeNull()
  })
})
