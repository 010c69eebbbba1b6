import type { HttpHandler } from 'msw'
import { db } from '../db'
import { userHasRole } from '../lib/auth'
import { mockResource } from '../lib/resource-handlers'
import { bookedOf, dormContests, oneOut } from './dormitory-common'
import { dormOddsResource, dormResidentResource, dormSlotResource } from '@/api/dormitory-resources'
import { DORM_ADMIN_ROLES, DORM_ODDS_MAX, DORM_SLOT_CAPACITY_MAX } from '@/lib/constants/dormitory'
import { dormitoryTexts } from '@/texts/ru/dormitory'

const e = dormitoryTexts.errors
type Rec = Record<string, unknown>

const isInt = (x: unknown, min: number, max: number) => {
  const n = Number(x)
  return x !== '' && x !== null && Number.isInteger(n) && n >= min && n <= max
}
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** The odds: only their values change (the categories are the contest's rules). */
const odds = mockResource(dormOddsResource, {
  model: 'dormOdds',
  check: (body) => (isInt(body.value, 0, DORM_ODDS_MAX) ? null : e.oddsRange),
  fields: (body) => ({ value: Number(body.value) }),
})

/** The settlement slots of the newest dormitory contest, with how many booked each. */
const slots = mockResource(dormSlotResource, {
  model: 'dormSlot',
  filter: (row) => row.concestID === dormContests()[0]?.competitionID,
  toRow: (row) => ({ ...(JSON.parse(JSON.stringify(row)) as Rec), booked: bookedOf(Number(row.id)) }),
  check: (body, id) => {
    const time = String(body.time ?? '').trim()
    if (time && !TIME.test(time)) return e.timeFormat
    if (!isInt(body.capacity, 1, DORM_SLOT_CAPACITY_MAX)) return e.capacityRange
    if (id !== null && Number(body.capacity) < bookedOf(id)) return e.slotShrink
    const date = String(body.date ?? '').slice(0, 10)
    const concestID = dormContests()[0]?.competitionID
    const twin = db.dormSlot
      .getAll()
      .some((s) => s.id !== id && s.concestID === concestID && s.date === date && s.time === time)
    return twin ? e.slotDuplicate : null
  },
  fields: (body, existing) => ({
    concestID: (existing?.concestID as number | undefined) ?? dormContests()[0]?.competitionID ?? 0,
    date: String(body.date).slice(0, 10),
    time: String(body.time).trim(),
    capacity: Number(body.capacity),
  }),
  refuseDelete: (row) => (bookedOf(Number(row.id)) > 0 ? e.slotBooked : null),
})

/** /Dormitory/List: the admin reads every request, an applicant only their own. */
const residents = mockResource(dormResidentResource, {
  model: 'dormRequest',
  filter: (row, _params, user) => userHasRole(user, ...DORM_ADMIN_ROLES) || row.userID === user.userID,
  toRow: (row) => {
    const out = oneOut(Number(row.id))!
    const settled = out.state === 'selected' && out.slotID > 0
    return {
      id: out.id,
      studentName: out.studentName,
      groupName: out.groupName,
      hostelName: out.hostelName,
      room: out.room,
      slotDate: out.slotDate,
      slotTime: out.slotTime,
      state: out.state,
      stateName: settled ? dormitoryTexts.settled : dormitoryTexts.states[out.state],
    }
  },
})

export const dormitoryResourceHandlers: HttpHandler[] = [...odds.handlers, ...slots.handlers, ...residents.handlers]
