import { assign, setup } from 'xstate'
import type { GiaDocument } from '@/api/gia'
import { loadDocuments } from './documents.actors'

/** The list of GEK reports: loading → shown (an empty list when the call fails; the failure is already reported). */
export const documentsMachine = setup({
  types: { context: {} as { rows: GiaDocument[] } },
  actors: { loadDocuments },
}).createMachine({
  id: 'giaDocuments',
  context: { rows: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDocuments',
        src: 'loadDocuments',
        onDone: { target: 'shown', actions: assign({ rows: ({ event }) => event.output }) },
        onError: 'shown',
      },
    },
    shown: {},
  },
})
