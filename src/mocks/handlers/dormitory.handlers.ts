import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { requireRole, requireUser } from '../lib/auth'
import { badRequest, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { createRecord, nextId, updateRecord } from '../lib/store'
import { firstIssue } from './achieve-common'
import {
  bookedOf,
  contestHead,
  dormContest,
  dormContests,
  isOpen,
  oneOut,
  rankedOf,
  slotsOf,
  takenIn,
} from './dormitory-common'
import { dormitoryResourceHandlers } from './dormitory-resources.handlers'
import { dormDecisionSchema, dormRequestFormSchema, dormSlotChoiceSchema, type DormState } from '@/api/dormitory'
import { DORM_ADMIN_ROLES, DORM_APPLICANT_ROLES } from '@/lib/constants/dormitory'
import { dormitoryTexts } from '@/texts/ru/dormitory'

const e = dormitoryTexts.errors

const mineIn = (concestID: number, userID: number) =>
  db.dormRequest.findFirst({ where: { concestID: { equals: concestID }, userID: { equals: userID } } })

/** The dormitory contest's calls: the applicant's request and date, the admin's ranking and decisions. */
export const dormitoryHandlers: HttpHandler[] = [
  http.get('*/api/Dormitory/Contests', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...DORM_APPLICANT_ROLES)
    return ok(
      dormContests().map((c) => {
        const mine = mineIn(c.competitionID, user.userID)
        return {
          ...contestHead(c),
          myState: (mine?.state as DormState | undefined) ?? null,
          mySettled: Boolean(mine?.slotID),
          open: isOpen(c),
        }
      }),
    )
  }),

  http.get('*/api/Dormitory/Request/:concestID', ({ request, params }) => {
    const user = requireUser(request)
    requireRole(user, ...DORM_APPLICANT_ROLES)
    const contest = dormContest(Number(params.concestID))
    if (!contest) return notFound(e.contestMissing)
    const mine = mineIn(contest.competitionID, user.userID)
    return ok({
      contest: contestHead(contest),
      odds: db.dormOdds.getAll(),
      request: mine ? oneOut(mine.id) : null,
      slots: slotsOf(contest.competitionID),
    })
  }),

  http.post('*/api/Dormitory/Request/:concestID', async ({ request, params }) => {
    const user = requireUser(request)
    requireRole(user, ...DORM_APPLICANT_ROLES)
    const contest = dormContest(Number(params.concestID))
    if (!contest) return notFound(e.contestMissing)
    const parsed = v.safeParse(dormRequestFormSchema, await jsonBody(request))
    if (!parsed.success) return badRequest(firstIssue(parsed.issues, e.badBody))
    if (!isOpen(contest)) return badRequest(e.contestClosed)
    if (mineIn(contest.competitionID, user.userID)) return badRequest(e.duplicate)
    const body = parsed.output
    const row = createRecord('dormRequest', {
      id: nextId('dormRequest', 'id'),
      concestID: contest.competitionID,
      userID: user.userID,
      benefits: [...new Set(body.benefits)],
      document: body.benefits.length ? body.document.trim() : '',
      averageMark: Math.round(body.averageMark * 100) / 100,
      distance: body.distance,
      state: 'submitted',
      hostelID: 0,
      room: '',
      slotID: 0,
      reason: '',
      createdAt: new Date().toISOString(),
    })
    return ok(oneOut(row.id))
  }),

  http.post('*/api/Dormitory/SelectDate/:concestID', async ({ request, params }) => {
    const user = requireUser(request)
    requireRole(user, ...DORM_APPLICANT_ROLES)
    const contest = dormContest(Number(params.concestID))
    if (!contest) return notFound(e.contestMissing)
    const parsed = v.safeParse(dormSlotChoiceSchema, await jsonBody(request))
    if (!parsed.success) return badRequest(firstIssue(parsed.issues, e.badBody))
    const mine = mineIn(contest.competitionID, user.userID)
    if (!mine) return badRequest(e.requestMissing)
    if (mine.state !== 'selected') return badRequest(e.notSelected)
    const slot = db.dormSlot.findFirst({ where: { id: { equals: parsed.output.slotID } } })
    if (!slot || slot.concestID !== contest.competitionID) return badRequest(e.slotMissing)
    if (slot.id !== mine.slotID && bookedOf(slot.id) >= slot.capacity) return badRequest(e.slotFull)
    updateRecord('dormRequest', 'id', mine.id, { slotID: slot.id })
    return ok(oneOut(mine.id))
  }),

  http.get('*/api/Dormitory/Admin/Ranking', ({ request }) => {
    requireRole(requireUser(request), ...DORM_ADMIN_ROLES)
    const asked = Number(queryOf(request).get('concestID') ?? 0)
    const contest = asked ? dormContest(asked) : (dormContests()[0] ?? null)
    if (!contest) return notFound(e.contestMissing)
    return ok({
      contest: contestHead(contest),
      contests: dormContests().map((c) => ({ concestID: c.competitionID, name: c.name })),
      hostels: db.dormHostel.getAll().map((h) => ({ ...h, taken: takenIn(h.id) })),
      rows: rankedOf(contest.competitionID),
      slots: slotsOf(contest.competitionID),
    })
  }),

  http.post('*/api/Dormitory/Admin/Decide', async ({ request }) => {
    requireRole(requireUser(request), ...DORM_ADMIN_ROLES)
    const parsed = v.safeParse(dormDecisionSchema, await jsonBody(request))
    if (!parsed.success) return badRequest(firstIssue(parsed.issues, e.badBody))
    const body = parsed.output
    const row = db.dormRequest.findFirst({ where: { id: { equals: body.requestID } } })
    if (!row) return notFound(e.requestMissing)
    if (row.state !== 'submitted') return badRequest(e.alreadyDecided)
    if (body.decision === 'refuse') {
      updateRecord('dormRequest', 'id', row.id, { state: 'refused', reason: body.reason.trim() })
      return ok(oneOut(row.id))
    }
    const hostel = db.dormHostel.findFirst({ where: { id: { equals: body.hostelID ?? 0 } } })
    if (!hostel) return badRequest(e.hostelMissing)
    const taken = takenIn(hostel.id)
    if (taken >= hostel.places) return badRequest(e.hostelFull)
    // The next room of the dormitory: two places a room, numbered from 101.
    const room = String(101 + Math.floor(taken / 2))
    updateRecord('dormRequest', 'id', row.id, { state: 'selected', hostelID: hostel.id, room, reason: '' })
    return ok(oneOut(row.id))
  }),

  ...dormitoryResourceHandlers,
]
