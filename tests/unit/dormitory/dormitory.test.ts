import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { db } from '@/mocks/db'
import {
  chooseDormSlot,
  decideDormRequest,
  dormRequestFormSchema,
  getDormRanking,
  getDormStudentPage,
  submitDormRequest,
} from '@/api/dormitory'
import { dormScore, rankDormRequests } from '@/lib/dormitory-ranking'
import { dormitoryTexts } from '@/texts/ru/dormitory'
import { failure, signIn } from '../api-test-helpers'

const e = dormitoryTexts.errors
const ADMIN = 17
const APPLICANT = 18
const OPEN = 7
const CLOSED = 2
const silent = { silent: true }
const ODDS = { orphan: 30, disabled: 25, largeFamily: 15, mark: 10, distance: 2 }
const at = (d: number) => `2026-11-${String(d).padStart(2, '0')}T10:00:00.000Z`

describe('dormitory ranking with the odds', () => {
  it('points: mark × odds + every 100 km (up to 3000) × odds + each claimed benefit once', () => {
    expect(dormScore({ benefits: [], averageMark: 4.5, distance: 0 }, ODDS)).toBe(45)
    expect(dormScore({ benefits: [], averageMark: 4, distance: 750 }, ODDS)).toBe(55)
    expect(dormScore({ benefits: ['orphan', 'orphan'], averageMark: 4, distance: 0 }, ODDS)).toBe(70)
    expect(dormScore({ benefits: ['orphan', 'disabled'], averageMark: 3.33, distance: 100 }, ODDS)).toBe(90.3)
    // farther than 3000 km counts as 3000; an unknown code or a missing odds weighs nothing
    expect(dormScore({ benefits: [], averageMark: 0, distance: 9000 }, ODDS)).toBe(60)
    expect(dormScore({ benefits: ['lowIncome'], averageMark: 5, distance: 0 }, ODDS)).toBe(50)
    expect(dormScore({ benefits: ['orphan'], averageMark: 5, distance: 500 }, {})).toBe(0)
  })

  it('ranks by points; equal points — the earlier request, then the smaller number; places from 1', () => {
    const rows = [
      { id: 1, benefits: [], averageMark: 4, distance: 0, createdAt: at(3) },
      { id: 2, benefits: ['largeFamily'], averageMark: 4, distance: 0, createdAt: at(5) },
      { id: 3, benefits: [], averageMark: 4, distance: 0, createdAt: at(1) },
      { id: 4, benefits: [], averageMark: 4, distance: 0, createdAt: at(1) },
    ]
    const ranked = rankDormRequests(rows, ODDS)
    expect(ranked.map((r) => [r.id, r.score, r.place])).toEqual([
      [2, 55, 1],
      [3, 40, 2],
      [4, 40, 3],
      [1, 40, 4],
    ])
    // changing the odds reorders: distance now outweighs a benefit
    const far = rankDormRequests(
      [
        { id: 1, benefits: ['orphan'], averageMark: 4, distance: 0, createdAt: at(1) },
        { id: 2, benefits: [], averageMark: 4, distance: 1000, createdAt: at(2) },
      ],
      { ...ODDS, distance: 2 },
    )
    expect(far.map((r) => r.id)).toEqual([1, 2])
    expect(rankDormRequests(far, { ...ODDS, distance: 5 }).map((r) => r.id)).toEqual([2, 1])
  })

  it('the request form: mark 3–5, whole km 0–10 000, a document for any claimed benefit', () => {
    const issues = (input: unknown) => {
      const r = v.safeParse(dormRequestFormSchema, input)
      return r.success ? [] : r.issues.map((i) => i.message)
    }
    expect(issues({ benefits: [], document: '', averageMark: null, distance: null })).toEqual([
      e.markRequired,
      e.distanceRequired,
    ])
    expect(issues({ benefits: [], document: '', averageMark: 5.5, distance: 10.5 })).toEqual([
      e.markRange,
      e.distanceRange,
    ])
    expect(issues({ benefits: ['orphan'], document: ' \u200b ', averageMark: 4, distance: 10 })).toEqual([
      e.documentRequired,
    ])
    expect(issues({ benefits: ['nobody'], document: 'x', averageMark: 4, distance: 10 })).toEqual([e.unknownBenefit])
    expect(issues({ benefits: [], document: '', averageMark: 4, distance: 10 })).toEqual([])
  })
})

