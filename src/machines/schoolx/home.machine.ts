import { assign, setup } from 'xstate'
import type { SchoolxHome } from '@/api/schoolx-admin'
import { loadHome } from './home.actors'

interface Context {
  home: SchoolxHome | null
}

/** The «Школа Х» home (`/donstux`): loading → shown, or failed (retry reloads). */
export const homeMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'home.retry' },
  },
  actors: { loadHome },
}).createMachine({
  id: 'schoolxHome',
  context: { home: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadHome',
        src: 'loadHome',
        onDone: { target: 'shown', actions: assign({ home: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
    },
    shown: {},
    failed: { on: { 'home.retry': 'loading' } },
  },
})
