import { describe, expect, it } from 'vitest'
import { db } from '@/mocks/db'
import {
  areaAverage,
  formValues,
  getCompetencyStat,
  getMyCompetency,
  missingRatings,
  overallAverage,
  saveMyCompetency,
  type CompetencyArea,
} from '@/api/competency'
import { resourceApi } from '@/api/resource'
import { competencyTeacherResource } from '@/api/competency-resources'
import { academicYear } from '@/lib/dates'
import { competencyTexts } from '@/texts/ru/competency'
import { callApi, failure, signIn } from '../api-test-helpers'

const e = competencyTexts.errors
const STUDENT = 1
const HEAD = 2
const ADMIN = 7
const TEACHER = 8
const DEAN = 9
const silent = { silent: true }
const YEAR = academicYear()
const AREAS: CompetencyArea[] = [
  {
    id: 1,
    name: 'A',
    competences: [
      { id: 11, name: 'x' },
      { id: 12, name: 'y' },
    ],
  },
  { id: 2, name: 'B', competences: [{ id: 21, name: 'z' }] },
]

describe('competency arithmetic', () => {
  it('names the unrated competences and averages each area and the whole', () => {
    expect(missingRatings(AREAS, { c11: 4, c12: null })).toEqual(['c12', 'c21'])
    expect(areaAverage(AREAS[0]!, { c11: 4, c12: 5 })).toBe(4.5)
    expect(areaAverage(AREAS[1]!, { c11: 4 })).toBeNull()
    expect(overallAverage(AREAS, { c11: 4, c12: 5, c21: 2 })).toBe(3.67)
    expect(formValues(AREAS, null)).toEqual({
      ratings: { c11: null, c12: null, c21: null },
      comments: { a1: '', a2: '' },
    })
  })
})

describe('competency mock backend', () => {
  it('answers 401 without a token and 403 to a user without the role', async () => {
    expect((await callApi('GET', `/Teacher/Competency?year=${YEAR}`)).status).toBe(401)
    expect((await callApi('GET', `/Teacher/Competency?year=${YEAR}`, STUDENT)).status).toBe(403)
    expect((await callApi('GET', `/TeacherCompetencyAssessment/Stat?year=${YEAR}`, TEACHER)).status).toBe(403)
    expect((await callApi('GET', `/TeacherCompetencyAssessment/TeacherList?year=${YEAR}`)).status).toBe(401)
  })

  it('a teacher saves a draft, is refused an incomplete submission in Russian, then submits for good', async () => {
    signIn(TEACHER)
    const mine = await getMyCompetency(YEAR)
    expect(mine.currentYear).toBe(YEAR)
    expect(mine.assessment).toBeNull()
    expect(mine.history.map((h) => h.year)).toEqual(['2025-2026', '2024-2025'])
    const values = formValues(mine.areas, null)
    values.ratings.c11 = 4
    values.comments.a1 = 'Курс по СДО'
    const draft = await saveMyCompetency({ ...values, ratings: values.ratings, year: YEAR, submit: false })
    expect(draft).toMatchObject({ status: 'draft', submittedAt: '', comments: { a1: 'Курс по СДО' } })
    const refused = await failure(saveMyCompetency({ ...values, year: YEAR, submit: true }, silent))
    expect(refused.serverMessage).toBe(e.rateAll(15))
    for (const key of Object.keys(values.ratings)) values.ratings[key] = 3
    const sent = await saveMyCompetency({ ...values, year: YEAR, submit: true })
    expect(sent.status).toBe('submitted')
    expect(sent.submittedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const stored = db.competencyAssessment.findMany({ where: { teacherID: { equals: TEACHER } } })
    expect(stored.filter((r) => r.year === YEAR)).toHaveLength(1)
    const again = await failure(saveMyCompetency({ ...values, year: YEAR, submit: false }, silent))
    expect(again.serverMessage).toBe(e.alreadySubmitted)
  })

  it('refuses a bad score, a past year, an unknown competence and a malformed year with 400', async () => {
    const body = { ratings: { c11: 4 }, comments: {}, year: YEAR, submit: false }
    const bad = await callApi('POST', '/Teacher/Competency', TEACHER, { ...body, ratings: { c11: 7 } })
    expect(bad).toMatchObject({ status: 400, body: { msg: e.badScore } })
    const past = await callApi('POST', '/Teacher/Competency', TEACHER, { ...body, year: '2024-2025' })
    expect(past).toMatchObject({ status: 400, body: { msg: e.notCurrentYear } })
    const unknown = await callApi('POST', '/Teacher/Competency', TEACHER, { ...body, ratings: { c99: 2 } })
    expect(unknown).toMatchObject({ status: 400, body: { msg: e.unknownCompetence } })
    const year = await callApi('GET', '/Teacher/Competency?year=2026-2028', TEACHER)
    expect(year).toMatchObject({ status: 400, body: { msg: e.badYear } })
  })

  it('a head of department sees their department; a dean every teacher, and one teacher’s assessment', async () => {
    const api = resourceApi(competencyTeacherResource)
    signIn(HEAD)
    const own = await api.list({ year: YEAR })
    const departments = new Set(own.map((r) => r.department))
    expect(departments).toEqual(new Set(['Кафедра программного обеспечения']))
    expect(own.map((r) => r.status)).toEqual(expect.arrayContaining(['отправлена', 'черновик', 'не начата']))
    const foreign = db.user.findFirst({ where: { userID: { equals: 1001 } } })!
    expect(foreign.department).not.toBe('Кафедра программного обеспечения')
    const refused = await callApi('GET', `/TeacherCompetencyAssessment/Teacher/1001?year=${YEAR}`, HEAD)
    expect(refused).toMatchObject({ status: 403, body: { msg: e.foreignDepartment } })
    signIn(DEAN)
    const all = await api.list({ year: YEAR })
    expect(all.length).toBeGreaterThan(60)
    const detail = (await api.detail({ teacherID: 1001, year: '2025-2026' })) as { assessment: unknown }
    expect(detail.assessment).not.toBeUndefined()
  })

  it('the statistics average the submitted assessments by department and area', async () => {
    signIn(ADMIN)
    const stat = await getCompetencyStat('2025-2026')
    expect(stat.areas).toHaveLength(4)
    expect(stat.rows).toHaveLength(6)
    expect(stat.overall.teachers).toBe(stat.rows.reduce((n, r) => n + r.teachers, 0) + 0)
    for (const row of stat.rows)
      for (const value of Object.values(row.averages)) if (value !== null) expect(value).toBeGreaterThanOrEqual(1)
  })
})
