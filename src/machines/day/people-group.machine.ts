import { assign, setup } from 'xstate'
import type { GroupPage } from '@/api/people-lists'
import { loadGroup } from './people.actors'
import { peopleFailureOf, type PeopleFailure } from './people.types'

interface Context {
  groupID: number
  group: GroupPage | null
  failure: PeopleFailure | null
}

/** A group's page (/PersonalGroupKab/{groupID}): loading → shown, or failed with a code and a retry. */
export const peopleGroupMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { groupID: number },
    events: {} as { type: 'load.retry' },
  },
  actors: { loadGroup },
}).createMachine({
  id: 'peopleGroup',
  context: ({ input }) => ({ groupID: input.groupID, group: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadGroup',
        src: 'loadGroup',
        input: ({ context }) => ({ groupID: context.groupID }),
        onDone: { target: 'shown', actions: assign({ group: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => peopleFailureOf(event.error) }) },
      },
    },
    shown: {},
    failed: { on: { 'load.retry': 'loading' } },
  },
})
