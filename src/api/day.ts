import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'

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
