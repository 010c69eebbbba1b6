import { assign, fromPromise, sendParent, sendTo, setup } from 'xstate'
import type { ReviewItem } from '@/api/review'
import { lessonReviewMachine } from './lesson-review.machine'
import { REVIEW_CHECK_DELAY_MS, REVIEW_RESET_DELAY_MS } from './review.constants'

/**
 * Pending teacher reviews behind the floating button (spec 1 Shell: review dialog).
 *
 *   disabled (signed out or init.journalsReview off)
 *   waiting ─after REVIEW_CHECK (1 s)→ loading ─[some]→ reviewing.open (the first one)   ─[none]→ done
 *   reviewing: open ⇄ closed (dialog.close / dialog.open); pager.go moves between pending reviews
 *     open ─review.sent(journalID)→ switching: the sent one is removed at once (badge counts down),
 *       the dialog is hidden; after REVIEW_RESET the next opens, or → done (no badge) when none remain.
 *   load failure → done silently (like the other initialization calls).
 * The form is the invoked child `lessonReview`; it reports success with 'review.sent'.
 */
export interface PendingContext {
  reviews: ReviewItem[]
  index: number
  today: string
  enabled: boolean
}

export type PendingEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'pager.go'; index: number }
  | { type: 'review.sent'; journalID: number }

export interface PendingInput {
  enabled: boolean
  today: string
}

/** The form as the pending list runs it: closing tells the parent which journal was sent. */
export const reviewFormInList = lessonReviewMachine.provide({
  actions: {
    closeForm: sendParent((_, params: { journalID: number }) => ({ type: 'review.sent', journalID: params.journalID })),
  },
})

const current = (context: PendingContext) => context.reviews[Math.min(context.index, context.reviews.length - 1)] ?? null

export const pendingReviewsMachine = setup({
  types: {
    context: {} as PendingContext,
    events: {} as PendingEvent,
    input: {} as PendingInput,
  },
  actors: {
    loadPendingReviews: fromPromise<ReviewItem[]>(() => Promise.reject(new Error('not provided'))),
    lessonReview: reviewFormInList,
  },
  actions: {
    /** Supplied at mount: writes the badge counter (pendingReviewCount). */
    publishCount: (_, _params: { count: number }) => {},
    showCurrent: sendTo('lessonReview', ({ context }) => ({ type: 'journal.change' as const, review: current(context)! })),
  },
  guards: {
    isEnabled: ({ context }) => context.enabled,
    hasReviews: ({ context }) => context.reviews.length > 0,
    isOtherPage: ({ context, event }) => event.type === 'pager.go' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.reviews.length && event.index !== context.index,
    isCurrentSent: ({ context, event }) => event.type === 'review.sent' && context.reviews.some((r) => r.journalID === event.journalID),
  },
  delays: { REVIEW_CHECK: REVIEW_CHECK_DELAY_MS, REVIEW_RESET: REVIEW_RESET_DELAY_MS },
}).createMachine({
  id: 'pendingReviews',
  context: ({ input }) => ({ reviews: [], index: 0, today: input.today, enabled: input.enabled }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isEnabled', target: 'waiting' }, { target: 'disabled' }],
    },
    disabled: {},
    waiting: {
      after: { REVIEW_CHECK: 'loading' },
    },
    loading: {
      invoke: {
        id: 'loadPendingReviews',
        src: 'loadPendingReviews',
        onDone: [
          {
            guard: ({ event }) => event.output.length > 0,
            target: 'reviewing',
            actions: [assign({ reviews: ({ event }) => event.output, index: 0 }), { type: 'publishCount', params: ({ event }) => ({ count: event.output.length }) }],
          },
          { target: 'done', actions: { type: 'publishCount', params: { count: 0 } } },
        ],
        onError: { target: 'done', actions: { type: 'publishCount', params: { count: 0 } } },
      },
    },
    reviewing: {
      invoke: {
        id: 'lessonReview',
        src: 'lessonReview',
        input: ({ context }) => ({ review: current(context), today: context.today }),
      },
      initial: 'open',
      states: {
        open: {
          on: {
            'dialog.close': 'closed',
            'pager.go': { guard: 'isOtherPage', actions: [assign({ index: ({ event }) => event.index }), 'showCurrent'] },
            'review.sent': {
              guard: 'isCurrentSent',
              target: 'switching',
              actions: [
                assign(({ context, event }) => {
                  const reviews = context.reviews.filter((r) => r.journalID !== event.journalID)
                  return { reviews, index: Math.min(context.index, Math.max(reviews.length - 1, 0)) }
                }),
                { type: 'publishCount', params: ({ context }) => ({ count: context.reviews.length }) },
              ],
            },
          },
        },
        closed: {
          on: { 'dialog.open': 'open' },
        },
        switching: {
          after: {
            REVIEW_RESET: [{ guard: 'hasReviews', target: 'open', actions: 'showCurrent' }, { target: '#pendingReviews.done' }],
          },
        },
      },
    },
    done: {},
  },
})
