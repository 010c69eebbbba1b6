import { assign, setup } from 'xstate'
import type { ListWork } from '@/api/nir'
import { fromPromise } from '@/machines/from-promise'
import * as nir from '@/api/nir'
import * as skif from '@/api/nir-skif'
import { claimErrorOf, type ClaimError } from './finnir.types'

/** The SKIF list, or the type of one work (the editor opens it with its type's view definition). */
export const loadSkif = fromPromise<{ works: ListWork[]; typeID: number | null }, { workID: number | null }>(
  async ({ input, signal }) => {
    if (input.workID === null) return { works: await skif.getSkifWorks({ signal, silent: true }), typeID: null }
    const work = await nir.getWork(input.workID, { signal, silent: true })
    return { works: [], typeID: work.nirWork.typeID }
  },
)

export interface SkifContext {
  workID: number | null
  works: ListWork[]
  typeID: number | null
  error: ClaimError | null
}

/** /Skif/{workID?}: loading → ready (the list, or the work's type) | failed (retry). */
export const skifMachine = setup({
  types: {
    context: {} as SkifContext,
    events: {} as { type: 'load.retry' },
    input: {} as { workID: number | null },
  },
  actors: { loadSkif },
}).createMachine({
  id: 'skif',
  context: ({ input }) => ({ workID: input.workID, works: [], typeID: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSkif',
        src: 'loadSkif',
        input: ({ context }) => ({ workID: context.workID }),
        onDone: {
          target: 'ready',
          actions: assign({ works: ({ event }) => event.output.works, typeID: ({ event }) => event.output.typeID }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => claimErrorOf(event.error) }) },
      },
    },
    failed: { on: { 'load.retry': { target: 'loading', actions: assign({ error: null }) } } },
    ready: {},
  },
})
