import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ReviewItem, ReviewPayload, SendAnswer } from '@/api/review'
import { isReviewValid, lessonReviewMachine, payloadOf } from '@/machines/review/lesson-review.machine'
import { selectCanSubmit, selectCommentMissing, selectPrompt } from '@/machines/review/lesson-review.selectors'
import { REVIEW_RESET_DELAY_MS } from '@/lib/constants/review'

const L1: ReviewItem = {
  journalID: 1,
  num: 2,
  aud: '1-305',
  dis: 'Базы данных',
  type: 'Лекция',
  time: '10:15–11:50',
  teacher: 'Павлова Мария Александровна',
}
const L2: ReviewItem = { ...L1, journalID: 2, aud: '8-412', type: 'Лабораторная работа' }
const TODAY = '2026-11-23'

function start(answer: (p: ReviewPayload) => Promise<SendAnswer>) {
  const sent: ReviewPayload[] = []
  const closed: number[] = []
  const actor = createActor(
    lessonReviewMachine.provide({
      actors: { sendReview: fromPromise<SendAnswer, ReviewPayload>(({ input }) => (sent.push(input), answer(input))) },
      actions: { closeForm: (_: unknown, p: { journalID: number }) => void closed.push(p.journalID) },
    }),
    { input: { review: L1, today: TODAY } },
  ).start()
  return { actor, sent, closed }
}

afterEach(() => vi.useRealTimers())

describe('review validity (spec 2 §5)', () => {
  it.each([
    [null, '', false],
    [1, '', false],
    [1, '   ', false],
    [1, 'плохо', true],
    [2, '', true],
    [3, '', true],
    [4, '', true],
    [5, '', false],
    [5, ' \n ', false],
    [5, '\u200B\u200B', false],
    [1, '\u200D\uFEFF', false],
    [5, 'супер', true],
    [0, 'x', false],
    [6, 'x', false],
  ] as const)('mark %s, comment %j → %s', (mark, text, valid) => {
    expect(isReviewValid(mark, text)).toBe(valid)
  })
})

describe('lesson review machine', () => {
  it('starts with today as the date, nothing rated, the room rating hidden and submit refused', () => {
    const { actor, sent } = start(async () => ({ ok: true }))
    const s = actor.getSnapshot()
    expect(s.context).toMatchObject({ mark: null, markAud: null, roomShown: false, date: TODAY, text: '' })
    expect(selectCanSubmit(s)).toBe(false)
    actor.send({ type: 'review.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(sent).toEqual([])
  })

  it('prompt by rating and the comment error for 1 and 5', () => {
    const { actor } = start(async () => ({ ok: true }))
    const prompts = [1, 2, 3, 4, 5].map((mark) => {
      actor.send({ type: 'rating.set', mark })
      return [selectPrompt(actor.getSnapshot()), selectCommentMissing(actor.getSnapshot())]
    })
    expect(prompts).toEqual([
      ['low', true],
      ['low', false],
      ['low', false],
      ['recommend', false],
      ['high', true],
    ])
    actor.send({ type: 'comment.change', text: '  отлично  ' })
    expect(selectCommentMissing(actor.getSnapshot())).toBe(false)
    expect(selectCanSubmit(actor.getSnapshot())).toBe(true)
  })

  it('the room rating is ignored until the link reveals it', () => {
    const { actor } = start(async () => ({ ok: true }))
    actor.send({ type: 'roomRating.set', mark: 4 })
    expect(actor.getSnapshot().context.markAud).toBeNull()
    actor.send({ type: 'room.reveal' })
    actor.send({ type: 'roomRating.set', mark: 4 })
    expect(actor.getSnapshot().context.markAud).toBe(4)
  })

  it('sends the trimmed comment, closes with the journalID, and resets 500 ms later (date back to today)', async () => {
    vi.useFakeTimers()
    const { actor, sent, closed } = start(async () => ({ ok: true }))
    actor.send({ type: 'rating.set', mark: 5 })
    actor.send({ type: 'room.reveal' })
    actor.send({ type: 'roomRating.set', mark: 3 })
    actor.send({ type: 'date.change', date: '2026-11-20' })
    actor.send({ type: 'comment.change', text: '  Понятно объясняет  ' })
    actor.send({ type: 'review.submit' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toEqual([
      { journalID: 1, aud: '1-305', mark: 5, date: '2026-11-20', text: 'Понятно объясняет', markAud: 3 },
    ])
    expect(closed).toEqual([1])
    expect(actor.getSnapshot().value).toBe('closed')
    await vi.advanceTimersByTimeAsync(REVIEW_RESET_DELAY_MS - 1)
    expect(actor.getSnapshot().context.mark).toBe(5)
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toMatchObject({
      mark: null,
      markAud: null,
      roomShown: false,
      date: TODAY,
      text: '',
    })
  })

  it('a refusal keeps everything typed and shows the server message; a failure re-enables the button', async () => {
    const answers: (() => Promise<SendAnswer>)[] = [
      async () => ({ ok: false, message: 'Вы уже оставили отзыв об этом занятии' }),
      () => Promise.reject(new Error('offline')),
    ]
    const { actor, closed } = start(() => answers.shift()!())
    actor.send({ type: 'rating.set', mark: 1 })
    actor.send({ type: 'comment.change', text: 'Скучно' })
    actor.send({ type: 'review.submit' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context).toMatchObject({
      mark: 1,
      text: 'Скучно',
      error: { code: 'refused', message: 'Вы уже оставили отзыв об этом занятии' },
    })
    actor.send({ type: 'review.submit' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context).toMatchObject({ mark: 1, text: 'Скучно', error: { code: 'failed' } })
    expect(selectCanSubmit(actor.getSnapshot())).toBe(true)
    expect(closed).toEqual([])
  })

  it('changing the journal clears rating, room rating and text and hides the room rating; the date stays', () => {
    const { actor } = start(async () => ({ ok: true }))
    actor.send({ type: 'rating.set', mark: 4 })
    actor.send({ type: 'room.reveal' })
    actor.send({ type: 'roomRating.set', mark: 2 })
    actor.send({ type: 'comment.change', text: 'текст' })
    actor.send({ type: 'date.change', date: '2026-11-19' })
    actor.send({ type: 'journal.change', review: L2 })
    expect(actor.getSnapshot().context).toMatchObject({
      review: L2,
      mark: null,
      markAud: null,
      roomShown: false,
      text: '',
      date: '2026-11-19',
    })
  })

  it('a date after today is refused; clearing the date is allowed', () => {
    const { actor } = start(async () => ({ ok: true }))
    actor.send({ type: 'date.change', date: '2026-11-24' })
    expect(actor.getSnapshot().context.date).toBe(TODAY)
    actor.send({ type: 'date.change', date: null })
    expect(actor.getSnapshot().context.date).toBeNull()
    expect(payloadOf({ ...actor.getSnapshot().context, mark: 3 }).date).toBeNull()
  })
})
