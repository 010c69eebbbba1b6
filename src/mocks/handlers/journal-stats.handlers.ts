import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { ok } from '../lib/respond'
import { requireRole, requireUser, userHasRole, type DemoUser } from '../lib/auth'
import { journalCells, journalKeys, studentIDsOf, validPassesOf, type JournalKey } from '../seed/journal.seed'
import { fioOf } from './people.handlers'
import { absencesByStudent, heldDates } from './journal-absences'
import type { AttendanceRow, FillingRow, MissedRow } from '@/api/journal-stats'
import { JOURNAL_ROLES, JOURNAL_STAT_ROLES, MISSED_DAYS_LIMIT } from '@/lib/constants/journal'
import { filledLessons, journalAttendance } from '@/lib/journal-stats'
import { journalTexts } from '@/texts/ru/journal'

/** The journals a user's statistics cover: a teacher's own, every journal for the readers of all. */
export function visibleJournals(request: Request) {
  const user: DemoUser = requireUser(request)
  requireRole(user, ...JOURNAL_STAT_ROLES)
  const all = userHasRole(user, ...JOURNAL_ROLES.readAll)
  return journalKeys().filter((k) => all || k.teacherID === user.userID)
}

/** Journals, lessons held and lessons with any value entered, per teacher of the given journals. */
export function fillingByTeacher(keys: readonly JournalKey[]): FillingRow[] {
  const byTeacher = new Map<number, FillingRow>()
  for (const k of keys) {
    const held = heldDates(k)
    const filled = filledLessons(held, [...journalCells(k).values()])
    const row = byTeacher.get(k.teacherID) ?? {
      teacherID: k.teacherID,
      teacher: k.teacher,
      journals: 0,
      held: 0,
      filled: 0,
    }
    byTeacher.set(k.teacherID, {
      ...row,
      journals: row.journals + 1,
      held: row.held + held.length,
      filled: row.filled + filled,
    })
  }
  return [...byTeacher.values()]
}

/** Journal statistics (issue 15), computed on request from the stored cells and valid passes. */
export const journalStatsHandlers: HttpHandler[] = [
  http.get('*/api/Journals/Stat/Attendance', ({ request }) => {
    const rows: AttendanceRow[] = visibleJournals(request).map((k) => {
      const held = heldDates(k)
      const figures = journalAttendance(held, studentIDsOf(k.groupID), [...journalCells(k).values()], validPassesOf)
      return {
        journalID: k.journalID,
        group: k.group,
        discipline: k.discipline,
        kind: journalTexts.kinds[k.kind],
        held: held.length,
        ...figures,
      }
    })
    return ok(rows)
  }),

  http.get('*/api/Journals/Stat/MissedDays', ({ request }) => {
    const rows: MissedRow[] = []
    for (const [studentID, a] of absencesByStudent(visibleJournals(request))) {
      const u = db.user.findFirst({ where: { userID: { equals: studentID } } })
      if (u) rows.push({ studentID, fio: fioOf(u), group: u.groupName, missed: a.valid + a.invalid, valid: a.valid })
    }
    rows.sort((a, b) => b.missed - a.missed || a.fio.localeCompare(b.fio, 'ru'))
    return ok(rows.slice(0, MISSED_DAYS_LIMIT))
  }),

  http.get('*/api/Journals/Stat/Filling', ({ request }) =>
    ok(fillingByTeacher(visibleJournals(request)).sort((a, b) => a.teacher.localeCompare(b.teacher, 'ru'))),
  ),
]