describe('dormitory calls', () => {
  it('refuse a guest (401), the wrong role (403), bad input (400) in Russian; one request per contest', async () => {
    document.cookie = 'authToken=; Max-Age=0'
    expect((await failure(getDormStudentPage(OPEN, silent))).code).toBe('unauthorized')
    signIn(1)
    expect((await failure(getDormStudentPage(OPEN, silent))).code).toBe('forbidden')
    signIn(APPLICANT)
    expect((await failure(getDormRanking(null, silent))).code).toBe('forbidden')
    const bad = await failure(
      submitDormRequest(OPEN, { benefits: ['orphan'], document: '', averageMark: 4, distance: 10 }, silent),
    )
    expect([bad.code, bad.serverMessage]).toEqual(['badRequest', e.documentRequired])
    const closed = await failure(
      submitDormRequest(CLOSED, { benefits: [], document: '', averageMark: 4, distance: 10 }, silent),
    )
    expect(closed.serverMessage).toBe(e.contestClosed)
    const mine = await submitDormRequest(
      OPEN,
      { benefits: ['largeFamily'], document: 'Удостоверение № 1', averageMark: 4.5, distance: 900 },
      silent,
    )
    expect(mine).toMatchObject({ state: 'submitted', score: 15 + 45 + 18 })
    const again = await failure(
      submitDormRequest(OPEN, { benefits: [], document: '', averageMark: 4, distance: 10 }, silent),
    )
    expect(again.serverMessage).toBe(e.duplicate)
    expect((await failure(chooseDormSlot(OPEN, { slotID: 4 }, silent))).serverMessage).toBe(e.notSelected)
  })

  it('the admin selects into a dormitory with places; the student books a free slot, never a full one', async () => {
    signIn(ADMIN)
    const ranking = await getDormRanking(null, silent)
    expect(ranking.contest.concestID).toBe(OPEN)
    expect(ranking.rows.map((r) => r.place)).toEqual(ranking.rows.map((_, i) => i + 1))
    const scores = ranking.rows.map((r) => r.score)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
    const waiting = ranking.rows.find((r) => r.state === 'submitted')!
    const noHostel = await failure(
      decideDormRequest({ requestID: waiting.id, decision: 'select', hostelID: null, reason: '' }, silent),
    )
    expect(noHostel.serverMessage).toBe(e.hostelRequired)
    const full = ranking.hostels.find((h) => h.id === 3)!
    db.dormHostel.update({ where: { id: { equals: 3 } }, data: { places: full.taken } })
    const noPlace = await failure(
      decideDormRequest({ requestID: waiting.id, decision: 'select', hostelID: 3, reason: '' }, silent),
    )
    expect(noPlace.serverMessage).toBe(e.hostelFull)
    db.dormRequest.update({ where: { id: { equals: waiting.id } }, data: { userID: APPLICANT } })
    const selected = await decideDormRequest(
      { requestID: waiting.id, decision: 'select', hostelID: 1, reason: '' },
      silent,
    )
    expect(selected).toMatchObject({ state: 'selected', hostelName: 'Общежитие № 1' })
    const twice = await failure(
      decideDormRequest({ requestID: waiting.id, decision: 'refuse', hostelID: null, reason: 'x' }, silent),
    )
    expect(twice.serverMessage).toBe(e.alreadyDecided)

    signIn(APPLICANT)
    const page = await getDormStudentPage(OPEN, silent)
    const fullSlot = page.slots.find((s) => s.booked >= s.capacity)!
    expect((await failure(chooseDormSlot(OPEN, { slotID: fullSlot.id }, silent))).serverMessage).toBe(e.slotFull)
    expect((await failure(chooseDormSlot(OPEN, { slotID: 1 }, silent))).serverMessage).toBe(e.slotMissing)
    const free = page.slots.find((s) => s.booked < s.capacity)!
    const booked = await chooseDormSlot(OPEN, { slotID: free.id }, silent)
    expect([booked.slotID, booked.slotDate, booked.slotTime]).toEqual([free.id, free.date, free.time])
  })
})
