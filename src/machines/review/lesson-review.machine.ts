import { assign, setup } from 'xstate'
import { hasVisibleText } from '@/lib/validation'
import type { ReviewItem, ReviewPayload, SendAnswer } from '@/api/review'
import { sendReviewActor } from './lesson-review.actors'
import {
  RATING_MAX,
  RATING_MIN,
  RATING_NO_COMMENT_MAX,
  RATING_NO_COMMENT_MIN,
  REVIEW_RESET_DELAY_MS,
} from '@/lib/constants/review'

/**
 * The lesson review form ('Отзыв о занятии', spec 2 §4 Review form, §5).
 *
 *   editing ─review.submit [valid]→ sending ─state 1→ closed ─after REVIEW_RESET→ editing (reset)
 *                                      └─ refused / failed → editing (error kept, text kept)
 *   journal.change (editing, closed): new lesson; rating, room rating, text cleared, room rating hidden.
 *
 * Valid only with a teacher rating, and either the rating is 2-4 or the trimmed comment is non-blank.
 * On success `closeForm` carries the journalID (the pending-reviews machine removes it and opens the next).
 */
export type SendError = { code: 'refused'; message: string | null } | { code: 'failed' }

export interface LessonReviewContext {
  review: ReviewItem | null
  mark: number | null
  markAud: number | null
  roomShown: boolean
  /** yyyy-mm-dd or null (the date is optional). */
  date: string | null
  text: string
  today: string
  error: SendError | null
}

export type LessonReviewEvent =
  | { type: 'rating.set'; mark: number }
  | { type: 'roomRating.set'; mark: number }
  | { type: 'room.reveal' }
  | { type: 'comment.change'; text: string }
  | { type: 'date.change'; date: string | null }
  | { type: 'journal.change'; review: ReviewItem }
  | { type: 'review.submit' }

export interface LessonReviewInput {
  review: ReviewItem | null
  /** Today as yyyy-mm-dd: the date's default and its maximum. */
  today: string
}

const inScale = (n: number) => Number.isInteger(n) && n >= RATING_MIN && n <= RATING_MAX

/** The spec's rule, shared by the machine's guard and the screen's selectors: a comment needs a visible character. */
export function isReviewValid(mark: number | null, text: string): boolean {
  if (mark === null || !inScale(mark)) return false
  return (mark >= RATING_NO_COMMENT_MIN && mark <= RATING_NO_COMMENT_MAX) || hasVisibleText(text)
}

/** The payload sent (spec 2 §3): comment trimmed; markAud 0 when the room was not rated. */
export function payloadOf(context: LessonReviewContext): ReviewPayload {
  return {
    journalID: context.review!.journalID,
    aud: context.review!.aud,
    mark: context.mark!,
    date: context.date,
    text: context.text.trim(),
    markAud: context.roomShown && context.markAud !== null ? context.markAud : 0,
  }
}

const cleared = { mark: null, markAud: null, roomShown: false, text: '', error: null }

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
  },
  guards: {
    isValid: ({ context }) => context.review !== null && isReviewValid(context.mark, context.text),
    isAccepted: ({ event }) => (event as unknown as { output: SendAnswer }).output.ok,
    isNewJournal: ({ context, event }) =>
      event.type === 'journal.change' && event.review.journalID !== context.review?.journalID,
  },
  delays: { REVIEW_RESET: REVIEW_RESET_DELAY_MS },
}).createMachine({
  id: 'lessonReview',
  context: ({ input }) => ({ review: input.review, ...cleared, date: input.today, today: input.today }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'rating.set': {
          guard: ({ event }) => inScale(event.mark),
          actions: assign({ mark: ({ event }) => event.mark, error: null }),
        },
        'roomRating.set': {
          guard: ({ context, event }) => context.roomShown && inScale(event.mark),
          actions: assign({ markAud: ({ event }) => event.mark }),
        },
        'room.reveal': { actions: assign({ roomShown: true }) },
        'comment.change': { actions: assign({ text: ({ event }) => event.text, error: null }) },
        'date.change': {
          actions: assign({
            date: ({ context, event }) => (event.date && event.date > context.today ? context.date : event.date),
          }),
        },
        'journal.change': {
          guard: 'isNewJournal',
          actions: assign(({ event }) => ({ review: event.review, ...cleared })),
        },
        'review.submit': { guard: 'isValid', target: 'sending', actions: assign({ error: null }) },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendReview',
        src: 'sendReview',
        input: ({ context }) => payloadOf(context),
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
      on: {
        'journal.change': {
          guard: 'isNewJournal',
          actions: assign(({ event }) => ({ review: event.review, ...cleared })),
        },
      },
      after: {
        REVIEW_RESET: { target: 'editing', actions: assign(({ context }) => ({ ...cleared, date: context.today })) },
      },
    },
  },
})
