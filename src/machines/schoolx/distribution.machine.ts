import { assign, setup } from 'xstate'
import { isApiError } from '@/api/errors'
import type { Distribution } from '@/api/schoolx-modules'
import { loadDistribution, runDistributionActor } from './distribution.actors'

export type DistributionFailure = 'forbidden' | 'unknown'

interface Context {
  periodID: number | null
  loaded: Distribution | null
  failure: DistributionFailure | null
}

type Events = { type: 'distribution.run' } | { type: 'distribution.retry' }

/**
 * The organiser's distribution (issue 17, `/modules/distribution/{period}` and `/modules/priority/admin`):
 * loading → shown or failed (retry); in shown, `distribution.run` runs it on the server (idle → running →
 * idle with the new result, or runFailed with the reason; the previous result stays on screen).
 */
export const distributionMachine = setup({
  types: { context: {} as Context, events: {} as Events, input: {} as { periodID: number | null } },
  actors: { loadDistribution, runDistributionActor },
}).createMachine({
  id: 'schoolxDistribution',
  context: ({ input }) => ({ periodID: input.periodID, loaded: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDistribution',
        src: 'loadDistribution',
        input: ({ context }) => ({ periodID: context.periodID }),
        onDone: { target: 'shown', actions: assign({ loaded: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    failed: { on: { 'distribution.retry': 'loading' } },
    shown: {
      initial: 'idle',
      states: {
        idle: { on: { 'distribution.run': 'running' } },
        running: {
          invoke: {
            id: 'runDistributionActor',
            src: 'runDistributionActor',
            input: ({ context }) => ({ periodID: context.loaded!.period.periodID }),
            onDone: { target: 'idle', actions: assign({ loaded: ({ event }) => event.output, failure: null }) },
            onError: {
              target: 'runFailed',
              actions: assign({
                failure: ({ event }) =>
                  isApiError(event.error) && event.error.code === 'forbidden' ? 'forbidden' : 'unknown',
              }),
            },
          },
        },
        runFailed: { on: { 'distribution.run': 'running' } },
      },
    },
  },
})
