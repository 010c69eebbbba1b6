import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { db } from '@/mocks/db'
import {
  departmentStats,
  ecFactFormSchema,
  fulfilment,
  getEcCard,
  getEcStaff,
  indicatorPoints,
  saveEcFact,
  type EcStaffRow,
} from '@/api/effective'
import { resourceApi } from '@/api/resource'
import { ecIndicatorResource } from '@/api/effective-resources'
import { effectiveTexts } from '@/texts/ru/effective'
import { failure, signIn } from '../api-test-helpers'

const e = effectiveTexts.errors
const STUDENT = 1
const HEAD = 2
const TEACHER = 8
const ADMIN = 7
const silent = { silent: true }

describe('effective contract arithmetic', () => {
  it('earns points up to the plan and counts the rest as excess', () => {
    expect(indicatorPoints(2, 3, 12)).toEqual({ points: 24, excess: 12 })
    expect(indicatorPoints(4, 1, 3)).toEqual({ points: 3, excess: 0 })
    expect(indicatorPoints(0, 2, 5)).toEqual({ points: 0, excess: 10 })
    expect(
      fulfilment([
        { plan: 2, fact: 3 },
        { plan: 4, fact: 1 },
      ]),
    ).toBe(50)
    expect(fulfilment([])).toBe(100)
  })
  it('sums the departments, averages them and ranks them with shared places', () => {
    const row = (department: string, points: number, f: number): EcStaffRow => ({
      teacherID: points,
      name: '',
      department,
      points,
      excess: 0,
      done: 0,
      indicators: 9,
      fulfilment: f,
      place: 0,
    })
    expect(departmentStats([row('Б', 10, 50), row('Б', 20, 100), row('А', 30, 70), row('В', 5, 10)])).toEqual([
      { department: 'А', teachers: 1, points: 30, average: 30, fulfilment: 70, place: 1 },
      { department: 'Б', teachers: 2, points: 30, average: 15, fulfilment: 75, place: 1 },
      { department: 'В', teachers: 1, points: 5, average: 5, fulfilment: 10, place: 3 },
    ])
  })
  it('asks for a whole fact and a visible evidence', () => {
    const issues = (input: unknown) => {
      const r = v.safeParse(ecFactFormSchema, input)
      return r.success ? [] : r.issues.map((i) => i.message)
    }
    expect(issues({ fact: null, evidence: '\u200B ' })).toEqual([e.factRequired, e.evidenceRequired])
    expect(issues({ fact: 1.5, evidence: 'Приказ' })).toEqual([e.factRange])
    expect(issues({ fact: 3, evidence: 'Приказ' })).toEqual([])
  })
})

describe('effective contract against the mock backend', () => {
  it('refuses a guest (401), others’ cards and the staff list to a teacher (403), bad input (400 in Russian)', async () => {
    document.cookie = 'authToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
    expect((await failure(getEcCard(null, null, silent))).code).toBe('unauthorized')
    signIn(TEACHER)
    expect((await failure(getEcCard(1001, null, silent))).serverMessage).toBe(e.notYours)
    expect((await failure(getEcStaff(null, silent))).code).toBe('forbidden')
    const card = await getEcCard(null, null)
    const body = { indicatorID: card.rows[0].indicatorID, year: card.year, fact: 2, evidence: ' ' }
    expect((await failure(saveEcFact(body, silent))).serverMessage).toBe(e.evidenceRequired)
    expect((await failure(saveEcFact({ ...body, evidence: 'Приказ', indicatorID: 99 }, silent))).serverMessage).toBe(
      e.unknownIndicator,
    )
    signIn(STUDENT)
    expect((await failure(resourceApi(ecIndicatorResource).list({}, silent))).code).toBe('forbidden')
  })

  it('a teacher’s fact is stored and recounted; the head sees the department’s card, the viewer every card', async () => {
    signIn(TEACHER)
    const card = await getEcCard(null, null)
    expect(card).toMatchObject({ teacherID: TEACHER, teacherName: 'Павлова Мария Александровна', editable: true })
    expect(card.year).toBe(2026)
    expect(card.years).toEqual([2026, 2025])
    const vak = card.rows.find((r) => r.name === 'Статьи в журналах из перечня ВАК')!
    const saved = await saveEcFact({
      indicatorID: vak.indicatorID,
      year: 2026,
      fact: 3,
      evidence: ' Статья в «Вестнике» ',
    })
    expect(saved).toMatchObject({ fact: 3, evidence: 'Статья в «Вестнике»', points: 24, excess: 12 })
    expect(
      db.ecValue.findFirst({
        where: { teacherID: { equals: TEACHER }, indicatorID: { equals: vak.indicatorID }, year: { equals: 2026 } },
      })?.fact,
    ).toBe(3)
    signIn(HEAD)
    expect(await getEcCard(TEACHER, 2026)).toMatchObject({ editable: false })
    signIn(ADMIN)
    const staff = await getEcStaff(2026)
    const mine = staff.rows.find((r) => r.teacherID === TEACHER)!
    const again = await getEcCard(TEACHER, 2026)
    expect(mine.points).toBe(Math.round(again.rows.reduce((s, r) => s + r.points, 0) * 10) / 10)
    expect(mine.excess).toBeGreaterThanOrEqual(12)
    expect(staff.rows).toHaveLength(62)
  })
})
