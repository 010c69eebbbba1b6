import { assign, setup } from 'xstate'
import type { ChoiceStat } from '@/api/choice'
import { loadChoiceStat } from './choice.actors'
import { choiceFailureOf, type ChoiceFailure } from './choice.types'

interface Context {
  facultyID: number | null
  course: number | null
  stat: ChoiceStat | null
  failure: ChoiceFailure | null
}

/** /Plans/ChoiceDisciplinesStat: the statistics of one faculty and course; a new filter reloads. */
export const choiceStatMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'load.retry' } | { type: 'filter.change'; facultyID: number | null; course: number | null },
  },
  actors: { loadChoiceStat },
}).createMachine({
  id: 'choiceStat',
  context: { facultyID: null, course: null, stat: null, failure: null },
  initial: 'loading',
  on: {
    'filter.change': {
      target: '.loading',
      actions: assign({ facultyID: ({ event }) => event.facultyID, course: ({ event }) => event.course }),
    },
  },
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadChoiceStat',
        src: 'loadChoiceStat',
        input: ({ context }) => ({ facultyID: context.facultyID, course: context.course }),
        onDone: {
          target: 'shown',
          actions: assign({
            stat: ({ event }) => event.output,
            facultyID: ({ event }) => event.output.facultyID,
            course: ({ event }) => event.output.course,
          }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => choiceFailureOf(event.error) }) },
      },
    },
    shown: {},
    failed: { on: { 'load.retry': 'loading' } },
  },
})
