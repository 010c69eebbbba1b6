import { describe, expect, it } from 'vitest'
import type { ReviewItem } from '@/api/review'
import { isReviewValid, lessonReviewMachine } from '@/machines/review/lesson-review.machine'
import { selectCanSubmit, selectCommentMissing, selectPrompt } from '@/machines/review/lesson-review.selectors'
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
 * Every path through rating (1, 3, 4, 5), the room link and room rating, comment (text / blank), date,
 * journal change, submit (valid or not), send success → closed → reset after REVIEW_RESET, refusal
 * and failure. Each step is checked against spec 2 §4-§5, not against the model.
 */
const options: ReplayOptions<typeof lessonReviewMachine> = {
  machine: lessonReviewMachine,
  input: { review: L1, today: TODAY },
  events: (s) => {
    const c = s.context
    if (value(s) === 'sending') return []
    const events: { type: string; [k: string]: unknown }[] = []
    if (value(s) === 'editing') {
      // a first rating of each class (comment required low / none needed / required high), then a fix to 3
      if (c.mark === null) for (const mark of [1, 4, 5]) events.push({ type: 'rating.set', mark })
      else if (c.mark === 1) events.push({ type: 'rating.set', mark: 3 })
      if (!c.roomShown && c.mark === 4) events.push({ type: 'room.reveal' })
      if (c.roomShown && c.markAud === null) events.push({ type: 'roomRating.set', mark: 2 })
      if (c.text === '' && (c.mark === 1 || c.mark === 5)) events.push({ type: 'comment.change', text: '   ' })
      if (c.text === '   ') events.push({ type: 'comment.change', text: 'Понятно' })
      events.push({ type: 'review.submit' })
    }
    if (c.review?.journalID === 1 && c.error === null && ((c.mark !== null && c.text === '') || value(s) === 'closed'))
      events.push({ type: 'journal.change', review: L2 })
    return events as never
  },
  outcomes: { sendReview: { outputs: [{ ok: true }] } },
  actions: { closeForm: ((_: unknown, p: { journalID: number }) => void closed.push(p.journalID)) as never },
  traversalLimit: 50000,
  assertState: (s) => {
    const c = s.context
    expect(s.hasTag('busy')).toBe(value(s) === 'sending')
    expect(selectCommentMissing(s)).toBe((c.mark === 1 || c.mark === 5) && c.text.trim() === '')
    expect(selectCanSubmit(s)).toBe(value(s) === 'editing' && isReviewValid(c.mark, c.text))
    if (c.mark !== null) expect(selectPrompt(s)).toBe(c.mark < 4 ? 'low' : c.mark === 4 ? 'recommend' : 'high')
    if (!c.roomShown) expect(c.markAud).toBeNull()
  },
  assertStep: (event, before, after) => {
    const b = before.context
    const a = after.context
    switch (event.type) {
      case 'review.submit':
        expect(value(after)).toBe(isReviewValid(b.mark, b.text) ? 'sending' : 'editing')
        break
      case 'xstate.done.actor.sendReview':
        if ((event.output as { ok: boolean }).ok) {
          expect(value(after)).toBe('closed')
          expect(closed.at(-1)).toBe(b.review!.journalID)
        } else {
          expect(value(after)).toBe('editing')
          expect(a.error).toEqual({ code: 'refused', message: 'Вы уже оставили отзыв об этом занятии' })
          expect([a.mark, a.text, a.markAud, a.date]).toEqual([b.mark, b.text, b.markAud, b.date])
        }
        break
      case 'xstate.error.actor.sendReview':
        expect(value(after)).toBe('editing')
        expect(a.error).toEqual({ code: 'failed' })
        expect([a.mark, a.text]).toEqual([b.mark, b.text])
        break
      case 'journal.change':
        expect(a.review).toEqual(L2)
        expect([a.mark, a.markAud, a.roomShown, a.text]).toEqual([null, null, false, ''])
        expect(a.date).toBe(b.date)
        expect(value(after)).toBe(value(before))
        break
      case 'rating.set':
        expect(a.mark).toBe((event as unknown as { mark: number }).mark)
        break
      case 'room.reveal':
        expect(a.roomShown).toBe(true)
        break
      default:
        if (event.type.startsWith('xstate.after.')) {
          expect(value(after)).toBe('editing')
          expect([a.mark, a.markAud, a.roomShown, a.text, a.date]).toEqual([null, null, false, '', TODAY])
        }
    }
  },
}

/** Refusal and failure: what was entered is kept, the error shows, sending again is possible. */
const failures: ReplayOptions<typeof lessonReviewMachine> = {
  ...options,
  events: (s) => {
    const c = s.context
    if (value(s) !== 'editing') return []
    const events: { type: string; [k: string]: unknown }[] = [{ type: 'review.submit' }]
    if (c.mark === null) events.push({ type: 'rating.set', mark: 1 })
    if (c.text === '') events.push({ type: 'comment.change', text: 'Понятно' })
    else if (c.error !== null) events.push({ type: 'comment.change', text: 'Понятно!' })
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
    'lesson review form: rating, room, comment, journal change, send, close, reset',
    options,
    ['done:sendReview', 'after:REVIEW_RESET', 'journal.change', 'room.reveal', 'roomRating.set'],
  ],
  ['lesson review form: refusal and failure', failures, ['done:sendReview', 'error:sendReview']],
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
