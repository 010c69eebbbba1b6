import { assign, setup } from 'xstate'
import type { Contacts, StudentInfo, UserInfo } from '@/api/day-people'
import { ApiError } from '@/api/errors'
import { loadProfile, saveContacts } from './profile.actors'

export type ProfileFailure = 'notFound' | 'badRequest' | 'forbidden' | 'failed'

export interface ProfileContext {
  userID: number
  info: UserInfo | null
  study: StudentInfo | null
  failure: ProfileFailure | null
  saveFailure: ProfileFailure | null
  /** The server's own words for a refused save (Russian), shown above the form. */
  serverMessage: string | null
  saved: boolean
}
export type ProfileEvent =
  | { type: 'load.retry' }
  | { type: 'contacts.edit' }
  | { type: 'contacts.cancel' }
  | { type: 'contacts.save'; values: Contacts }

const failureOf = (error: unknown): ProfileFailure => {
  if (!(error instanceof ApiError)) return 'failed'
  return error.code === 'notFound' || error.code === 'badRequest' || error.code === 'forbidden' ? error.code : 'failed'
}

/**
 * A personal page: loading → shown (or failed, retried). The owner edits their contacts: viewing →
 * editing → saving → viewing with the saved page (a refusal goes back to editing, the form keeps its values).
 */
export const profileMachine = setup({
  types: { context: {} as ProfileContext, input: {} as { userID: number }, events: {} as ProfileEvent },
  actors: { loadProfile, saveContacts },
  guards: { isOwn: ({ context }) => context.info?.own === true },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({
    userID: input.userID,
    info: null,
    study: null,
    failure: null,
    saveFailure: null,
    serverMessage: null,
    saved: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ userID: context.userID }),
        onDone: {
          target: 'shown',
          actions: assign({ info: ({ event }) => event.output.info, study: ({ event }) => event.output.study }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: { on: { 'load.retry': 'loading' } },
    shown: {
      initial: 'viewing',
      states: {
        viewing: {
          on: {
            'contacts.edit': {
              guard: 'isOwn',
              target: 'editing',
              actions: assign({ saved: false, saveFailure: null, serverMessage: null }),
            },
          },
        },
        editing: {
          on: {
            'contacts.cancel': 'viewing',
            'contacts.save': { target: 'saving', actions: assign({ saveFailure: null, serverMessage: null }) },
          },
        },
        saving: {
          invoke: {
            id: 'saveContacts',
            src: 'saveContacts',
            input: ({ context, event }) => ({
              userID: context.userID,
              student: context.info?.kind === 'student',
              contacts: (event as Extract<ProfileEvent, { type: 'contacts.save' }>).values,
            }),
            onDone: { target: 'viewing', actions: assign({ info: ({ event }) => event.output, saved: true }) },
            onError: {
              target: 'editing',
              actions: assign({
                saveFailure: ({ event }) => failureOf(event.error),
                serverMessage: ({ event }) =>
                  event.error instanceof ApiError && event.error.code === 'badRequest' ? event.error.message : null,
              }),
            },
          },
        },
      },
    },
  },
})
