import { describe, expect, it } from 'vitest'
import {
  freeSeats,
  isFull,
  savedSelection,
  selectionIssue,
  toggleIssue,
  toggled,
  windowOpen,
  type RuleBlock,
} from '@/lib/choice-rules'
import { choiceIssueText } from '@/lib/choice-issue-text'

const d = (disciplineID: number, seats = 10, taken = 0, chosen = false) => ({
  disciplineID,
  name: `Дисциплина ${disciplineID}`,
  seats,
  taken,
  chosen,
})
const two: RuleBlock = {
  blockID: 2,
  title: 'Дисциплины по выбору 2',
  choose: 2,
  disciplines: [d(1), d(2), d(3), d(4, 5, 5)],
}
const one: RuleBlock = { blockID: 1, title: 'Дисциплины по выбору 1', choose: 1, disciplines: [d(5), d(6)] }

describe('elective choice rules', () => {
  it('a block takes up to `choose` disciplines; one more is refused as over the limit, unticking is always allowed', () => {
    let s = toggled(two, {}, 1)
    s = toggled(two, s, 2)
    expect(s[2]).toEqual([1, 2])
    expect(toggleIssue(two, s[2], 3)).toEqual({ code: 'overLimit', blockID: 2 })
    expect(toggled(two, s, 3)).toBe(s)
    expect(toggleIssue(two, s[2], 1)).toBeNull()
    expect(toggled(two, s, 1)[2]).toEqual([2])
  })

  it('a discipline whose seats others took is full; the student’s own saved seat stays theirs', () => {
    expect(isFull(d(4, 5, 5))).toBe(true)
    expect(toggleIssue(two, [], 4)).toEqual({ code: 'full', blockID: 2, disciplineID: 4 })
    expect(isFull(d(4, 5, 5, true))).toBe(false)
    expect(freeSeats(d(4, 5, 5, true))).toBe(1)
    expect(freeSeats(d(4, 5, 3))).toBe(2)
    expect(toggleIssue(two, [], 99)).toEqual({ code: 'unknown', blockID: 2, disciplineID: 99 })
  })

  it('a whole selection needs exactly `choose` in every block, no full or foreign discipline, and an open window', () => {
    const blocks = [one, two]
    expect(selectionIssue(blocks, { 1: [5], 2: [1, 2] }, true)).toBeNull()
    expect(selectionIssue(blocks, { 1: [5], 2: [1, 2] }, false)).toEqual({ code: 'closed', blockID: 0 })
    expect(selectionIssue(blocks, { 1: [], 2: [1, 2] }, true)).toEqual({ code: 'incomplete', blockID: 1, count: 0 })
    expect(selectionIssue(blocks, { 1: [5], 2: [1, 2, 3] }, true)).toEqual({ code: 'overLimit', blockID: 2, count: 3 })
    expect(selectionIssue(blocks, { 1: [5], 2: [1, 4] }, true)).toMatchObject({ code: 'full', disciplineID: 4 })
    expect(selectionIssue(blocks, { 1: [6], 2: [1, 7] }, true)).toMatchObject({ code: 'unknown', disciplineID: 7 })
    // duplicates count once
    expect(selectionIssue(blocks, { 1: [5, 5], 2: [1, 2] }, true)).toBeNull()
  })

  it('the issues read in Russian with the block’s title and limit', () => {
    expect(choiceIssueText({ code: 'overLimit', blockID: 2 }, [two])).toBe(
      'В блоке «Дисциплины по выбору 2» можно выбрать не больше: 2 дисциплины',
    )
    expect(choiceIssueText({ code: 'incomplete', blockID: 1, count: 0 }, [one])).toBe(
      'В блоке «Дисциплины по выбору 1» нужно выбрать 1 дисциплину, выбрано: 0',
    )
    expect(choiceIssueText({ code: 'full', blockID: 2, disciplineID: 4 }, [two])).toBe(
      'На дисциплину «Дисциплина 4» мест больше нет — выберите другую',
    )
  })

  it('the saved selection and the window’s both ends', () => {
    const saved = { ...two, disciplines: [d(1, 10, 1, true), d(2), d(3, 10, 1, true)] }
    expect(savedSelection([saved, one])).toEqual({ 2: [1, 3], 1: [] })
    expect(windowOpen('2026-11-27', '2026-11-27', '2026-12-01')).toBe(true)
    expect(windowOpen('2026-12-01', '2026-11-27', '2026-12-01')).toBe(true)
    expect(windowOpen('2026-12-02', '2026-11-27', '2026-12-01')).toBe(false)
  })
})
