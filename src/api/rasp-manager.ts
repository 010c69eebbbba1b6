import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { LESSON_KINDS } from './day'
import { PAIR_TIMES, STUDY_DAYS } from '@/lib/constants/day'
import { SLOT_PARITIES, SUBGROUPS, SUBJECT_MAX } from '@/lib/constants/rasp-manager'
import { visibleText } from '@/lib/validation'
import { raspManagerTexts } from '@/texts/ru/rasp-manager'

/**
 * The timetable office (/RaspManager): a group's week template (every week, odd and even weeks), edited
 * lesson by lesson. The spec names the routes, not the calls: `GET /api/RaspManager/Week?groupID`,
 * `POST /api/RaspManager/Lesson` {groupID, …}, `PUT /api/RaspManager/Lesson/{id}`,
 * `DELETE /api/RaspManager/Lesson/{id}`. A clash of teacher, room or group is a 400 with a Russian message.
 */
const t = raspManagerTexts.server

export const managerSlotSchema = v.object({
  /** groupID * 100 + the lesson's index in the group's template (also the tail of its lessons' ids). */
  id: v.number(),
  groupID: v.number(),
  weekday: v.number(),
  pair: v.number(),
  parity: v.picklist(SLOT_PARITIES),
  subject: v.string(),
  kind: v.picklist(LESSON_KINDS),
  room: v.string(),
  teacherID: v.number(),
  teacher: v.string(),
  subgroup: v.number(),
})
export type ManagerSlot = v.InferOutput<typeof managerSlotSchema>

export const managerWeekSchema = v.object({
  groupID: v.number(),
  group: v.string(),
  slots: v.array(managerSlotSchema),
})
export type ManagerWeek = v.InferOutput<typeof managerWeekSchema>

/** A required choice of a select (null until chosen). */
const chosen = <T extends number | string>(ok: (value: T) => boolean, message: string) =>
  v.pipe(
    v.nullable(v.union([v.number(), v.string()])),
    v.check((value) => value !== null && ok(value as T), message),
    v.transform((value) => value as T),
  )

/** The lesson form and the mock handler's check of a lesson's body alike. */
export const lessonFormSchema = v.object({
  weekday: chosen<number>((d) => Number.isInteger(d) && d >= 0 && d < STUDY_DAYS, t.badWeekday),
  pair: chosen<number>((p) => PAIR_TIMES.some((time) => time.pair === p), t.badPair),
  parity: v.picklist(SLOT_PARITIES, t.badParity),
  subject: v.pipe(visibleText(t.noSubject), v.trim(), v.maxLength(SUBJECT_MAX, t.longSubject)),
  kind: chosen<(typeof LESSON_KINDS)[number]>((k) => LESSON_KINDS.includes(k), t.badKind),
  room: chosen<string>((r) => typeof r === 'string' && r.length > 0, t.badRoom),
  teacherID: chosen<number>((id) => Number.isInteger(id) && id > 0, t.badTeacher),
  subgroup: chosen<number>((s) => (SUBGROUPS as readonly number[]).includes(s), t.badSubgroup),
})
export type LessonFormInput = v.InferInput<typeof lessonFormSchema>
export type LessonValues = v.InferOutput<typeof lessonFormSchema>

export async function getManagerWeek(groupID: number, options: RequestOptions = {}) {
  const answer = await http.get('/RaspManager/Week', { groupID }, options)
  return parseAnswer(stateEnvelope(managerWeekSchema), answer).data
}

export async function addLesson(groupID: number, values: LessonValues, options: RequestOptions = {}) {
  const answer = await http.post('/RaspManager/Lesson', { groupID, ...values }, options)
  return parseAnswer(stateEnvelope(managerSlotSchema), answer).data
}

export async function saveLesson(id: number, values: LessonValues, options: RequestOptions = {}) {
  const answer = await http.put(`/RaspManager/Lesson/${id}`, values, options)
  return parseAnswer(stateEnvelope(managerSlotSchema), answer).data
}

export async function deleteLesson(id: number, options: RequestOptions = {}) {
  const answer = await http.delete(`/RaspManager/Lesson/${id}`, undefined, options)
  return parseAnswer(stateEnvelope(v.unknown()), answer).data
}

/**
 * Spec 1 §7 realtime «schedule update»: after a published change of a group's week the server sends
 * `ScheduleUpdate` {groupIDs} to every open connection; open timetables reload their week.
 */
export const SCHEDULE_UPDATE_EVENT = 'ScheduleUpdate'
export const scheduleUpdateSchema = v.object({ groupIDs: v.array(v.number()) })
export type ScheduleUpdate = v.InferOutput<typeof scheduleUpdateSchema>

/**
 * One group's or stream's week in the office (/RaspManager/Team/{groupId?}): `GET /api/RaspManager/Team`
 * with `groupID` or `teamID`. A stream's week is its groups' lessons together; a group's answer names the
 * streams it belongs to.
 */
const namedSchema = v.object({ id: v.number(), name: v.string() })
export const teamWeekSchema = v.object({
  kind: v.picklist(['group', 'stream']),
  id: v.number(),
  name: v.string(),
  typeID: v.number(),
  groups: v.array(namedSchema),
  streams: v.array(v.object({ id: v.number(), name: v.string(), typeID: v.number() })),
  slots: v.array(managerSlotSchema),
})
export type TeamWeek = v.InferOutput<typeof teamWeekSchema>
export type TeamKey = { kind: 'group' | 'stream'; id: number }

export async function getTeamWeek(key: TeamKey, options: RequestOptions = {}) {
  const query = key.kind === 'group' ? { groupID: key.id } : { teamID: key.id }
  const answer = await http.get('/RaspManager/Team', query, options)
  return parseAnswer(stateEnvelope(teamWeekSchema), answer).data
}
