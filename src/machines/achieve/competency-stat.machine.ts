import { assign, setup } from 'xstate'
import { getCompetencyStat, type StatAnswer } from '@/api/competency'
import { fromPromise } from '@/machines/from-promise'

export const loadCompetencyStat = fromPromise<StatAnswer, { year: string }>(({ input, signal }) =>
  getCompetencyStat(input.year, { signal }),
)

/**
 * The competency statistics (/TeacherCompetencyAssessment/Stat) of one academic year.
 *
 *   loading ─done→ ready, ─error→ loadFailed; ready | loadFailed ─retry→ loading
 *   any ─year.select {year}→ loading (anew)
 */
export const competencyStatMachine = setup({
  types: {
    context: {} as { year: string; answer: StatAnswer | null },
    events: {} as { type: 'year.select'; year: string } | { type: 'retry' },
    input: {} as { year: string },
  },
  actors: { loadCompetencyStat },
}).createMachine({
  id: 'competencyStat',
  context: ({ input }) => ({ year: input.year, answer: null }),
  initial: 'loading',
  on: {
    'year.select': { target: '.loading', reenter: true, actions: assign({ year: ({ event }) => event.year }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadCompetencyStat',
        src: 'loadCompetencyStat',
        input: ({ context }) => ({ year: context.year }),
        onDone: { target: 'ready', actions: assign({ answer: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    ready: { on: { retry: 'loading' } },
  },
})
