import { assign, setup } from 'xstate'
import { isApiError } from '@/api/errors'
import type { SchoolxModule } from '@/api/schoolx-modules'
import { loadModule } from './module-page.actors'

interface Context {
  moduleID: number | null
  module: SchoolxModule | null
}

/** A module's page (`/modules/module/{mode}/{id}`): loading → shown, notFound (no such id) or failed (retry). */
export const modulePageMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'module.retry' },
    input: {} as { moduleID: number | null },
  },
  actors: { loadModule },
  guards: { hasID: ({ context }) => context.moduleID !== null },
}).createMachine({
  id: 'schoolxModulePage',
  context: ({ input }) => ({ moduleID: input.moduleID, module: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasID', target: 'loading' }, { target: 'notFound' }] },
    loading: {
      invoke: {
        id: 'loadModule',
        src: 'loadModule',
        input: ({ context }) => ({ moduleID: context.moduleID! }),
        onDone: { target: 'shown', actions: assign({ module: ({ event }) => event.output }) },
        onError: [
          { guard: ({ event }) => isApiError(event.error) && event.error.code === 'notFound', target: 'notFound' },
          { target: 'failed' },
        ],
      },
    },
    shown: {},
    notFound: {},
    failed: { on: { 'module.retry': 'loading' } },
  },
})
