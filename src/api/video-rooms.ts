import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { visibleText } from '@/lib/validation'
import { ROLES } from '@/lib/roles'
import {
  ROOM_LINK_MAX,
  ROOM_LINK_PATTERN,
  ROOM_PARTICIPANTS_MAX,
  ROOM_TIME_PATTERN,
  ROOM_TITLE_MAX,
} from '@/lib/constants/video-rooms'
import { videoRoomsTexts as t } from '@/texts/ru/video-rooms'

/**
 * /VideoConference/Room (spec 1 §2, Communication; issue 18): the rooms I am invited to, a join page
 * for a conference link, and rooms organisers (teachers and staff) create.
 *   GET  /VideoConference/Rooms               my rooms (invited or organised), by start
 *   GET  /VideoConference/Room?link={link}    the room of a link (400 bad link, 404 unknown, 403 not invited)
 *   GET  /VideoConference/Candidates          whom an organiser may invite
 *   POST /VideoConference/Rooms               create (organisers; body `roomFormSchema`)
 */
export const roomSchema = v.object({
  id: v.number(),
  title: v.string(),
  organiser: v.string(),
  /** Moscow time, 'yyyy-mm-ddThh:mm'. */
  start: v.string(),
  link: v.string(),
  participants: v.array(v.string()),
  /** The signed-in user organises it. */
  mine: v.boolean(),
})
export type VideoRoom = v.InferOutput<typeof roomSchema>

export const candidateSchema = v.object({ value: v.number(), label: v.string() })
export type RoomCandidate = v.InferOutput<typeof candidateSchema>

/** Who may create rooms: teachers, heads of departments, the dean's office and the portal's administrators. */
export const ROOM_ORGANISERS = [
  ROLES.teachers.name,
  ROLES.headOfDepartment.name,
  ROLES.deanOffice.name,
  ROLES.siteAdmin.name,
  ROLES.scienceAdmin.name,
] as const

/** The join form: a conference link of the university's service (also the mock's query check). */
export const roomLinkSchema = v.object({
  link: v.pipe(
    v.string(t.linkRequired),
    v.trim(),
    visibleText(t.linkRequired),
    v.maxLength(ROOM_LINK_MAX, t.linkTooLong(ROOM_LINK_MAX)),
    v.regex(ROOM_LINK_PATTERN, t.linkInvalid),
  ),
})

/** The new room's form (also the mock's body check; the mock adds «not in the past»). */
export const roomFormSchema = v.object({
  title: v.pipe(
    v.string(t.titleRequired),
    v.trim(),
    visibleText(t.titleRequired),
    v.maxLength(ROOM_TITLE_MAX, t.titleTooLong(ROOM_TITLE_MAX)),
  ),
  date: v.pipe(
    v.nullable(v.string()),
    v.check((d) => d !== null && d !== '', t.dateRequired),
    v.check((d) => d === null || d === '' || /^\d{4}-\d{2}-\d{2}$/.test(d), t.dateInvalid),
  ),
  time: v.pipe(
    v.string(t.timeRequired),
    v.trim(),
    v.minLength(1, t.timeRequired),
    v.regex(ROOM_TIME_PATTERN, t.timeInvalid),
  ),
  participantIDs: v.pipe(
    v.array(v.number(), t.participantsRequired),
    v.minLength(1, t.participantsRequired),
    v.maxLength(ROOM_PARTICIPANTS_MAX, t.participantsTooMany(ROOM_PARTICIPANTS_MAX)),
  ),
})
export type RoomFormInput = v.InferInput<typeof roomFormSchema>
export type RoomForm = v.InferOutput<typeof roomFormSchema>

export async function listRooms(options: RequestOptions = {}): Promise<VideoRoom[]> {
  const answer = await http.get('/VideoConference/Rooms', undefined, options)
  return parseAnswer(stateEnvelope(v.array(roomSchema)), answer).data
}

export async function roomByLink(link: string, options: RequestOptions = {}): Promise<VideoRoom> {
  const answer = await http.get('/VideoConference/Room', { link }, options)
  return parseAnswer(stateEnvelope(roomSchema), answer).data
}

export async function listRoomCandidates(options: RequestOptions = {}): Promise<RoomCandidate[]> {
  const answer = await http.get('/VideoConference/Candidates', undefined, options)
  return parseAnswer(stateEnvelope(v.array(candidateSchema)), answer).data
}

export async function createRoom(body: RoomForm, options: RequestOptions = {}): Promise<VideoRoom> {
  return parseAnswer(stateEnvelope(roomSchema), await http.post('/VideoConference/Rooms', body, options)).data
}
