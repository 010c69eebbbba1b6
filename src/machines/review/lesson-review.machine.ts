import { assign, setup } from 'xstate'
import { isReviewValid, type ReviewItem, type ReviewPayload, type ReviewValues, type SendAnswer } from '@/api/review'
import { sendReviewActor } from './lesson-review.actors'
import { REVIEW_RESET_DELAY_MS } from '@/lib/constants/review'

/**
 * The lesson review form's lifecycle ('Отзыв о занятии', spec 2 §4 Review form, §5). react-hook-form owns
 * the fields (mark, room mark, date, comment; schema `reviewFormSchema` in src/api/review.ts); the
 * machine receives the parsed values in `review.submit`; the form clears itself when the lesson (journalID)
 * changes, keeping the date, and when `resets` counts up after a send, the date back to today.
 *
 *   editing ─review.submit(values) [valid]→ sending ─state 1→ closed ─after REVIEW_RESET→ editing (clear, date today)
 *                                              └─ refused / failed → editing (error kept; the form keeps the text)
 *   journal.change (editing, closed): new lesson; the form clears rating, room rating and text, the date stays.
 *
 * On success `closeForm` carries the journalID (the pending-reviews machine removes it and opens the next).
 */
export type SendError = { code: 'refused'; message: string | null } | { code: 'failed' }

export interface LessonReviewContext {
  review: ReviewItem | null
  today: string
  /** The payload being (or last) sent. */
  sent: ReviewPayload | null
  error: SendError | null
  /** Sent reviews cleared so far: each one tells the form to clear everything, the date back to today. */
  resets: number
}

export type LessonReviewEvent =
  | { type: 'review.submit'; values: ReviewValues }
  | { type: 'journal.change'; review: ReviewItem }
  | { type: 'review.edit' }

export interface LessonReviewInput {
  review: ReviewItem | null
  /** Today as yyyy-mm-dd: the date's default and its maximum. */
  today: string
}

/** The payload sent (spec 2 §3): the lesson's journalID and room with the form's values. */
export const payloadOf = (review: ReviewItem, values: ReviewValues): ReviewPayload => ({
  journalID: review.journalID,
  aud: review.aud,
  ...values,
})

export const lessonReviewMachine = setup({
  types: {
    context: {} as LessonReviewContext,
    events: {} as LessonReviewEvent,
    input: {} as LessonReviewInput,
  },
  actors: { sendReview: sendReviewActor },
  actions: {
    /** The form closes: supplied by the owner (the pending-reviews machine sends itself 'review.sent'). */
    closeForm: (_, _params: { journalID: number }) => {},
    /** A new lesson (the form clears rating, room rating and text when the journalID changes). */
    newLesson: assign(({ event }) => ({
      review: (event as Extract<LessonReviewEvent, { type: 'journal.change' }>).review,
      error: null,
    })),
  },
  guards: {
    isValid: ({ context, event }) =>
      context.review !== null &&
      event.type === 'review.submit' &&
      isReviewValid(event.values.mark, event.values.text) &&
      (event.values.date === null || event.values.date <= context.today),
    isAccepted: ({ event }) => (event as unknown as { output: SendAnswer }).output.ok,
    isNewJournal: ({ context, event }) =>
      event.type === 'journal.change' && event.review.journalID !== context.review?.journalID,
  },
  delays: { REVIEW_RESET: REVIEW_RESET_DELAY_MS },
}).createMachine({
  id: 'lessonReview',
  context: ({ input }) => ({
    review: input.review,
    today: input.today,
    sent: null,
    error: null,
    resets: 0,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        /** The user changed something after a refusal: the refusal's message goes. */
        'review.edit': { actions: assign({ error: null }) },
        'journal.change': { guard: 'isNewJournal', actions: 'newLesson' },
        'review.submit': {
          guard: 'isValid',
          target: 'sending',
          actions: assign({ error: null, sent: ({ context, event }) => payloadOf(context.review!, event.values) }),
        },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendReview',
        src: 'sendReview',
        input: ({ context }) => context.sent!,
        onDone: [
          {
            guard: 'isAccepted',
            target: 'closed',
            actions: { type: 'closeForm', params: ({ context }) => ({ journalID: context.review!.journalID }) },
          },
          {
            target: 'editing',
            actions: assign({
              error: ({ event }) => ({
                code: 'refused' as const,
                message: event.output.ok ? null : event.output.message,
              }),
            }),
          },
        ],
        onError: { target: 'editing', actions: assign({ error: { code: 'failed' as const } }) },
      },
    },
    closed: {
      on: { 'journal.change': { guard: 'isNewJournal', actions: 'newLesson' } },
      after: {
        REVIEW_RESET: {
          target: 'editing',
          actions: assign(({ context }) => ({
            sent: null,
            error: null,
            resets: context.resets + 1,
          })),
        },
      },
    },
  },
})
