import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ReviewItem, ReviewPayload, SendAnswer } from '@/api/review'
import { pendingReviewsMachine, reviewFormInList } from '@/machines/review/pending-reviews.machine'
import {
  selectCurrentReview,
  selectDialogVisible,
  selectFormRef,
  selectPendingCount,
} from '@/machines/review/pending-reviews.selectors'
import { REVIEW_CHECK_DELAY_MS, REVIEW_RESET_DELAY_MS } from '@/lib/constants/review'

const item = (journalID: number): ReviewItem => ({
  journalID,
  num: 1,
  aud: `a-${journalID}`,
  dis: `Д${journalID}`,
  type: 'Лекция',
  time: '08:30–10:05',
  teacher: 'Т',
})
const THREE = [item(1), item(2), item(3)]

function start(list: () => Promise<ReviewItem[]>, enabled = true, quiet?: boolean) {
  const counts: number[] = []
  const sent: ReviewPayload[] = []
  const actor = createActor(
    pendingReviewsMachine.provide({
      actors: {
        loadPendingReviews: fromPromise(list),
        lessonReview: reviewFormInList.provide({
          actors: {
            sendReview: fromPromise<SendAnswer, ReviewPayload>(async ({ input }) => (sent.push(input), { ok: true })),
          },
        }),
      },
    }),
    { input: { enabled, today: '2026-11-23', quiet } },
  )
  // The badge is a selector now: record each count the selector gives once the check has answered.
  actor.subscribe((s) => {
    if (s.matches('starting') || s.matches('waiting') || s.matches('loading')) return
    const count = selectPendingCount(s)
    if (counts.at(-1) !== count) counts.push(count)
  })
  actor.start()
  return { actor, counts, sent }
}

async function submit(actor: ReturnType<typeof start>['actor'], mark: number, text = '') {
  const form = selectFormRef(actor.getSnapshot())!
  form.send({ type: 'review.submit', values: { mark, text, date: '2026-11-23', markAud: 0 } })
  await vi.advanceTimersByTimeAsync(0)
}

afterEach(() => vi.useRealTimers())

