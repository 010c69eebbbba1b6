import { describe, expect, it } from 'vitest'
import { isReviewValid, type ReviewItem, type ReviewValues } from '@/api/review'
import { lessonReviewMachine, payloadOf } from '@/machines/review/lesson-review.machine'
import { selectCanSend, selectJournalID, selectResets } from '@/machines/review/lesson-review.selectors'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

const L1: ReviewItem = {
  journalID: 1,
  num: 2,
  aud: '1-305',
  dis: 'Базы данных',
  type: 'Лекция',
  time: '10:15–11:50',
  teacher: 'Т',
}
const L2: ReviewItem = { ...L1, journalID: 2, aud: '8-412' }
const TODAY = '2026-11-23'
const closed: number[] = []

type Snap = Parameters<NonNullable<ReplayOptions<typeof lessonReviewMachine>['assertState']>>[0]
const value = (s: Snap) => s.value as string

/**
 * The values a form can hand over (react-hook-form owns the fields; its schema is tested in
 * tests/unit/review): a rating 1 or 5 with a comment, a 4 with the room rated and no comment, and —
 * should anything bypass the schema — a 5 with a blank comment and a date after today, which the machine
 * refuses too.
 */
const LOW: ReviewValues = { mark: 1, text: 'Понятно', date: TODAY, markAud: 0 }
const RECOMMEND: ReviewValues = { mark: 4, text: '', date: '2026-11-20', markAud: 2 }
const BLANK_HIGH: ReviewValues = { mark: 5, text: '   ', date: TODAY, markAud: 0 }
const FUTURE: ReviewValues = { mark: 3, text: '', date: '2026-11-24', markAud: 0 }
const sendable = (v: ReviewValues) => isReviewValid(v.mark, v.text) && (v.date === null || v.date <= TODAY)

/**
 * Every path through submit (valid or not), send success → closed → clear after REVIEW_RESET, journal
 * change (editing and closed), refusal edits. Each step is checked against spec 2 §4-§5, not the model.
 */
const options: ReplayOptions<typeof lessonReviewMachine> = {
  machine: lessonReviewMachine,
  input: { review: L1, today: TODAY },
  events: (s) => {
    const c = s.context
    if (value(s) === 'sending') return []
    const events: { type: string; [k: string]: unknown }[] = []
    if (value(s) === 'editing' && c.resets <= 1)
      for (const values of [LOW, RECOMMEND, BLANK_HIGH, FUTURE]) events.push({ type: 'review.submit', values })
    if (c.review?.journalID === 1 && c.error === null) events.push({ type: 'journal.change', review: L2 })
    if (value(s) === 'editing' && c.review?.journalID === 2) events.push({ type: 'journal.change', review: L2 })
    return events as never
  },
  outcomes: { sendReview: { outputs: [{ ok: true }] } },
  actions: { closeForm: ((_: unknown, p: { journalID: number }) => void closed.push(p.journalID)) as never },
  traversalLimit: 50000,
  assertState: (s) => {
    const c = s.context
    expect(s.hasTag('busy')).toBe(value(s) === 'sending')
    expect(selectCanSend(s)).toBe(value(s) === 'editing' && c.review !== null)
    if (value(s) === 'sending') expect(c.sent?.journalID).toBe(c.review!.journalID)
  },
  assertStep: (event, before, after) => {
    const b = before.context
    const a = after.context
    switch (event.type) {
      case 'review.submit': {
        const values = (event as unknown as { values: ReviewValues }).values
        expect(value(after)).toBe(sendable(values) ? 'sending' : 'editing')
        if (sendable(values)) expect(a.sent).toEqual(payloadOf(b.review!, values))
        else expect(a).toEqual(b)
        break
      }
      case 'xstate.done.actor.sendReview':
        if ((event.output as { ok: boolean }).ok) {
          expect(value(after)).toBe('closed')
          expect(closed.at(-1)).toBe(b.review!.journalID)
        } else {
          expect(value(after)).toBe('editing')
          expect(a.error).toEqual({ code: 'refused', message: 'Вы уже оставили отзыв об этом занятии' })
          // the form is not cleared: what the user entered stays
          expect([a.sent, a.resets, a.review]).toEqual([b.sent, b.resets, b.review])
        }
        break
      case 'xstate.error.actor.sendReview':
        expect(value(after)).toBe('editing')
        expect(a.error).toEqual({ code: 'failed' })
        expect([a.sent, a.resets, a.review]).toEqual([b.sent, b.resets, b.review])
        break
      case 'journal.change':
        expect(a.review).toEqual(L2)
        expect(value(after)).toBe(value(before))
        if (b.review?.journalID === 2) {
          expect(a).toEqual(b) // the same lesson: nothing clears
        } else {
          // a new journalID: the form clears rating, room rating and text; the date stays (no reset)
          expect(selectJournalID(after)).toBe(2)
          expect(a.resets).toBe(b.resets)
        }
        break
      case 'review.edit':
        expect(a.error).toBeNull()
        expect(value(after)).toBe('editing')
        break
      default:
        if (event.type.startsWith('xstate.after.')) {
          expect(value(after)).toBe('editing')
          // everything clears, the date back to today
          expect(selectResets(after)).toBe(b.resets + 1)
          expect([a.sent, a.error]).toEqual([null, null])
        }
    }
  },
}

/** Refusal and failure: nothing clears, the error shows, an edit takes it away, sending again is possible. */
const failures: ReplayOptions<typeof lessonReviewMachine> = {
  ...options,
  events: (s) => {
    const c = s.context
    if (value(s) !== 'editing' || c.resets > 0) return []
    const events: { type: string; [k: string]: unknown }[] = [{ type: 'review.submit', values: LOW }]
    if (c.error !== null) events.push({ type: 'review.edit' })
    return events as never
  },
  outcomes: {
    sendReview: {
      outputs: [{ ok: true }, { ok: false, message: 'Вы уже оставили отзыв об этом занятии' }],
      error: new Error('network'),
    },
  },
}

for (const [name, model, parts] of [
  [
    'lesson review form: submit, journal change, send, close, clear',
    options,
    ['done:sendReview', 'after:REVIEW_RESET', 'journal.change', 'review.submit'],
  ],
  ['lesson review form: refusal and failure', failures, ['done:sendReview', 'error:sendReview', 'review.edit']],
] as const) {
  describe(name, () => {
    const paths = modelPaths(model)
    it('covers its events', () => {
      const names = paths.map(describePath).join('\n')
      expect(paths.length).toBeGreaterThan(5)
      for (const part of parts) expect(names).toContain(part)
    })
    it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
      await replayPath(model, path)
    })
  })
}
