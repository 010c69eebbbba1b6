import { db } from '../db'
import { createRng } from '../lib/rng'
import { lessonsOf } from './day.seed'
import type { Control } from '@/api/journal'
import type { LessonKind } from '@/api/day'
import { JOURNAL_ABSENT, JOURNAL_CREDIT_DISCIPLINES, JOURNAL_CREDITS } from '@/lib/constants/journal'
import { addDays, moscowClock } from '@/lib/day-week'
import { daysBetween, semesterRange, type SemesterRange } from '@/lib/journal-dates'

/**
 * Class journals derived from the day seed's timetable: one journal per group, discipline, kind of
 * lessons and teacher of the current semester; its dates are that timetable's lesson dates. Generated
 * cells (marks and absences of the lessons already held) are made deterministically on first request;
 * what teachers save lives in the `journalMark` model and wins over them.
 */
export interface JournalKey {
  journalID: number
  groupID: number
  group: string
  discipline: string
  kind: LessonKind
  teacherID: number
  teacher: string
  control: Control
}

export const todayOf = () => moscowClock(new Date()).day
export const currentSemester = (): SemesterRange => semesterRange(todayOf())

let keysCache: { start: string; keys: JournalKey[] } | null = null
const datesCache = new Map<number, string[]>()
const generatedCache = new Map<number, Map<string, string>>()

/** Every journal of the semester (the timetable repeats every two weeks: two weeks show every slot). */
export function journalKeys(): JournalKey[] {
  const { start } = currentSemester()
  if (keysCache?.start === start) return keysCache.keys
  const seen = new Map<string, Omit<JournalKey, 'journalID'>>()
  for (const l of lessonsOf(daysBetween(start, addDays(start, 20)), () => true)) {
    const id = `${l.groupID}|${l.subject}|${l.kind}|${l.teacherID}`
    if (!seen.has(id))
      seen.set(id, {
        groupID: l.groupID,
        group: l.group,
        discipline: l.subject,
        kind: l.kind,
        teacherID: l.teacherID,
        teacher: l.teacher,
        control: (JOURNAL_CREDIT_DISCIPLINES as readonly string[]).includes(l.subject) ? 'credit' : 'exam',
      })
  }
  const byGroup = new Map<number, number>()
  const keys = [...seen.values()]
    .sort(
      (a, b) =>
        a.groupID - b.groupID ||
        a.discipline.localeCompare(b.discipline, 'ru') ||
        a.kind.localeCompare(b.kind) ||
        a.teacherID - b.teacherID,
    )
    .map((k) => {
      const n = (byGroup.get(k.groupID) ?? 0) + 1
      byGroup.set(k.groupID, n)
      return { ...k, journalID: k.groupID * 100 + n }
    })
  keysCache = { start, keys }
  datesCache.clear()
  generatedCache.clear()
  return keys
}

export const journalOf = (journalID: number) => journalKeys().find((k) => k.journalID === journalID) ?? null

/** The journals' lesson dates of the semester, from the timetable (each date once), in one pass. */
export function journalDates(key: JournalKey): string[] {
  if (!datesCache.size) {
    const { start, end } = currentSemester()
    const idOf = new Map(
      journalKeys().map((k) => [`${k.groupID}|${k.discipline}|${k.kind}|${k.teacherID}`, k.journalID]),
    )
    for (const l of lessonsOf(daysBetween(start, end), () => true)) {
      const id = idOf.get(`${l.groupID}|${l.subject}|${l.kind}|${l.teacherID}`)
      if (id === undefined) continue
      const list = datesCache.get(id) ?? []
      if (list.at(-1) !== l.date) list.push(l.date)
      datesCache.set(id, list)
    }
  }
  return datesCache.get(key.journalID) ?? []
}

export const studentIDsOf = (groupID: number) =>
  db.user
    .findMany({ where: { groupID: { equals: groupID } } })
    .filter((u) => u.kind === 'student')
    .map((u) => u.userID)

export const cellID = (journalID: number, studentID: number, date: string) => `${journalID}:${studentID}:${date}`

/** The generated cells of the lessons held by today: about one absence in twelve, a mark in four. */
function generated(key: JournalKey): Map<string, string> {
  const cached = generatedCache.get(key.journalID)
  if (cached) return cached
  const today = todayOf()
  const rng = createRng(70_000 + key.journalID)
  const cells = new Map<string, string>()
  const dates = journalDates(key).filter((d) => d < today)
  for (const studentID of studentIDsOf(key.groupID))
    for (const date of dates) {
      const r = rng.next()
      const id = cellID(key.journalID, studentID, date)
      if (r < 0.08) cells.set(id, JOURNAL_ABSENT)
      else if (r < 0.3)
        cells.set(
          id,
          key.control === 'credit'
            ? rng.chance(0.9)
              ? JOURNAL_CREDITS[0]
              : JOURNAL_CREDITS[1]
            : rng.pick(['5', '5', '4', '4', '3', '2']),
        )
    }
  generatedCache.set(key.journalID, cells)
  return cells
}

/** Every non-empty cell of a journal: the generated ones overridden by the saved ones. */
export function journalCells(key: JournalKey): Map<string, { studentID: number; date: string; value: string }> {
  const out = new Map<string, { studentID: number; date: string; value: string }>()
  for (const [id, value] of generated(key)) {
    const [, studentID, date] = id.split(':')
    out.set(id, { studentID: Number(studentID), date, value })
  }
  for (const saved of db.journalMark.findMany({ where: { journalID: { equals: key.journalID } } })) {
    if (saved.value) out.set(saved.id, { studentID: saved.studentID, date: saved.date, value: saved.value })
    else out.delete(saved.id)
  }
  return out
}

/** Valid passes: about one student in seven was excused for some days (deterministic per student); the demo student always. */
export function validPassesOf(studentID: number): ValidPass[] {
  const { start, end } = currentSemester()
  const stored: ValidPass[] = db.journalValidPass
    .findMany({ where: { studentID: { equals: studentID } } })
    .filter((p) => p.dateTo >= start && p.dateFrom <= end)
    .map((p) => ({ id: p.id, dateFrom: p.dateFrom, dateTo: p.dateTo, reason: p.reason, document: p.document }))
  // approved excused-absence permits (/Journals/PassPermits) excuse their days too (no id: not withdrawn here)
  for (const p of db.journalPassPermit.findMany({ where: { studentID: { equals: studentID } } }))
    if (p.status === 'approved' && p.dateTo >= start && p.dateFrom <= end)
      stored.push({ dateFrom: p.dateFrom, dateTo: p.dateTo, reason: p.reason, document: p.document })
  const rng = createRng(4_000 + studentID)
  if (studentID !== 1 && !rng.chance(0.15)) return stored
  const from = addDays(start, studentID === 1 ? 14 : rng.int(0, 60))
  const seeded = {
    dateFrom: from,
    dateTo: addDays(from, studentID === 1 ? 6 : rng.int(2, 9)),
    reason: rng.pick(['Справка о болезни', 'Участие в олимпиаде', 'Заявление по семейным обстоятельствам']),
  }
  return [seeded, ...stored].sort((a, b) => a.dateFrom.localeCompare(b.dateFrom))
}

/** A valid pass: seeded ones have no id (they cannot be withdrawn); the dean's office's records have one. */
export interface ValidPass {
  id?: number
  dateFrom: string
  dateTo: string
  reason: string
  document?: string
}
