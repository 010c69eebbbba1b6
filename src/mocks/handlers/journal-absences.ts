import { db } from '../db'
import { journalCells, journalDates, todayOf, validPassesOf, type JournalKey } from '../seed/journal.seed'
import { JOURNAL_ABSENT } from '@/lib/constants/journal'
import { isExcused } from '@/lib/journal-stats'

/** Every student's absences («н» on a lesson held) across the given journals, split into valid and not. */
export function absencesByStudent(keys: readonly JournalKey[]): Map<number, { valid: number; invalid: number }> {
  const today = todayOf()
  const out = new Map<number, { valid: number; invalid: number }>()
  const passes = new Map<number, ReturnType<typeof validPassesOf>>()
  const passesOf = (id: number) => {
    const known = passes.get(id)
    if (known) return known
    const fresh = validPassesOf(id)
    passes.set(id, fresh)
    return fresh
  }
  for (const k of keys) {
    for (const c of journalCells(k).values()) {
      if (c.value !== JOURNAL_ABSENT || c.date > today) continue
      const sum = out.get(c.studentID) ?? { valid: 0, invalid: 0 }
      if (isExcused(c.date, passesOf(c.studentID))) sum.valid += 1
      else sum.invalid += 1
      out.set(c.studentID, sum)
    }
  }
  return out
}

/** The journal's lesson dates held by today. */
export const heldDates = (k: JournalKey) => {
  const today = todayOf()
  return journalDates(k).filter((d) => d <= today)
}

/** Every student of the demo population (kind 'student' with a group). */
export const allStudents = () => db.user.findMany({ where: { kind: { equals: 'student' } } }).filter((u) => u.groupID)
