import { assign, setup } from 'xstate'
import type { VideoRoom } from '@/api/video-rooms'
import { checkRoomLink } from './video-rooms.actors'
import { failureOf, type FeedbackFailure } from './feedback.types'

export interface RoomJoinContext {
  link: string
  room: VideoRoom | null
  failure: FeedbackFailure | null
  /** How many links came from outside the form (a room of the list): the link form's key, so it shows them. */
  checks: number
}

/** `fromForm`: typed into the link form (it keeps its field and focus); else a room of the list. */
export type RoomJoinEvent = { type: 'link.check'; link: string; fromForm?: boolean }

/**
 * The join page of /VideoConference/Room: a link (from ?link= or the form, or a room of the list) is
 * checked by the server: checking → found (the room, with «Подключиться») or refused (its message).
 * A new link may be checked from any state; a check in flight is replaced.
 */
export const roomJoinMachine = setup({
  types: {
    context: {} as RoomJoinContext,
    events: {} as RoomJoinEvent,
    input: {} as { link: string | null },
  },
  actors: { checkRoomLink },
  guards: { hasLink: ({ context }) => context.link !== '' },
  actions: {
    assignLink: assign({
      link: ({ event }) => event.link.trim(),
      checks: ({ context, event }) => (event.fromForm ? context.checks : context.checks + 1),
      room: null,
      failure: null,
    }),
  },
}).createMachine({
  id: 'roomJoin',
  context: ({ input }) => ({ link: input.link?.trim() ?? '', room: null, failure: null, checks: 0 }),
  initial: 'start',
  on: { 'link.check': { target: '.checking', actions: 'assignLink', reenter: true } },
  states: {
    start: { always: [{ guard: 'hasLink', target: 'checking' }, { target: 'idle' }] },
    idle: {},
    checking: {
      invoke: {
        id: 'checkRoomLink',
        src: 'checkRoomLink',
        input: ({ context }) => ({ link: context.link }),
        onDone: { target: 'found', actions: assign({ room: ({ event }) => event.output }) },
        onError: { target: 'refused', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    found: {},
    refused: {},
  },
})
