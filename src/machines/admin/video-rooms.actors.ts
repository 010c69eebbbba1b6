import { fromPromise } from '@/machines/from-promise'
import {
  createRoom,
  listRoomCandidates,
  listRooms,
  roomByLink,
  type RoomCandidate,
  type RoomForm,
  type VideoRoom,
} from '@/api/video-rooms'

/** /VideoConference/Room calls; each passes XState's abort signal. The check and the creation are silent: refusals show next to their form. */
export const loadRooms = fromPromise<{ rooms: VideoRoom[]; candidates: RoomCandidate[] }, { organiser: boolean }>(
  async ({ input, signal }) => {
    const [rooms, candidates] = await Promise.all([
      listRooms({ signal }),
      input.organiser ? listRoomCandidates({ signal }) : Promise.resolve([]),
    ])
    return { rooms, candidates }
  },
)

export const saveRoom = fromPromise<VideoRoom, RoomForm>(({ input, signal }) =>
  createRoom(input, { signal, silent: true }),
)

export const checkRoomLink = fromPromise<VideoRoom, { link: string }>(({ input, signal }) =>
  roomByLink(input.link, { signal, silent: true }),
)
