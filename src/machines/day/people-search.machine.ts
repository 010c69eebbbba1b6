import { assign, setup } from 'xstate'
import type { SearchResult } from '@/api/people-lists'
import { findPeople } from './people.actors'
import { peopleFailureOf, type PeopleFailure } from './people.types'

interface Context {
  text: string
  result: SearchResult | null
  failure: PeopleFailure | null
}

/** /Search: idle → searching (the submitted text) → shown or failed; a new search replaces the result. */
export const peopleSearchMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'search.submit'; text: string },
  },
  actors: { findPeople },
}).createMachine({
  id: 'peopleSearch',
  context: { text: '', result: null, failure: null },
  initial: 'idle',
  on: {
    'search.submit': {
      target: '.searching',
      actions: assign({ text: ({ event }) => event.text, failure: null }),
    },
  },
  states: {
    idle: {},
    searching: {
      invoke: {
        id: 'findPeople',
        src: 'findPeople',
        input: ({ context }) => ({ text: context.text }),
        onDone: { target: 'shown', actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ result: null, failure: ({ event }) => peopleFailureOf(event.error) }),
        },
      },
    },
    shown: {},
    failed: {},
  },
})
