import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'

/**
 * Journal statistics (issue 15: /Journals/Stat/*), computed by the server from the stored journal
 * cells and valid passes; a teacher gets their own journals, the deans' offices and admins all:
 *   GET /api/Journals/Stat/Attendance   per journal: lessons held, expected attendances, absences, valid ones
 *   GET /api/Journals/Stat/MissedDays   students with the most missed lessons
 *   GET /api/Journals/Stat/Filling      per teacher: journals, lessons held, lessons with a value entered
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

export type JournalStat =
  | { kind: 'attendance'; rows: AttendanceRow[] }
  | { kind: 'missed'; rows: MissedRow[] }
  | { kind: 'filling'; rows: FillingRow[] }
export type JournalStatKind = JournalStat['kind']

const PATHS = {
  attendance: '/Journals/Stat/Attendance',
  missed: '/Journals/Stat/MissedDays',
  filling: '/Journals/Stat/Filling',
}

export async function getJournalStat(kind: JournalStatKind, options: RequestOptions = {}): Promise<JournalStat> {
  const answer = await http.get(PATHS[kind], undefined, options)
  if (kind === 'attendance')
    return { kind, rows: parseAnswer(stateEnvelope(v.array(attendanceRowSchema)), answer).data }
  if (kind === 'missed') return { kind, rows: parseAnswer(stateEnvelope(v.array(missedRowSchema)), answer).data }
  return { kind, rows: parseAnswer(stateEnvelope(v.array(fillingRowSchema)), answer).data }
}
