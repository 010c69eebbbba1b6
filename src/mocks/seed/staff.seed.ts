import { db } from '../db'
import { fullName, randomPerson } from '../lib/names'
import type { Rng } from '../lib/rng'

const iso = (d: Date) => d.toISOString().slice(0, 10)
const addDays = (day: string, n: number) => iso(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000))
const day = (year: number, month: number, date: number) => iso(new Date(Date.UTC(year, month - 1, date)))

/** Staff whose absences the graph shows: the teachers and the named staff personas (not the per-role demo users). */
export const graphStaff = () =>
  db.user.getAll().filter((u) => (u.kind === 'teacher' || (u.kind === 'staff' && u.userID < 40)) && u.department !== '')

const POSITIONS = ['Доцент', 'Старший преподаватель', 'Профессор', 'Ассистент']
const DEPARTMENTS = [
  'Кафедра программного обеспечения',
  'Кафедра информационных систем',
  'Кафедра экономики',
  'Кафедра технологии машиностроения',
  'Кафедра электроэнергетики',
  'Кафедра гражданского права',
]

/**
 * Absences of 2026 and 2027 for every teacher and staff member with a department (the summer vacation in
 * two parts, sometimes a trip or a study leave), the part-time teachers (some of the population's teachers
 * as internal part-timers, the rest external people and hourly workers) and no accessibility requests.
 */
export function seedStaff(rng: Rng): void {
  let id = 1
  for (const u of graphStaff()) {
    for (const year of [2026, 2027]) {
      const first = day(year, rng.pick([6, 7]), rng.int(1, 20))
      db.staffAbsence.create({
        id: id++,
        userID: u.userID,
        kind: 'vacation',
        dateFrom: first,
        dateTo: addDays(first, 27),
      })
      const second = day(year, rng.pick([1, 2, 8, 12]), rng.int(1, 14))
      db.staffAbsence.create({
        id: id++,
        userID: u.userID,
        kind: 'vacation',
        dateFrom: second,
        dateTo: addDays(second, 13),
      })
      if (rng.chance(0.4)) {
        const trip = day(year, rng.pick([3, 4, 5, 10, 11]), rng.int(1, 24))
        db.staffAbsence.create({
          id: id++,
          userID: u.userID,
          kind: 'trip',
          dateFrom: trip,
          dateTo: addDays(trip, rng.int(2, 5)),
        })
      }
      if (rng.chance(0.1)) {
        const study = day(year, 9, rng.int(1, 15))
        db.staffAbsence.create({
          id: id++,
          userID: u.userID,
          kind: 'study',
          dateFrom: study,
          dateTo: addDays(study, 9),
        })
      }
    }
  }
  const internal = db.user
    .findMany({ where: { kind: { equals: 'teacher' } } })
    .filter((u) => u.userID >= 1000 && u.userID % 7 === 3)
  let row = 1
  for (const u of internal)
    db.partTimeTeacher.create({
      id: row++,
      fio: fullName(u),
      kind: 'internal',
      department: DEPARTMENTS[(u.userID + 1) % DEPARTMENTS.length],
      position: u.position,
      rate: rng.pick(['0,25', '0,5']),
      hours: rng.int(2, 9) * 50,
      dateTo: '2027-06-30',
    })
  for (let i = 0; i < 14; i++) {
    const hourly = i % 3 === 2
    db.partTimeTeacher.create({
      id: row++,
      fio: fullName(randomPerson(rng)),
      kind: hourly ? 'hourly' : 'external',
      department: DEPARTMENTS[i % DEPARTMENTS.length],
      position: hourly ? 'Преподаватель (почасовая оплата)' : rng.pick(POSITIONS),
      rate: hourly ? '—' : rng.pick(['0,1', '0,25', '0,5']),
      hours: hourly ? rng.int(2, 12) * 10 : rng.int(2, 8) * 50,
      dateTo: hourly ? '2026-12-31' : '2027-06-30',
    })
  }
}
