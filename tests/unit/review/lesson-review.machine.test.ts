import { afterEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  blankReviewFields,
  isCommentMissing,
  isReviewValid,
  reviewFormSchema,
  reviewPrompt,
  type ReviewFormFields,
  type ReviewItem,
  type ReviewPayload,
  type ReviewValues,
  type SendAnswer,
} from '@/api/review'
import { lessonReviewMachine, payloadOf } from '@/machines/review/lesson-review.machine'
import { selectCanSend, selectJournalID, selectResets } from '@/machines/review/lesson-review.selectors'
import { REVIEW_RESET_DELAY_MS } from '@/lib/constants/review'
import { reviewServerTexts, reviewTexts } from '@/texts/ru/review'

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
const schema = reviewFormSchema(TODAY)
const fields = (over: Partial<ReviewFormFields>): ReviewFormFields => ({ ...blankReviewFields(TODAY), ...over })
/** What the form hands over on submit: the schema's output, or the messages per field. */
function parse(over: Partial<ReviewFormFields>) {
  const r = v.safeParse(schema, fields(over))
  if (r.success) return { values: r.output }
  return { issues: Object.fromEntries(r.issues.map((i) => [i.path?.map((p) => p.key).join('.'), i.message])) }
}
const values = (over: Partial<ReviewFormFields>) => parse(over).values as ReviewValues

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
  ] as const)('mark %s, comment %j → %s (the rule and the form schema agree)', (mark, text, valid) => {
    expect(isReviewValid(mark, text)).toBe(valid)
    expect(v.safeParse(schema, fields({ mark, text })).success).toBe(valid)
  })

  it('the schema words each problem on its field', () => {
    expect(parse({}).issues).toEqual({ mark: reviewTexts.ratingRequired })
    expect(parse({ mark: 5, text: ' ' }).issues).toEqual({ text: reviewTexts.commentRequired })
    expect(parse({ mark: 3, text: 'x'.repeat(2001) }).issues).toEqual({ text: reviewServerTexts.commentTooLong })
    expect(parse({ mark: 3, date: '2026-11-24' }).issues).toEqual({ date: reviewServerTexts.dateInFuture })
  })
})

describe('lesson review form', () => {
  it('starts with today as the date, nothing rated, the room rating hidden and submit refused', () => {
    expect(blankReviewFields(TODAY)).toEqual({ mark: null, markAud: null, roomShown: false, date: TODAY, text: '' })
    const { actor, sent } = start(async () => ({ ok: true }))
    const s = actor.getSnapshot()
    expect(selectCanSend(s)).toBe(true)
    expect(parse({}).values).toBeUndefined()
    // values that bypass the schema are refused by the machine too
    actor.send({ type: 'review.submit', values: { mark: 5, text: '', date: TODAY, markAud: 0 } })
    actor.send({ type: 'review.submit', values: { mark: 3, text: '', date: '2026-11-24', markAud: 0 } })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(sent).toEqual([])
  })

  it('prompt by rating and the comment error for 1 and 5', () => {
    const prompts = [1, 2, 3, 4, 5].map((mark) => [reviewPrompt(mark), isCommentMissing(mark, '')])
    expect(prompts).toEqual([
      ['low', true],
      ['low', false],
      ['low', false],
      ['recommend', false],
      ['high', true],
    ])
    expect(reviewPrompt(null)).toBeNull()
    expect(isCommentMissing(null, '')).toBe(false)
    expect(isCommentMissing(5, '  отлично  ')).toBe(false)
    expect(parse({ mark: 5, text: '  отлично  ' }).values).toBeDefined()
  })

  it('the room rating is ignored until the link reveals it', () => {
    expect(values({ mark: 3, markAud: 4 }).markAud).toBe(0)
    expect(values({ mark: 3, markAud: 4, roomShown: true }).markAud).toBe(4)
    expect(values({ mark: 3, markAud: null, roomShown: true }).markAud).toBe(0)
  })

  it('sends the trimmed comment, closes with the journalID, and clears the form 500 ms later (date back to today)', async () => {
    vi.useFakeTimers()
    const { actor, sent, closed } = start(async () => ({ ok: true }))
    const typed = values({ mark: 5, roomShown: true, markAud: 3, date: '2026-11-20', text: '  Понятно объясняет  ' })
    actor.send({ type: 'review.submit', values: typed })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(selectCanSend(actor.getSnapshot())).toBe(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toEqual([
      { journalID: 1, aud: '1-305', mark: 5, date: '2026-11-20', text: 'Понятно объясняет', markAud: 3 },
    ])
    expect(closed).toEqual([1])
    expect(actor.getSnapshot().value).toBe('closed')
    await vi.advanceTimersByTimeAsync(REVIEW_RESET_DELAY_MS - 1)
    expect(selectResets(actor.getSnapshot())).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toBe('editing')
    expect(selectResets(actor.getSnapshot())).toBe(1)
    expect(actor.getSnapshot().context).toMatchObject({ sent: null, error: null })
  })

  it('a refusal keeps the sent values and shows the server message; a failure re-enables the button', async () => {
    const answers: (() => Promise<SendAnswer>)[] = [
      async () => ({ ok: false, message: 'Вы уже оставили отзыв об этом занятии' }),
      () => Promise.reject(new Error('offline')),
    ]
    const { actor, closed } = start(() => answers.shift()!())
    const typed = values({ mark: 1, text: 'Скучно' })
    actor.send({ type: 'review.submit', values: typed })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context).toMatchObject({
      sent: payloadOf(L1, typed),
      error: { code: 'refused', message: 'Вы уже оставили отзыв об этом занятии' },
      resets: 0,
    })
    actor.send({ type: 'review.submit', values: typed })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context).toMatchObject({ sent: { mark: 1, text: 'Скучно' }, error: { code: 'failed' } })
    expect(selectCanSend(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'review.edit' })
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(closed).toEqual([])
  })

  it('changing the journal clears rating, room rating and text and hides the room rating; the date stays', () => {
    const { actor } = start(async () => ({ ok: true }))
    actor.send({ type: 'journal.change', review: L2 })
    // the form clears its rating, room rating and text on the new journalID, and keeps the date
    expect(selectJournalID(actor.getSnapshot())).toBe(2)
    expect(actor.getSnapshot().context).toMatchObject({ review: L2, resets: 0 })
    const before = actor.getSnapshot()
    actor.send({ type: 'journal.change', review: L2 })
    expect(actor.getSnapshot()).toBe(before)
  })

  it('a date after today is refused; clearing the date is allowed', () => {
    expect(parse({ mark: 3, date: '2026-11-24' }).values).toBeUndefined()
    expect(values({ mark: 3, date: null }).date).toBeNull()
    expect(payloadOf(L1, values({ mark: 3, date: null })).date).toBeNull()
  })
})
