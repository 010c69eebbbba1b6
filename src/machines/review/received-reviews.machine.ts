import { assign, setup } from 'xstate'
import type { ReceivedReviews } from '@/api/review'
import { isApiError } from '@/api/errors'
import { loadReceivedReviewsActor } from './received-reviews.actors'

/**
 * Reviews a teacher received (demo pages /Journals/TeacherReviews/{teacherID} and /Journals/ReviewsList).
 *   loading ─done→ ready ─reviews.reload→ loading     ─error→ failed (forbidden | notFound | failed) ─reviews.reload→ loading
 */
export type ReceivedFailure = 'forbidden' | 'notFound' | 'failed'

export interface ReceivedContext {
  teacherID: number | null
  data: ReceivedReviews | null
  failure: ReceivedFailure | null
}

export const receivedReviewsMachine = setup({
  types: {
    context: {} as ReceivedContext,
    events: {} as { type: 'reviews.reload' },
    input: {} as { teacherID: number | null },
  },
  actors: { loadReceivedReviews: loadReceivedReviewsActor },
}).createMachine({
  id: 'receivedReviews',
  context: ({ input }) => ({ teacherID: input.teacherID, data: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadReceivedReviews',
        src: 'loadReceivedReviews',
        input: ({ context }) => ({ teacherID: context.teacherID }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, failure: null }) },
        onError: {
          target: 'failed',
          actions: assign({
            failure: ({ event }): ReceivedFailure => {
              const code = isApiError(event.error) ? event.error.code : null
              return code === 'forbidden' || code === 'notFound' ? code : 'failed'
            },
          }),
        },
      },
    },
    ready: { on: { 'reviews.reload': 'loading' } },
    failed: { on: { 'reviews.reload': 'loading' } },
  },
})

/** Average of the teacher marks, one decimal (null for none). */
export function averageMark(marks: readonly number[]): number | null {
  if (marks.length === 0) return null
  return Math.round((marks.reduce((a, b) => a + b, 0) / marks.length) * 10) / 10
}
