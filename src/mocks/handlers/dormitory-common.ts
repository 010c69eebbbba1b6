import { db } from '../db'
import { fullName } from '../lib/names'
import type { DormContestHead, DormRequest, DormSlot, DormState } from '@/api/dormitory'
import { DORM_CONTEST_TYPE } from '@/lib/constants/dormitory'
import { rankDormRequests, type DormOdds } from '@/lib/dormitory-ranking'

export type RequestRow = NonNullable<ReturnType<typeof db.dormRequest.findFirst>>

/** The dormitory contests (not deleted), the newest first. */
export const dormContests = () =>
  db.contest
    .findMany({ where: { typeContestsID: { equals: DORM_CONTEST_TYPE }, isDelete: { equals: false } } })
    .sort((a, b) => b.dateStart.localeCompare(a.dateStart))

export const dormContest = (id: number) => dormContests().find((c) => c.competitionID === id) ?? null

export const contestHead = (c: NonNullable<ReturnType<typeof dormContest>>): DormContestHead => ({
  concestID: c.competitionID,
  name: c.name,
  dateStart: c.dateStart,
  dateTo: c.dateTo,
})

/** Whether requests are accepted today (between the contest's dates, inclusive). */
export const isOpen = (c: { dateStart: string; dateTo: string }, today = new Date().toISOString().slice(0, 10)) =>
  c.dateStart <= today && today <= c.dateTo

export const oddsMap = (): DormOdds => Object.fromEntries(db.dormOdds.getAll().map((o) => [o.code, o.value]))

export const requestsOf = (concestID: number) =>
  db.dormRequest.findMany({ where: { concestID: { equals: concestID } } })

export const bookedOf = (slotID: number) => db.dormRequest.count({ where: { slotID: { equals: slotID } } })

export function slotsOf(concestID: number): DormSlot[] {
  return db.dormSlot
    .findMany({ where: { concestID: { equals: concestID } } })
    .map((s) => ({ ...s, booked: bookedOf(s.id) }))
    .sort((a, b) => `${a.date}${a.time}`.localeCompare(`${b.date}${b.time}`))
}

/** Places taken in a dormitory: the selected requests of every contest placed there. */
export const takenIn = (hostelID: number) =>
  db.dormRequest.count({ where: { hostelID: { equals: hostelID }, state: { equals: 'selected' } } })

function requestOut(row: RequestRow, score: number, place: number): DormRequest {
  const user = db.user.findFirst({ where: { userID: { equals: row.userID } } })
  const hostel = row.hostelID ? db.dormHostel.findFirst({ where: { id: { equals: row.hostelID } } }) : null
  const slot = row.slotID ? db.dormSlot.findFirst({ where: { id: { equals: row.slotID } } }) : null
  return {
    id: row.id,
    concestID: row.concestID,
    userID: row.userID,
    studentName: user ? fullName(user) : '',
    groupName: user?.groupName ?? '',
    benefits: [...row.benefits],
    document: row.document,
    averageMark: row.averageMark,
    distance: row.distance,
    state: row.state as DormState,
    hostelID: row.hostelID,
    hostelName: hostel?.name ?? '',
    room: row.room,
    slotID: row.slotID,
    slotDate: slot?.date ?? '',
    slotTime: slot?.time ?? '',
    reason: row.reason,
    createdAt: row.createdAt,
    score,
    place,
  }
}

/** The contest's requests ranked with today's odds, in the answer's shape. */
export function rankedOf(concestID: number): DormRequest[] {
  const rows = requestsOf(concestID)
  const byID = new Map(rows.map((r) => [r.id, r]))
  return rankDormRequests(
    rows.map((r) => ({
      id: r.id,
      benefits: r.benefits,
      averageMark: r.averageMark,
      distance: r.distance,
      createdAt: r.createdAt,
    })),
    oddsMap(),
  ).map((r) => requestOut(byID.get(r.id)!, r.score, r.place))
}

/** One request in the answer's shape (its points and place in its contest). */
export const oneOut = (id: number): DormRequest | null =>
  rankedOf(db.dormRequest.findFirst({ where: { id: { equals: id } } })?.concestID ?? -1).find((r) => r.id === id) ??
  null
