import { describe, expect, it } from 'vitest'
import { applyDateMask } from '@/ui/date-field-parse'

/** The date field's own ##.##.#### mask (issue 13 item 10: no caret jumps, so no scrambled dates). */
describe('applyDateMask', () => {
  it.each([
    ['1', 1, '1', 1],
    ['17', 2, '17', 2],
    ['17.', 3, '17.', 3],
    ['171', 3, '17.1', 4],
    ['17.112026', 9, '17.11.2026', 10],
    ['17112026', 8, '17.11.2026', 10],
    ['17.11.20269', 11, '17.11.2026', 10],
    ['1a7/11', 6, '17.11', 5],
    ['', 0, '', 0],
  ])('%s (caret %i) → %s (caret %i)', (raw, caret, text, nextCaret) => {
    expect(applyDateMask(raw, caret)).toEqual({ text, caret: nextCaret })
  })

  it('an edit in the middle keeps the caret after the same digit', () => {
    // «17.11.2026» with the 1 of the month deleted: «17.1.2026», caret after «17»
    expect(applyDateMask('17.1.2026', 3)).toEqual({ text: '17.12.026', caret: 2 })
    // a digit typed after the day: caret after it, past the inserted dot
    expect(applyDateMask('175.11.2026', 3)).toEqual({ text: '17.51.1202', caret: 4 })
  })
})
