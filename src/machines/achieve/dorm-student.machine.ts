import { assign, setup } from 'xstate'
import type { DormRequestForm, DormStudentPage } from '@/api/dormitory'
import { bookSlot, loadPage, reloadPage, submitRequest } from './dorm-student.actors'
import { writeErrorOf, type WriteError } from './achieve.types'

/**
 * An applicant's way through a dormitory contest (/Contests/Dormitory/Request, …/SelectDate,
 * …/ResultDormitoryContests): request → the admin's selection → a settlement date.
 *
 *   loading ─done→ ready ─request.submit {values}→ submitting ─done→ ready (request kept, saved 'request')
 *          └ error→ loadFailed ─page.refresh→ loading       └ error→ ready (error; the form keeps its values)
 *   ready ─slot.choose {slotID}→ booking ─done→ refreshing (saved 'slot') ─done/error→ ready
 *                                       └ error→ refreshing (error kept: the slots' real occupancy shows)
 *   ready ─page.refresh→ refreshing
 *
 * Which part a page shows follows the request (see `selectStage`): none → the form; submitted → waiting;
 * selected → the free slots; refused → the reason.
 */
export interface DormStudentContext {
  concestID: number
  page: DormStudentPage | null
  error: WriteError | null
  saved: 'request' | 'slot' | null
}
export type DormStudentEvent =
  | { type: 'request.submit'; values: DormRequestForm }
  | { type: 'slot.choose'; slotID: number }
  | { type: 'page.refresh' }

export const dormStudentMachine = setup({
  types: {
    context: {} as DormStudentContext,
    events: {} as DormStudentEvent,
    input: {} as { concestID: number },
  },
  actors: { loadPage, reloadPage, submitRequest, bookSlot },
}).createMachine({
  id: 'dormStudent',
  context: ({ input }) => ({ concestID: input.concestID, page: null, error: null, saved: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ concestID: context.concestID }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'page.refresh': 'loading' } },
    ready: {
      on: {
        'request.submit': { target: 'submitting', actions: assign({ error: null, saved: null }) },
        'slot.choose': { target: 'booking', actions: assign({ error: null, saved: null }) },
        'page.refresh': { target: 'refreshing', actions: assign({ error: null, saved: null }) },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitRequest',
        src: 'submitRequest',
        input: ({ context, event }) => ({
          concestID: context.concestID,
          values: (event as Extract<DormStudentEvent, { type: 'request.submit' }>).values,
        }),
        onDone: {
          target: 'ready',
          actions: assign({
            page: ({ context, event }) => (context.page ? { ...context.page, request: event.output } : null),
            saved: 'request',
          }),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => writeErrorOf(event.error) }) },
      },
    },
    booking: {
      tags: ['busy'],
      invoke: {
        id: 'bookSlot',
        src: 'bookSlot',
        input: ({ context, event }) => ({
          concestID: context.concestID,
          slotID: (event as Extract<DormStudentEvent, { type: 'slot.choose' }>).slotID,
        }),
        onDone: {
          target: 'refreshing',
          actions: assign({
            page: ({ context, event }) => (context.page ? { ...context.page, request: event.output } : null),
            saved: 'slot',
          }),
        },
        onError: { target: 'refreshing', actions: assign({ error: ({ event }) => writeErrorOf(event.error) }) },
      },
    },
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'reloadPage',
        src: 'reloadPage',
        input: ({ context }) => ({ concestID: context.concestID }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output }) },
        onError: 'ready',
      },
    },
  },
})
