import { assign, setup } from 'xstate'
import { getDormContests, type DormContest } from '@/api/dormitory'
import { fromPromise } from '@/machines/from-promise'

/** The dormitory contests with the user's own state in each. */
export const loadDormContests = fromPromise<DormContest[]>(({ signal }) => getDormContests({ signal }))

/**
 * The applicant's start page (/Dormitory/Abit) and the admin's contest choice.
 *
 *   loading ─done→ ready ─list.refresh→ loading
 *          └ error→ loadFailed ─list.refresh→ loading
 */
export const dormContestsMachine = setup({
  types: { context: {} as { contests: DormContest[] }, events: {} as { type: 'list.refresh' } },
  actors: { loadDormContests },
}).createMachine({
  id: 'dormContests',
  context: { contests: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDormContests',
        src: 'loadDormContests',
        onDone: { target: 'ready', actions: assign({ contests: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'list.refresh': 'loading' } },
    ready: { on: { 'list.refresh': 'loading' } },
  },
})
