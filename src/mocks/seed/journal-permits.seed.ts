import { db } from '../db'
import { createRng } from '../lib/rng'
import { fullName } from '../lib/names'
import { currentSemester, todayOf } from './journal.seed'
import type { PassPermitStatus } from '@/api/journal-permits'
import { addDays } from '@/lib/day-week'
import { journalPermitTexts } from '@/texts/ru/journal-permits'

const t = journalPermitTexts

/**
 * About two dozen applications of the semester so far: the demo student's pending one first, then
 * students in a fixed order; most wait, some were approved (validPassesOf reads them as valid passes), some refused.
 */
export function seedPassPermits(): void {
  const rng = createRng(91_515)
  const { start } = currentSemester()
  const today = todayOf()
  const span = Math.max(10, Math.round((Date.parse(today) - Date.parse(start)) / 86_400_000) - 5)
  const students = db.user.findMany({ where: { kind: { equals: 'student' } } }).filter((u) => u.groupID)
  const chosen = [students.find((u) => u.userID === 1), ...rng.shuffle(students).slice(0, 23)].filter(
    (u, i, all): u is NonNullable<typeof u> => Boolean(u) && all.indexOf(u) === i,
  )
  chosen.forEach((u, i) => {
    const from = i === 0 ? addDays(start, 40) : addDays(start, rng.int(0, span))
    const to = addDays(from, rng.int(1, 5))
    const k = rng.int(0, t.reasons.length - 1)
    const r = rng.next()
    const status: PassPermitStatus = i === 0 || r < 0.55 ? 'pending' : r < 0.82 ? 'approved' : 'refused'
    const permit = {
      id: i + 1,
      studentID: u.userID,
      fio: fullName(u),
      group: u.groupName,
      dateFrom: from,
      dateTo: to,
      reason: t.reasons[k],
      document: `${t.documents[k]}${rng.int(10, 999)}`,
      created: addDays(to, rng.int(1, 3)),
      status,
      refusal: status === 'refused' ? t.seededRefusal : '',
      deciderID: status === 'pending' ? 0 : 9,
    }
    db.journalPassPermit.create(permit)
  })
}