describe('pending reviews machine', () => {
  it('checks 1 s after start, then opens the dialog on the first pending review', async () => {
    vi.useFakeTimers()
    const list = vi.fn(async () => THREE)
    const { actor, counts } = start(list)
    await vi.advanceTimersByTimeAsync(REVIEW_CHECK_DELAY_MS - 1)
    expect(list).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(list).toHaveBeenCalledTimes(1)
    const s = actor.getSnapshot()
    expect(selectDialogVisible(s)).toBe(true)
    expect(selectPendingCount(s)).toBe(3)
    expect(counts).toEqual([3])
    expect(selectFormRef(s)!.getSnapshot().context.review).toEqual(item(1))
  })

  it('quiet (demo «Не открывать окна сами»): the check runs and the badge shows, but the dialog waits for the button', async () => {
    vi.useFakeTimers()
    const list = vi.fn(async () => THREE)
    const { actor, counts } = start(list, true, true)
    await vi.advanceTimersByTimeAsync(REVIEW_CHECK_DELAY_MS)
    expect(list).toHaveBeenCalledTimes(1)
    expect(selectDialogVisible(actor.getSnapshot())).toBe(false)
    expect(selectPendingCount(actor.getSnapshot())).toBe(3)
    expect(counts).toEqual([3])
    actor.send({ type: 'dialog.open' })
    expect(selectDialogVisible(actor.getSnapshot())).toBe(true)
    expect(selectFormRef(actor.getSnapshot())!.getSnapshot().context.review).toEqual(item(1))
  })

  it('disabled (journalsReview off): never asks', async () => {
    vi.useFakeTimers()
    const list = vi.fn(async () => THREE)
    const { actor } = start(list, false)
    await vi.advanceTimersByTimeAsync(5 * REVIEW_CHECK_DELAY_MS)
    expect(list).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe('disabled')
  })

  it('none pending or a failed check: no badge, no dialog', async () => {
    vi.useFakeTimers()
    for (const list of [async () => [], () => Promise.reject(new Error('x'))]) {
      const { actor, counts } = start(list as () => Promise<ReviewItem[]>)
      await vi.advanceTimersByTimeAsync(REVIEW_CHECK_DELAY_MS)
      expect(actor.getSnapshot().value).toBe('done')
      expect(selectPendingCount(actor.getSnapshot())).toBe(0)
      expect(counts).toEqual([0])
    }
  })

  it('pager moves the form to another lesson and clears what was entered', async () => {
    vi.useFakeTimers()
    const { actor } = start(async () => THREE)
    await vi.advanceTimersByTimeAsync(REVIEW_CHECK_DELAY_MS)
    const form = selectFormRef(actor.getSnapshot())!
    actor.send({ type: 'pager.go', index: 2 })
    expect(selectCurrentReview(actor.getSnapshot())).toEqual(item(3))
    // the form clears what was entered on the new journalID (its fields live in react-hook-form), keeping the date
    expect(form.getSnapshot().context).toMatchObject({ review: item(3), resets: 0 })
    actor.send({ type: 'pager.go', index: 3 })
    actor.send({ type: 'pager.go', index: -1 })
    expect(actor.getSnapshot().context.index).toBe(2)
  })

  it('a sent review is removed at once, the dialog hides, the next opens after the reset; the badge goes 3 → 1 → none', async () => {
    vi.useFakeTimers()
    const { actor, counts, sent } = start(async () => THREE)
    await vi.advanceTimersByTimeAsync(REVIEW_CHECK_DELAY_MS)
    await submit(actor, 5, 'Отлично')
    expect(selectPendingCount(actor.getSnapshot())).toBe(2)
    expect(selectDialogVisible(actor.getSnapshot())).toBe(false)
    await vi.advanceTimersByTimeAsync(REVIEW_RESET_DELAY_MS)
    expect(selectDialogVisible(actor.getSnapshot())).toBe(true)
    const form = selectFormRef(actor.getSnapshot())!
    // a new lesson, and the form told to clear everything (the date back to today)
    expect(form.getSnapshot().context).toMatchObject({ review: item(2), resets: 1, sent: null, error: null })
    await submit(actor, 3)
    await vi.advanceTimersByTimeAsync(REVIEW_RESET_DELAY_MS)
    expect(selectPendingCount(actor.getSnapshot())).toBe(1)
    expect(selectCurrentReview(actor.getSnapshot())).toEqual(item(3))
    // closing the dialog keeps the badge; the button reopens it
    actor.send({ type: 'dialog.close' })
    expect(selectDialogVisible(actor.getSnapshot())).toBe(false)
    expect(selectPendingCount(actor.getSnapshot())).toBe(1)
    actor.send({ type: 'dialog.open' })
    await submit(actor, 2)
    await vi.advanceTimersByTimeAsync(REVIEW_RESET_DELAY_MS)
    expect(actor.getSnapshot().value).toBe('done')
    expect(selectPendingCount(actor.getSnapshot())).toBe(0)
    expect(counts).toEqual([3, 2, 1, 0])
    expect(sent.map((p) => [p.journalID, p.mark, p.text])).toEqual([
      [1, 5, 'Отлично'],
      [2, 3, ''],
      [3, 2, ''],
    ])
  })

  it('sending the last of the list from the middle keeps the index in range', async () => {
    vi.useFakeTimers()
    const { actor } = start(async () => THREE)
    await vi.advanceTimersByTimeAsync(REVIEW_CHECK_DELAY_MS)
    actor.send({ type: 'pager.go', index: 2 })
    await submit(actor, 3)
    expect(actor.getSnapshot().context.index).toBe(1)
    await vi.advanceTimersByTimeAsync(REVIEW_RESET_DELAY_MS)
    expect(selectFormRef(actor.getSnapshot())!.getSnapshot().context.review).toEqual(item(2))
  })
})
