import { assign, setup } from 'xstate'
import { buildingOf, type EmptyAud, type EmptyAudSearch } from '@/api/day'
import { ApiError } from '@/api/errors'
import { loadRooms, searchRooms } from './empty-aud.actors'

export type EmptyAudFailure = 'badRequest' | 'failed'

interface Context {
  year: number
  /** The buildings the timetable's rooms are in (empty until the room list came, or if it failed). */
  buildings: number[]
  result: EmptyAud | null
  failure: EmptyAudFailure | null
  serverMessage: string | null
}

/**
 * /Rasp/EmptyAud: the room list gives the buildings (its failure only leaves «all buildings»); each
 * search asks the server for the free rooms of a date and a pair and shows the answer (or why not).
 */
export const emptyAudMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { year: number },
    events: {} as { type: 'rooms.search'; values: EmptyAudSearch },
  },
  actors: { loadRooms, searchRooms },
}).createMachine({
  id: 'emptyAud',
  context: ({ input }) => ({ year: input.year, buildings: [], result: null, failure: null, serverMessage: null }),
  type: 'parallel',
  states: {
    rooms: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadRooms',
            src: 'loadRooms',
            input: ({ context }) => ({ year: context.year }),
            onDone: {
              target: 'ready',
              actions: assign({
                buildings: ({ event }) =>
                  [...new Set(event.output.map(buildingOf))].filter(Boolean).sort((a, b) => a - b),
              }),
            },
            onError: 'ready',
          },
        },
        ready: {},
      },
    },
    search: {
      initial: 'idle',
      states: {
        idle: {},
        searching: {
          entry: assign({ failure: null, serverMessage: null }),
          invoke: {
            id: 'searchRooms',
            src: 'searchRooms',
            input: ({ event }) => (event as { type: 'rooms.search'; values: EmptyAudSearch }).values,
            onDone: { target: 'idle', actions: assign({ result: ({ event }) => event.output }) },
            onError: {
              target: 'idle',
              actions: assign({
                result: null,
                failure: ({ event }) =>
                  event.error instanceof ApiError && event.error.code === 'badRequest' ? 'badRequest' : 'failed',
                serverMessage: ({ event }) =>
                  event.error instanceof ApiError && event.error.code === 'badRequest' ? event.error.message : null,
              }),
            },
          },
        },
      },
      on: { 'rooms.search': '.searching' },
    },
  },
})
