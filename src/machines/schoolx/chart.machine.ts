import { assign, setup } from 'xstate'
import type { EducationalChart } from '@/api/schoolx-chart'
import { loadChart } from './chart.actors'

interface Context {
  chart: EducationalChart | null
}

/** The educational chart (`/donstux/educationalChart`): loading → shown, or failed with a retry. */
export const chartMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'chart.retry' },
  },
  actors: { loadChart },
}).createMachine({
  id: 'schoolxChart',
  context: { chart: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadChart',
        src: 'loadChart',
        onDone: { target: 'shown', actions: assign({ chart: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    shown: {},
    failed: { on: { 'chart.retry': 'loading' } },
  },
})
