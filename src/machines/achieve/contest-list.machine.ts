import { assign, setup } from 'xstate'
import type { Contest } from '@/api/contests'
import { loadContests } from './contest.actors'

/**
 * The contests list (/Contests/AllContests, /Contests/ListContests/).
 *
 *   loading ─done→ ready ─list.refresh→ loading
 *          └ error→ loadFailed ─list.refresh→ loading
 */
export const contestListMachine = setup({
  types: { context: {} as { contests: Contest[] }, events: {} as { type: 'list.refresh' } },
  actors: { loadContests },
}).createMachine({
  id: 'contestList',
  context: { contests: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadContests',
        src: 'loadContests',
        onDone: { target: 'ready', actions: assign({ contests: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'list.refresh': 'loading' } },
    ready: { on: { 'list.refresh': 'loading' } },
  },
})
