import { db } from '../db'
import { SEED_NOW, type Rng } from '../lib/rng'
import { DORM_BENEFITS, DORM_CONTEST_TYPE } from '@/lib/constants/dormitory'
import { dormitoryTexts } from '@/texts/ru/dormitory'

/** The open dormitory contest this seed adds (the autumn one, core's contest 2, is over). */
export const OPEN_DORM_CONTEST = 7
const CLOSED_DORM_CONTEST = 2

/** A date `days` from today, yyyy-mm-dd: the open contest stays open whenever the demo runs. */
const fromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const HOSTELS = [
  { id: 1, name: 'Общежитие № 1', address: 'ул. Студенческая, 12', places: 14 },
  { id: 2, name: 'Общежитие № 2', address: 'пр. Университетский, 45', places: 10 },
  { id: 3, name: 'Общежитие № 4 (семейное)', address: 'ул. Садовая, 3к2', places: 4 },
]
const ODDS: [string, number][] = [
  ['orphan', 30],
  ['disabled', 25],
  ['largeFamily', 15],
  ['lowIncome', 10],
  ['svo', 20],
  ['mark', 10],
  ['distance', 2],
]
const ODDS_NAMES: Record<string, string> = {
  ...dormitoryTexts.benefits,
  mark: 'Средний балл (за каждый балл)',
  distance: 'Расстояние (за каждые 100 км)',
}
const DOCUMENTS: Record<string, string> = {
  orphan: 'Решение органа опеки № 112-о от 14.03.2019',
  disabled: 'Справка МСЭ-2021 № 0458732',
  largeFamily: 'Удостоверение многодетной семьи № 4471',
  lowIncome: 'Справка УСЗН № 2093 от 01.09.2026',
  svo: 'Справка военного комиссариата № 77/15',
}

function requestsOf(concestID: number, students: number[], rng: Rng, decided: boolean, firstID: number) {
  const taken = new Map<number, number>()
  students.forEach((userID, i) => {
    const benefits = DORM_BENEFITS.filter(() => rng.chance(0.12))
    const hostel = HOSTELS[i % HOSTELS.length]!
    const selected = decided ? rng.chance(0.7) && (taken.get(hostel.id) ?? 0) < hostel.places : rng.chance(0.25)
    const refused = !selected && (decided || rng.chance(0.15))
    if (selected) taken.set(hostel.id, (taken.get(hostel.id) ?? 0) + 1)
    const day = rng.int(1, 28)
    db.dormRequest.create({
      id: firstID + i,
      concestID,
      userID,
      benefits,
      document: benefits.map((b) => DOCUMENTS[b]).join('; '),
      averageMark: Math.round((3.4 + rng.next() * 1.6) * 100) / 100,
      distance: rng.int(2, 32) * 50,
      state: selected ? 'selected' : refused ? 'refused' : 'submitted',
      hostelID: selected ? hostel.id : 0,
      room: selected ? `${rng.int(1, 5)}${String(rng.int(1, 30)).padStart(2, '0')}` : '',
      slotID: selected && decided ? 1 + (i % 3) : 0,
      reason: refused ? 'Недостаточно баллов для предоставления места' : '',
      createdAt: decided
        ? `${SEED_NOW.getFullYear()}-08-${String(day).padStart(2, '0')}T10:00:00.000Z`
        : `${fromToday(-rng.int(1, 9))}T${String(rng.int(8, 20)).padStart(2, '0')}:15:00.000Z`,
    })
  })
}

/** Dormitories, the odds, the slots of both contests and the requests (the autumn one decided). */
export function seedDormitory(rng: Rng): void {
  for (const h of HOSTELS) db.dormHostel.create(h)
  ODDS.forEach(([code, value], i) => db.dormOdds.create({ id: i + 1, code, name: ODDS_NAMES[code]!, value }))
  db.contest.create({
    competitionID: OPEN_DORM_CONTEST,
    name: 'Конкурс на заселение в общежитие (весенний семестр)',
    typeContestsID: DORM_CONTEST_TYPE,
    showResult: true,
    dateStart: fromToday(-14),
    dateTo: fromToday(30),
    showInMenu: false,
    splashScreenData: '',
    isDelete: false,
  })
  const year = SEED_NOW.getFullYear()
  const slots = [
    { concestID: CLOSED_DORM_CONTEST, date: `${year}-08-28`, time: '10:00', capacity: 12 },
    { concestID: CLOSED_DORM_CONTEST, date: `${year}-08-29`, time: '10:00', capacity: 12 },
    { concestID: CLOSED_DORM_CONTEST, date: `${year}-08-30`, time: '12:00', capacity: 12 },
    { concestID: OPEN_DORM_CONTEST, date: fromToday(35), time: '10:00', capacity: 6 },
    { concestID: OPEN_DORM_CONTEST, date: fromToday(35), time: '14:00', capacity: 1 },
    { concestID: OPEN_DORM_CONTEST, date: fromToday(36), time: '10:00', capacity: 6 },
  ]
  slots.forEach((s, i) => db.dormSlot.create({ id: i + 1, ...s }))
  requestsOf(
    CLOSED_DORM_CONTEST,
    Array.from({ length: 24 }, (_, i) => 2100 + i),
    rng,
    true,
    1,
  )
  requestsOf(
    OPEN_DORM_CONTEST,
    Array.from({ length: 16 }, (_, i) => 2000 + i),
    rng,
    false,
    101,
  )
  // The 14:00 slot of the open contest is full: one selected student has booked its only place.
  const booked = db.dormRequest.findFirst({
    where: { concestID: { equals: OPEN_DORM_CONTEST }, state: { equals: 'selected' } },
  })
  if (booked) db.dormRequest.update({ where: { id: { equals: booked.id } }, data: { slotID: 5 } })
}
