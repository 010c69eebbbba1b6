import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { CONTROL_KINDS, MARKS } from '@/lib/day-grades'
import { PAIR_TIMES, ROOM_CAPACITY_MAX, STUDENT_SEARCH_MIN_LENGTH } from '@/lib/constants/day'
import { isDay } from '@/lib/day-week'
import { emptyAudTexts } from '@/texts/ru/day'

/**
 * Timetable calls. Spec 2 §7: `GET api/rasp{tab}list {year}`, tab Group by default; the week of one
 * group, teacher or room comes from `GET /api/Rasp?type&id&date` (the spec is silent on its name).
 */
export const RASP_TABS = ['Group', 'Prepod', 'Aud'] as const
export type RaspTab = (typeof RASP_TABS)[number]
export const isRaspTab = (value: string | undefined): value is RaspTab => RASP_TABS.includes(value as RaspTab)

export const LESSON_KINDS = ['lecture', 'practice', 'lab'] as const
export type LessonKind = (typeof LESSON_KINDS)[number]

export const raspEntrySchema = v.object({ id: v.number(), name: v.string(), hint: v.optional(v.string(), '') })
export type RaspEntry = v.InferOutput<typeof raspEntrySchema>

export const lessonSchema = v.object({
  id: v.number(),
  date: v.string(),
  pair: v.number(),
  subject: v.string(),
  kind: v.picklist(LESSON_KINDS),
  room: v.string(),
  teacherID: v.number(),
  teacher: v.string(),
  groupID: v.number(),
  group: v.string(),
  /** 0: the whole group; 1 or 2: that subgroup. */
  subgroup: v.number(),
})
export type Lesson = v.InferOutput<typeof lessonSchema>

export const weekSchema = v.object({
  type: v.picklist(RASP_TABS),
  id: v.number(),
  name: v.string(),
  /** Monday of the week, 'yyyy-mm-dd'. */
  weekStart: v.string(),
  lessons: v.array(lessonSchema),
})
export type RaspWeek = v.InferOutput<typeof weekSchema>

export async function getRaspList(tab: RaspTab, year: number, options: RequestOptions = {}) {
  const answer = await http.get(`/rasp${tab}list`, { year }, options)
  return parseAnswer(stateEnvelope(v.array(raspEntrySchema)), answer).data
}

export async function getRaspWeek(type: RaspTab, id: number, date: string, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(weekSchema), await http.get('/Rasp', { type, id, date }, options)).data
}

/** Grade book: `GET /api/EducationalActivity/ZachBook?studentID` (the spec names the route, not the call). */
export const gradeSchema = v.object({
  id: v.number(),
  semester: v.number(),
  /** Academic year, e.g. '2025-2026'. */
  year: v.string(),
  discipline: v.string(),
  kind: v.picklist(CONTROL_KINDS),
  mark: v.picklist(MARKS),
  date: v.string(),
  teacher: v.string(),
  hours: v.number(),
})
export type Grade = v.InferOutput<typeof gradeSchema>

export const gradeBookSchema = v.object({
  student: v.object({ id: v.number(), fio: v.string(), group: v.string(), course: v.number(), bookNumber: v.string() }),
  grades: v.array(gradeSchema),
})
export type GradeBook = v.InferOutput<typeof gradeBookSchema>

export async function getGradeBook(studentID: number | null, options: RequestOptions = {}) {
  const answer = await http.get('/EducationalActivity/ZachBook', { studentID: studentID ?? undefined }, options)
  return parseAnswer(stateEnvelope(gradeBookSchema), answer).data
}

/** The dean's office looks a student up by name (more than 3 characters, spec 2 §9). */
export const studentSearchSchema = v.object({
  fio: v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (s: string) => s.replace(/[\s\u200B-\u200D\u2060\uFEFF]/g, '').length >= STUDENT_SEARCH_MIN_LENGTH,
      'Введите не меньше 4 букв',
    ),
  ),
})
export type StudentSearch = v.InferOutput<typeof studentSearchSchema>

/**
 * Free rooms for a date and a pair (/Rasp/EmptyAud): `GET /api/Rasp/EmptyAud?date&pair[&building&capacity]`
 * (the spec names the route, not the call). The same schema checks the form and the mock handler.
 */
export const emptyAudSearchSchema = v.object({
  date: v.pipe(
    v.nullable(v.string()),
    v.check((d): d is string => typeof d === 'string' && isDay(d), emptyAudTexts.server.badDate),
    v.transform((d) => d as string),
  ),
  pair: v.pipe(
    v.nullable(v.number()),
    v.check((p) => PAIR_TIMES.some((t) => t.pair === p), emptyAudTexts.server.badPair),
    v.transform((p) => p as number),
  ),
  /** 0: every building (a room '2-305' is in building 2). */
  building: v.pipe(
    v.number(),
    v.integer(emptyAudTexts.server.badBuilding),
    v.minValue(0, emptyAudTexts.server.badBuilding),
  ),
  capacity: v.nullable(
    v.pipe(
      v.number(emptyAudTexts.server.badCapacity),
      v.integer(emptyAudTexts.server.badCapacity),
      v.minValue(1, emptyAudTexts.server.badCapacity),
      v.maxValue(ROOM_CAPACITY_MAX, emptyAudTexts.server.badCapacity),
    ),
  ),
})
export type EmptyAudSearch = v.InferOutput<typeof emptyAudSearchSchema>

export const roomSchema = v.object({ id: v.number(), name: v.string(), building: v.number(), capacity: v.number() })
export type Room = v.InferOutput<typeof roomSchema>
export const emptyAudSchema = v.object({
  date: v.string(),
  pair: v.number(),
  rooms: v.array(roomSchema),
  /** Rooms of the chosen buildings taken by lessons in that pair. */
  busy: v.number(),
})
export type EmptyAud = v.InferOutput<typeof emptyAudSchema>

export async function getEmptyAud(search: EmptyAudSearch, options: RequestOptions = {}) {
  const query = {
    date: search.date,
    pair: search.pair,
    building: search.building || undefined,
    capacity: search.capacity ?? undefined,
  }
  return parseAnswer(stateEnvelope(emptyAudSchema), await http.get('/Rasp/EmptyAud', query, options)).data
}

/** The building of a room named '2-305'. */
export const buildingOf = (room: string) => Number(room.split('-')[0]) || 0
