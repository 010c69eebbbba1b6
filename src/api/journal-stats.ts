import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'

/**
 * Journal statistics (issue 15: /Journals/Stat/*), computed by the server from the stored journal
 * cells and valid passes; a teacher gets their own journals, the deans' offices and admins all:
 *   GET /api/Journals/Stat/Attendance   per journal: lessons held, expected attendances, absences, valid ones
 *   GET /api/Journals/Stat/MissedDays   students with the most missed lessons
 *   GET /api/Journals/Stat/Filling      per teacher: journals, lessons held, lessons with a value entered
 *   GET /api/Journals/Stat/Forming?year&sem  per department of a semester: teachers, journals, lessons held,
 *                                       with a value entered (attendance taken), with a mark (400: bad period)
 *   GET /api/Journals/TeachersRating    per teacher with their department: the filling figures to rank
 */
export const attendanceRowSchema = v.object({
  journalID: v.number(),
  group: v.string(),
  discipline: v.string(),
  kind: v.string(),
  held: v.number(),
  expected: v.number(),
  absences: v.number(),
  valid: v.number(),
})
export type AttendanceRow = v.InferOutput<typeof attendanceRowSchema>

export const missedRowSchema = v.object({
  studentID: v.number(),
  fio: v.string(),
  group: v.string(),
  missed: v.number(),
  valid: v.number(),
})
export type MissedRow = v.InferOutput<typeof missedRowSchema>

export const fillingRowSchema = v.object({
  teacherID: v.number(),
  teacher: v.string(),
  journals: v.number(),
  held: v.number(),
  filled: v.number(),
})
export type FillingRow = v.InferOutput<typeof fillingRowSchema>

export const formingRowSchema = v.object({
  department: v.string(),
  teachers: v.number(),
  journals: v.number(),
  held: v.number(),
  filled: v.number(),
  marked: v.number(),
})
export type FormingRow = v.InferOutput<typeof formingRowSchema>
const formingSchema = v.object({ year: v.number(), sem: v.picklist([0, 1]), rows: v.array(formingRowSchema) })

export const ratingRowSchema = v.object({ ...fillingRowSchema.entries, department: v.string() })
export type RatingRow = v.InferOutput<typeof ratingRowSchema>

export type JournalStat =
  | { kind: 'attendance'; rows: AttendanceRow[] }
  | { kind: 'missed'; rows: MissedRow[] }
  | { kind: 'filling'; rows: FillingRow[] }
  | { kind: 'forming'; year: number; sem: 0 | 1; rows: FormingRow[] }
  | { kind: 'rating'; rows: RatingRow[] }
export type JournalStatKind = JournalStat['kind']

const PATHS = {
  attendance: '/Journals/Stat/Attendance',
  missed: '/Journals/Stat/MissedDays',
  filling: '/Journals/Stat/Filling',
  forming: '/Journals/Stat/Forming',
  rating: '/Journals/TeachersRating',
}

/** A statistics table; `period` chooses the forming statistics' semester (none: the current one). */
export async function getJournalStat(
  kind: JournalStatKind,
  options: RequestOptions = {},
  period: { year: number; sem: 0 | 1 } | null = null,
): Promise<JournalStat> {
  const answer = await http.get(PATHS[kind], period ?? undefined, options)
  if (kind === 'forming') return { kind, ...parseAnswer(stateEnvelope(formingSchema), answer).data }
  if (kind === 'rating') return { kind, rows: parseAnswer(stateEnvelope(v.array(ratingRowSchema)), answer).data }
  if (kind === 'attendance')
    return { kind, rows: parseAnswer(stateEnvelope(v.array(attendanceRowSchema)), answer).data }
  if (kind === 'missed') return { kind, rows: parseAnswer(stateEnvelope(v.array(missedRowSchema)), answer).data }
  return { kind, rows: parseAnswer(stateEnvelope(v.array(fillingRowSchema)), answer).data }
}
