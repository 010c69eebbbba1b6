import { assign, setup } from 'xstate'
import { fromPromise } from '@/machines/from-promise'
import { getSovet, type Sovet } from '@/api/sovet'
import { failureOf, type FeedbackFailure } from './feedback.types'

export const loadSovet = fromPromise<Sovet, void>(({ signal }) => getSovet({ signal }))

export interface SovetContext {
  sovet: Sovet | null
  failure: FeedbackFailure | null
  /** The decisions' year filter ('2026'), null for every year. */
  year: string | null
}

export type SovetEvent = { type: 'sovet.retry' } | { type: 'year.select'; year: string | null }

/** /sovet: the council's page (loading → ready, or failed with a retry); ready filters the decisions by year. */
export const sovetMachine = setup({
  types: { context: {} as SovetContext, events: {} as SovetEvent },
  actors: { loadSovet },
}).createMachine({
  id: 'sovet',
  context: { sovet: null, failure: null, year: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSovet',
        src: 'loadSovet',
        onDone: { target: 'ready', actions: assign({ sovet: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: { on: { 'sovet.retry': 'loading' } },
    ready: { on: { 'year.select': { actions: assign({ year: ({ event }) => event.year }) } } },
  },
})
