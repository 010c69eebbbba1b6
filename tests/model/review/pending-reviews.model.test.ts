import { describe, expect, it } from 'vitest'
import type { ReviewItem } from '@/api/review'
import { pendingReviewsMachine } from '@/machines/review/pending-reviews.machine'
import { selectDialogVisible, selectPendingCount } from '@/machines/review/pending-reviews.selectors'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

const item = (journalID: number): ReviewItem => ({
  journalID,
  num: 1,
  aud: 'a',
  dis: 'd',
  type: 't',
  time: '08:30',
  teacher: 'T',
})
const THREE = [item(1), item(2), item(3)]

type Snap = Parameters<NonNullable<ReplayOptions<typeof pendingReviewsMachine>['assertState']>>[0]
const sub = (s: Snap) => (s.value as { reviewing?: string }).reviewing

/**
 * The pending list behind the floating button (spec 1 Shell): check 1 s after load, the dialog opens on
 * the first pending review, the pager moves, a sent review is removed and the next opens after
 * REVIEW_RESET, the badge disappears when none remain. The form child is stubbed; its 'review.sent'
 * is an event of the model.
 */
const options: ReplayOptions<typeof pendingReviewsMachine> = {
  machine: pendingReviewsMachine,
  input: { enabled: true, today: '2026-11-23' },
  events: (s) => {
    const c = s.context
    const events: { type: string; [k: string]: unknown }[] = []
    if (sub(s) === 'open') {
      events.push({ type: 'dialog.close' })
      for (let i = 0; i < c.reviews.length; i++) if (i !== c.index) events.push({ type: 'pager.go', index: i })
      const current = c.reviews[c.index]
      if (current) events.push({ type: 'review.sent', journalID: current.journalID })
      events.push({ type: 'review.sent', journalID: 99 }) // not in the list: ignored
    }
    if (sub(s) === 'closed') events.push({ type: 'dialog.open' })
    return events as never
  },
  outcomes: { loadPendingReviews: { outputs: [THREE, []], error: new Error('offline') }, lessonReview: {} },
  traversalLimit: 5000,
  assertState: (s) => {
    expect(selectDialogVisible(s)).toBe(sub(s) === 'open')
    if (s.matches('reviewing')) {
      expect(s.context.index).toBeGreaterThanOrEqual(0)
      expect(s.context.index).toBeLessThan(Math.max(s.context.reviews.length, 1))
    } else expect(selectPendingCount(s)).toBe(0)
  },
  assertStep: (event, before, after) => {
    const b = before.context
    const a = after.context
    if (event.type === 'xstate.after.REVIEW_CHECK.pendingReviews.waiting') expect(after.value).toBe('loading')
    if (event.type === 'xstate.done.actor.loadPendingReviews') {
      const list = event.output as ReviewItem[]
      expect(selectPendingCount(after)).toBe(list.length)
      if (list.length) {
        expect(after.value).toEqual({ reviewing: b.quiet ? 'closed' : 'open' })
        expect(a.index).toBe(0)
      } else expect(after.value).toBe('done')
    }
    if (event.type === 'xstate.error.actor.loadPendingReviews') expect(after.value).toBe('done')
    if (event.type === 'pager.go') expect(a.index).toBe((event as unknown as { index: number }).index)
    if (event.type === 'review.sent') {
      const id = (event as unknown as { journalID: number }).journalID
      if (b.reviews.some((r) => r.journalID === id)) {
        expect(a.reviews.map((r) => r.journalID)).toEqual(
          b.reviews.filter((r) => r.journalID !== id).map((r) => r.journalID),
        )
        expect(selectPendingCount(after)).toBe(a.reviews.length)
        expect(sub(after)).toBe('switching')
      } else expect(a).toEqual(b)
    }
    if (event.type.startsWith('xstate.after.REVIEW_RESET')) {
      if (b.reviews.length) expect(after.value).toEqual({ reviewing: 'open' })
      else {
        expect(after.value).toBe('done')
        expect(selectPendingCount(after)).toBe(0)
      }
    }
    if (event.type === 'dialog.close') expect(sub(after)).toBe('closed')
    if (event.type === 'dialog.open') expect(sub(after)).toBe('open')
  },
}

describe('pending reviews model', () => {
  const paths = modelPaths(options)
  it('reaches the end with no reviews left', () => {
    expect(
      paths.some((p) => p.steps.filter((s) => s.event.type === 'review.sent').length === 3 && p.state.value === 'done'),
    ).toBe(true)
  })
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    await replayPath(options, path)
  })
})

describe('pending reviews, journalsReview off', () => {
  const off = { ...options, input: { enabled: false, today: '2026-11-23' } }
  const paths = modelPaths(off)
  it('stays disabled', () => {
    expect(paths.every((p) => p.state.value === 'disabled')).toBe(true)
  })
})

describe('pending reviews, quiet (demo «Не открывать окна сами»)', () => {
  const quiet = { ...options, input: { enabled: true, today: '2026-11-23', quiet: true } }
  const paths = modelPaths(quiet)
  it('never opens the dialog by itself: every open follows the button', () => {
    for (const p of paths) {
      const opened = p.steps.findIndex((s) => (s.state.value as { reviewing?: string }).reviewing === 'open')
      if (opened >= 0) expect(p.steps.slice(0, opened + 1).some((s) => s.event.type === 'dialog.open')).toBe(true)
    }
    expect(paths.some((p) => p.steps.some((s) => s.event.type === 'dialog.open'))).toBe(true)
  })
  it.each(paths.slice(0, 12).map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    await replayPath(quiet, path)
  })
})
