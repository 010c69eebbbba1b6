import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { ROOM_ORGANISERS, roomFormSchema, roomLinkSchema, type VideoRoom } from '@/api/video-rooms'
import { ROOM_LINK_BASE } from '@/lib/constants/video-rooms'
import { videoRoomsTexts as t } from '@/texts/ru/video-rooms'
import { db } from '../db'
import { requireRole, requireUser, userHasRole, type DemoUser } from '../lib/auth'
import { badRequest, failure, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { createRecord, nextId } from '../lib/store'
import { fullName } from '../lib/names'
import { fioOf } from './boards-common'

type RoomRecord = NonNullable<ReturnType<typeof db.videoRoom.findFirst>>

/** Now in Moscow, 'yyyy-mm-ddThh:mm'. */
const moscowNow = () => new Date(Date.now() + 3 * 36e5).toISOString().slice(0, 16)

const invited = (r: RoomRecord, user: DemoUser) =>
  r.organiserID === user.userID || r.participantIDs.includes(user.userID)

const roomRow = (r: RoomRecord, user: DemoUser): VideoRoom => ({
  id: r.id,
  title: r.title,
  organiser: fioOf(r.organiserID),
  start: r.start,
  link: ROOM_LINK_BASE + r.code,
  participants: r.participantIDs.map(fioOf),
  mine: r.organiserID === user.userID,
})

/** A new room's code, `abc-defg-hij`, derived from its id (deterministic; unique among the rooms). */
export function roomCode(id: number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  for (let salt = 0; ; salt += 1) {
    let x = (id * 2654435761 + salt * 97) % 2147483647
    let code = ''
    for (let i = 0; i < 10; i += 1) {
      x = (x * 48271) % 2147483647
      code += letters[x % 26]
    }
    const formatted = `${code.slice(0, 3)}-${code.slice(3, 7)}-${code.slice(7)}`
    if (!db.videoRoom.findFirst({ where: { code: { equals: formatted } } })) return formatted
  }
}

/** Whom an organiser may invite: the named users and the teachers (not the whole student body), not themselves. */
const candidates = (user: DemoUser) =>
  db.user
    .getAll()
    .filter((u) => u.userID > 0 && u.userID < 2000 && u.userID !== user.userID)
    .map((u) => ({ value: u.userID, label: fullName(u) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'ru'))

/** Video conference rooms: my rooms, a link's room, organisers create rooms. */
export const videoRoomHandlers: HttpHandler[] = [
  http.get('*/api/VideoConference/Rooms', ({ request }) => {
    const user = requireUser(request)
    const rows = db.videoRoom
      .getAll()
      .filter((r) => invited(r, user))
      .sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id)
    return ok(rows.map((r) => roomRow(r, user)))
  }),
  http.get('*/api/VideoConference/Room', ({ request }) => {
    const user = requireUser(request)
    const parsed = v.safeParse(roomLinkSchema, { link: queryOf(request).get('link') ?? '' })
    if (!parsed.success) return badRequest(parsed.issues[0].message)
    const code = parsed.output.link.slice(ROOM_LINK_BASE.length)
    const room = db.videoRoom.findFirst({ where: { code: { equals: code } } })
    if (!room) return notFound(t.roomMissing)
    if (!invited(room, user)) return failure(403, t.notInvited)
    return ok(roomRow(room, user))
  }),
  http.get('*/api/VideoConference/Candidates', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...ROOM_ORGANISERS)
    return ok(candidates(user))
  }),
  http.post('*/api/VideoConference/Rooms', async ({ request }) => {
    const user = requireUser(request)
    if (!userHasRole(user, ...ROOM_ORGANISERS)) return failure(403, t.organisersOnly)
    const parsed = v.safeParse(roomFormSchema, await jsonBody(request))
    if (!parsed.success) return badRequest(parsed.issues[0].message)
    const body = parsed.output
    const start = `${body.date}T${body.time}`
    if (start <= moscowNow()) return badRequest(t.inPast)
    const known = new Set(candidates(user).map((c) => c.value))
    if (body.participantIDs.some((id) => !known.has(id))) return badRequest(t.participantUnknown)
    const id = nextId('videoRoom', 'id')
    const created = createRecord('videoRoom', {
      id,
      title: body.title,
      organiserID: user.userID,
      start,
      code: roomCode(id),
      participantIDs: [...new Set(body.participantIDs)],
    })
    return ok(roomRow(created, user))
  }),
]
