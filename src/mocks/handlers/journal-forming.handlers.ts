import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { badRequest, ok, queryOf } from '../lib/respond'
import { requireRole, requireUser } from '../lib/auth'
import { currentSemester, journalCells, journalKeys, type JournalKey } from '../seed/journal.seed'
import { heldDates } from './journal-absences'
import { fillingByTeacher, visibleJournals } from './journal-stats.handlers'
import type { FormingRow, RatingRow } from '@/api/journal-stats'
import { JOURNAL_ROLES } from '@/lib/constants/journal'
import { lessonsWithMarks } from '@/lib/journal-forming'
import { filledLessons } from '@/lib/journal-stats'
import { journalPagesTexts } from '@/texts/ru/journal-pages'

const s = journalPagesTexts.server

const departmentOf = (teacherID: number) =>
  db.user.findFirst({ where: { userID: { equals: teacherID } } })?.department || s.noDepartment

/** One journal's figures: lessons held, with any value entered, with a mark. */
function figures(k: JournalKey) {
  const held = heldDates(k)
  const cells = [...journalCells(k).values()]
  return { held: held.length, filled: filledLessons(held, cells), marked: lessonsWithMarks(held, cells) }
}

/** Forming statistics by department and the teachers' rating (issue 15), computed from the stored cells. */
export const journalFormingHandlers: HttpHandler[] = [
  http.get('*/api/Journals/Stat/Forming', ({ request }) => {
    const keys = visibleJournals(request)
    const q = queryOf(request)
    const current = currentSemester()
    const [year, sem] = [q.get('year'), q.get('sem')]
    if ((year || sem) && (!/^\d{4}$/.test(year ?? '') || (sem !== '0' && sem !== '1'))) return badRequest(s.badPeriod)
    const period = year
      ? { year: Number(year), sem: Number(sem) as 0 | 1 }
      : { year: current.year, sem: current.semester }
    if (period.year !== current.year || period.sem !== current.semester)
      return ok({ year: period.year, sem: period.sem, rows: [] })
    const rows = new Map<string, FormingRow & { ids: Set<number> }>()
    for (const k of keys) {
      const department = departmentOf(k.teacherID)
      const f = figures(k)
      const row = rows.get(department) ?? {
        department,
        teachers: 0,
        journals: 0,
        held: 0,
        filled: 0,
        marked: 0,
        ids: new Set<number>(),
      }
      row.ids.add(k.teacherID)
      rows.set(department, {
        ...row,
        teachers: row.ids.size,
        journals: row.journals + 1,
        held: row.held + f.held,
        filled: row.filled + f.filled,
        marked: row.marked + f.marked,
      })
    }
    const data = [...rows.values()]
      .map(({ ids: _ids, ...r }) => r)
      .sort((a, b) => a.department.localeCompare(b.department, 'ru'))
    return ok({ year: period.year, sem: period.sem, rows: data })
  }),

  /** Every journal counts: the rating ranks all teachers for everyone the journals admit. */
  http.get('*/api/Journals/TeachersRating', ({ request }) => {
    requireRole(requireUser(request), ...JOURNAL_ROLES.any)
    const rows: RatingRow[] = fillingByTeacher(journalKeys()).map((r) => ({
      ...r,
      department: departmentOf(r.teacherID),
    }))
    return ok(rows)
  }),
]
