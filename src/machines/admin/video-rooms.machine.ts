import { assign, setup } from 'xstate'
import type { RoomCandidate, RoomForm, VideoRoom } from '@/api/video-rooms'
import { loadRooms, saveRoom } from './video-rooms.actors'
import { failureOf, type FeedbackFailure } from './feedback.types'

export interface VideoRoomsContext {
  organiser: boolean
  rooms: VideoRoom[]
  candidates: RoomCandidate[]
  loadFailure: FeedbackFailure | null
  createFailure: FeedbackFailure | null
  /** The room created last (the screen announces it and the form closes). */
  createdID: number | null
}

export type VideoRoomsEvent = { type: 'list.retry' } | { type: 'room.create'; values: RoomForm }

const byStart = (rooms: VideoRoom[]) => [...rooms].sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id)

/**
 * /VideoConference/Room, the list: loading → ready (or failed, retried). An organiser creates a room
 * from ready (creating → ready with the room added, or ready with the server's refusal and the form kept).
 */
export const videoRoomsMachine = setup({
  types: {
    context: {} as VideoRoomsContext,
    events: {} as VideoRoomsEvent,
    input: {} as { organiser: boolean },
  },
  actors: { loadRooms, saveRoom },
  guards: { isOrganiser: ({ context }) => context.organiser },
}).createMachine({
  id: 'videoRooms',
  context: ({ input }) => ({
    organiser: input.organiser,
    rooms: [],
    candidates: [],
    loadFailure: null,
    createFailure: null,
    createdID: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRooms',
        src: 'loadRooms',
        input: ({ context }) => ({ organiser: context.organiser }),
        onDone: {
          target: 'ready',
          actions: assign({
            rooms: ({ event }) => byStart(event.output.rooms),
            candidates: ({ event }) => event.output.candidates,
            loadFailure: null,
          }),
        },
        onError: { target: 'failed', actions: assign({ loadFailure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: { on: { 'list.retry': 'loading' } },
    ready: {
      on: {
        'room.create': {
          guard: 'isOrganiser',
          target: 'creating',
          actions: assign({ createFailure: null, createdID: null }),
        },
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'saveRoom',
        src: 'saveRoom',
        input: ({ event }) => (event as Extract<VideoRoomsEvent, { type: 'room.create' }>).values,
        onDone: {
          target: 'ready',
          actions: assign({
            rooms: ({ context, event }) => byStart([...context.rooms, event.output]),
            createdID: ({ event }) => event.output.id,
          }),
        },
        onError: { target: 'ready', actions: assign({ createFailure: ({ event }) => failureOf(event.error) }) },
      },
    },
  },
})
