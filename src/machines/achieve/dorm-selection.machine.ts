import { assign, setup } from 'xstate'
import type { DormDecision, DormRanking } from '@/api/dormitory'
import { decide, loadRanking, reloadRanking } from './dorm-selection.actors'
import { writeErrorOf, type WriteError } from './achieve.types'

/**
 * The dormitory admin's contest (/Dormitory/Admin/AdminConcestSelection, …/сompetitionDashboard):
 *
 *   loading ─done→ ready ─request.decide {decision}→ deciding ─done→ refreshing (done kept) ─done/error→ ready
 *          └ error→ loadFailed ─ranking.refresh→ loading              └ error→ refreshing (error kept)
 *   ready ─ranking.refresh→ refreshing
 *   ready ─contest.change {concestID}→ loading (another contest's ranking)
 *
 * After a decision the ranking reloads: the dormitories' free places and the states come from the server.
 */
export interface DormSelectionContext {
  concestID: number | null
  ranking: DormRanking | null
  error: WriteError | null
  done: { requestID: number; decision: DormDecision['decision'] } | null
}
export type DormSelectionEvent =
  | { type: 'request.decide'; decision: DormDecision }
  | { type: 'ranking.refresh' }
  | { type: 'contest.change'; concestID: number }

export const dormSelectionMachine = setup({
  types: {
    context: {} as DormSelectionContext,
    events: {} as DormSelectionEvent,
    input: {} as { concestID: number | null },
  },
  actors: { loadRanking, reloadRanking, decide },
}).createMachine({
  id: 'dormSelection',
  context: ({ input }) => ({ concestID: input.concestID, ranking: null, error: null, done: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRanking',
        src: 'loadRanking',
        input: ({ context }) => ({ concestID: context.concestID }),
        onDone: { target: 'ready', actions: assign({ ranking: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'ranking.refresh': 'loading' } },
    ready: {
      on: {
        'request.decide': { target: 'deciding', actions: assign({ error: null, done: null }) },
        'ranking.refresh': { target: 'refreshing', actions: assign({ error: null, done: null }) },
        'contest.change': {
          target: 'loading',
          actions: assign({ concestID: ({ event }) => event.concestID, ranking: null, error: null, done: null }),
        },
      },
    },
    deciding: {
      tags: ['busy'],
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ event }) => (event as Extract<DormSelectionEvent, { type: 'request.decide' }>).decision,
        onDone: {
          target: 'refreshing',
          actions: assign({
            done: ({ event }) => ({
              requestID: event.output.id,
              decision: event.output.state === 'refused' ? 'refuse' : 'select',
            }),
          }),
        },
        onError: { target: 'refreshing', actions: assign({ error: ({ event }) => writeErrorOf(event.error) }) },
      },
    },
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'reloadRanking',
        src: 'reloadRanking',
        input: ({ context }) => ({ concestID: context.ranking?.contest.concestID ?? context.concestID }),
        onDone: { target: 'ready', actions: assign({ ranking: ({ event }) => event.output }) },
        onError: 'ready',
      },
    },
  },
})
