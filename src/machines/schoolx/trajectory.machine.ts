import { assign, setup } from 'xstate'
import { isApiError } from '@/api/errors'
import type { Trajectory } from '@/api/schoolx-admin'
import { loadTrajectory } from './trajectory.actors'

interface Context {
  userID: number | null
  trajectory: Trajectory | null
}

/**
 * A participant's trajectory (`/donstux/trajectory/{userID?}`): loading → shown; notFound when there is no
 * such participant or it is not the viewer's to see (404/403); failed otherwise, with a retry.
 */
export const trajectoryMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'trajectory.retry' },
    input: {} as { userID: number | null },
  },
  actors: { loadTrajectory },
  guards: {
    unavailable: ({ event }) => {
      const error = (event as { error?: unknown }).error
      return isApiError(error) && (error.code === 'notFound' || error.code === 'forbidden')
    },
  },
}).createMachine({
  id: 'schoolxTrajectory',
  context: ({ input }) => ({ userID: input.userID, trajectory: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTrajectory',
        src: 'loadTrajectory',
        input: ({ context }) => ({ userID: context.userID }),
        onDone: { target: 'shown', actions: assign({ trajectory: ({ event }) => event.output }) },
        onError: [{ guard: 'unavailable', target: 'notFound' }, { target: 'failed' }],
      },
    },
    shown: {},
    notFound: {},
    failed: { on: { 'trajectory.retry': 'loading' } },
  },
})
