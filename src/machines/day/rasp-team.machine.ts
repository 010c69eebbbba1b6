import { assign, setup } from 'xstate'
import type { TeamKey, TeamWeek } from '@/api/rasp-manager'
import { officeFailureOf, officeServerMessageOf, type OfficeFailure } from './office-failure'
import { loadTeamWeek } from './rasp-manager.actors'

export type TeamFailure = OfficeFailure

interface Context {
  key: TeamKey | null
  week: TeamWeek | null
  failure: TeamFailure | null
  /** The server's own Russian words for a 400 or 404. */
  serverMessage: string | null
}

/** /RaspManager/Team: a group's or stream's week loads (none chosen: the choice waits); a failure may be retried. */
export const raspTeamMachine = setup({
  types: { context: {} as Context, input: {} as { key: TeamKey | null }, events: {} as { type: 'load.retry' } },
  actors: { loadTeamWeek },
  guards: { chosen: ({ context }) => context.key !== null },
}).createMachine({
  id: 'raspTeam',
  context: ({ input }) => ({ key: input.key, week: null, failure: null, serverMessage: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'chosen', target: 'loading' }, { target: 'choosing' }] },
    choosing: {},
    loading: {
      entry: assign({ failure: null, serverMessage: null }),
      invoke: {
        id: 'loadTeamWeek',
        src: 'loadTeamWeek',
        input: ({ context }) => context.key!,
        onDone: { target: 'shown', actions: assign({ week: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({
            failure: ({ event }) => officeFailureOf(event.error),
            serverMessage: ({ event }) => officeServerMessageOf(event.error),
          }),
        },
      },
    },
    shown: {},
    failed: { on: { 'load.retry': 'loading' } },
  },
})
