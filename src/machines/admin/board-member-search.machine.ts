import { assign, setup } from 'xstate'
import type { BoardMember } from '@/api/boards'
import { searchCandidates } from './board.actors'
import { failureOf, type FeedbackFailure } from './feedback.types'

export interface MemberSearchContext {
  boardID: number
  query: string
  found: BoardMember[] | null
  failure: FeedbackFailure | null
}

export type MemberSearchEvent = { type: 'member.search'; query: string } | { type: 'member.added'; userID: number }

/**
 * The owner's search for people to add to a board (GET /Boards/{id}/Candidates): a new search replaces
 * the one in flight; an added person leaves the results.
 */
export const boardMemberSearchMachine = setup({
  types: {
    context: {} as MemberSearchContext,
    events: {} as MemberSearchEvent,
    input: {} as { boardID: number },
  },
  actors: { searchCandidates },
}).createMachine({
  id: 'boardMemberSearch',
  context: ({ input }) => ({ boardID: input.boardID, query: '', found: null, failure: null }),
  initial: 'idle',
  on: {
    'member.search': {
      target: '.searching',
      actions: assign({ query: ({ event }) => event.query.trim(), failure: null }),
    },
    'member.added': {
      actions: assign({
        found: ({ context, event }) => context.found?.filter((m) => m.userID !== event.userID) ?? null,
      }),
    },
  },
  states: {
    idle: {},
    searching: {
      invoke: {
        id: 'searchCandidates',
        src: 'searchCandidates',
        input: ({ context }) => ({ boardID: context.boardID, query: context.query }),
        onDone: { target: 'idle', actions: assign({ found: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: assign({ found: null, failure: ({ event }) => failureOf(event.error) }) },
      },
    },
  },
})
