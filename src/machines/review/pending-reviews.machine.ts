import { and, assign, sendParent, sendTo, setup } from 'xstate'
import type { ReviewItem } from '@/api/review'
import { lessonReviewMachine } from './lesson-review.machine'
import { loadPendingReviewsActor } from './pending-reviews.actors'
import { REVIEW_CHECK_DELAY_MS, REVIEW_RESET_DELAY_MS } from '@/lib/constants/review'

/**
 * Pending teacher reviews behind the floating button (spec 1 Shell: review dialog), spawned by the
 * session while signed in (systemId 'pendingReviews'), so it lives across page changes: once the student
 * closes the dialog it stays closed until the button reopens it or the next load.
 *
 *   disabled (init.journalsReview off)
 *   waiting ─after REVIEW_CHECK (1 s)→ loading ─[some]→ reviewing.open (the first one)   ─[none]→ done
 *                                               └[some, quiet]→ reviewing.closed (demo «Не открывать окна сами»)
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
  /** Do not open the dialog by itself (the demo's quiet prompts); the button still opens it. */
  quiet: boolean
}

export type PendingEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'pager.go'; index: number }
  | { type: 'review.sent'; journalID: number }

export interface PendingInput {
  enabled: boolean
  today: string
  quiet?: boolean
}

/** The form as the pending list runs it: closing tells the parent which journal was sent. */
export const reviewFormInList = lessonReviewMachine.provide({
  actions: {
    closeForm: sendParent((_, params: { journalID: number }) => ({ type: 'review.sent', journalID: params.journalID })),
  },
})

const current = (context: PendingContext) =>
  context.reviews[Math.min(context.index, context.reviews.length - 1)] ?? null

export const pendingReviewsMachine = setup({
  types: {
    context: {} as PendingContext,
    events: {} as PendingEvent,
    input: {} as PendingInput,
  },
  actors: {
    loadPendingReviews: loadPendingReviewsActor,
    lessonReview: reviewFormInList,
  },
  actions: {
    showCurrent: sendTo('lessonReview', ({ context }) => ({
      type: 'journal.change' as const,
      review: current(context)!,
    })),
  },
  guards: {
    isEnabled: ({ context }) => context.enabled,
    isQuiet: ({ context }) => context.quiet,
    hasLoadedReviews: ({ event }) => (event as unknown as { output: ReviewItem[] }).output.length > 0,
    hasReviews: ({ context }) => context.reviews.length > 0,
    isOtherPage: ({ context, event }) =>
      event.type === 'pager.go' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.reviews.length &&
      event.index !== context.index,
    isCurrentSent: ({ context, event }) =>
      event.type === 'review.sent' && context.reviews.some((r) => r.journalID === event.journalID),
  },
  delays: { REVIEW_CHECK: REVIEW_CHECK_DELAY_MS, REVIEW_RESET: REVIEW_RESET_DELAY_MS },
}).createMachine({
  id: 'pendingReviews',
  context: ({ input }) => ({
    reviews: [],
    index: 0,
    today: input.today,
    enabled: input.enabled,
    quiet: input.quiet ?? false,
  }),
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
            guard: and(['hasLoadedReviews', 'isQuiet']),
            target: 'reviewing.closed',
            actions: assign({ reviews: ({ event }) => event.output, index: 0 }),
          },
          {
            guard: 'hasLoadedReviews',
            target: 'reviewing',
            actions: assign({ reviews: ({ event }) => event.output, index: 0 }),
          },
          { target: 'done' },
        ],
        onError: { target: 'done' },
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
            'pager.go': {
              guard: 'isOtherPage',
              actions: [assign({ index: ({ event }) => event.index }), 'showCurrent'],
            },
            'review.sent': {
              guard: 'isCurrentSent',
              target: 'switching',
              actions: assign(({ context, event }) => {
                const reviews = context.reviews.filter((r) => r.journalID !== event.journalID)
                return { reviews, index: Math.min(context.index, Math.max(reviews.length - 1, 0)) }
              }),
            },
          },
        },
        closed: {
          on: { 'dialog.open': 'open' },
        },
        switching: {
          after: {
            REVIEW_RESET: [
              { guard: 'hasReviews', target: 'open', actions: 'showCurrent' },
              { target: '#pendingReviews.done' },
            ],
          },
        },
      },
    },
    done: {},
  },
})
