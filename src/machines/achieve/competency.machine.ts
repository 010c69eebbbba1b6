import { assign, setup } from 'xstate'
import {
  getMyCompetency,
  saveMyCompetency,
  type Assessment,
  type CompetencyForm,
  type MyCompetency,
} from '@/api/competency'
import { fromPromise } from '@/machines/from-promise'
import { writeErrorOf, type WriteError } from './achieve.types'

export const loadMyCompetency = fromPromise<MyCompetency, { year: string }>(({ input, signal }) =>
  getMyCompetency(input.year, { signal }),
)
export const saveCompetency = fromPromise<Assessment, { year: string; submit: boolean; values: CompetencyForm }>(
  ({ input, signal }) =>
    saveMyCompetency({ ...input.values, year: input.year, submit: input.submit }, { signal, silent: true }),
)

/**
 * A teacher's competency self-assessment (/Teacher/competency) for one academic year.
 *
 *   loading ─done→ ready ─competency.save {values, submit}→ saving ─done→ loading (the saved year anew)
 *          └ error→ loadFailed ─retry→ loading       └ error→ ready (refusal; the form keeps its values)
 *   ready | loadFailed ─year.select {year}→ loading
 *
 * `formKey` changes with every load, so the screen remounts its form on the loaded values; a refused save
 * keeps the key, so nothing typed is lost.
 */
export interface CompetencyContext {
  year: string
  data: MyCompetency | null
  refusal: WriteError | null
  notice: 'saved' | 'sent' | null
  formKey: number
}
export type CompetencyEvent =
  | { type: 'year.select'; year: string }
  | { type: 'retry' }
  | { type: 'competency.save'; values: CompetencyForm; submit: boolean }

export const competencyMachine = setup({
  types: { context: {} as CompetencyContext, events: {} as CompetencyEvent, input: {} as { year: string } },
  actors: { loadMyCompetency, saveCompetency },
}).createMachine({
  id: 'competency',
  context: ({ input }) => ({ year: input.year, data: null, refusal: null, notice: null, formKey: 0 }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMyCompetency',
        src: 'loadMyCompetency',
        input: ({ context }) => ({ year: context.year }),
        onDone: {
          target: 'ready',
          actions: assign({ data: ({ event }) => event.output, formKey: ({ context }) => context.formKey + 1 }),
        },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      on: {
        retry: 'loading',
        'year.select': { target: 'loading', actions: assign({ year: ({ event }) => event.year, notice: null }) },
      },
    },
    ready: {
      on: {
        'year.select': {
          target: 'loading',
          actions: assign({ year: ({ event }) => event.year, notice: null, refusal: null }),
        },
        'competency.save': { target: 'saving', actions: assign({ refusal: null, notice: null }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveCompetency',
        src: 'saveCompetency',
        input: ({ context, event }) => {
          const e = event as Extract<CompetencyEvent, { type: 'competency.save' }>
          return { year: context.year, submit: e.submit, values: e.values }
        },
        onDone: {
          target: 'loading',
          actions: assign({ notice: ({ event }) => (event.output.status === 'submitted' ? 'sent' : 'saved') }),
        },
        onError: { target: 'ready', actions: assign({ refusal: ({ event }) => writeErrorOf(event.error) }) },
      },
    },
  },
})
