import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { issueToken } from '@/mocks/node'
import { db } from '@/mocks/db'
import {
  aggregateActivities,
  aggregateFormResult,
  aggregateStudents,
  type StoredAnswer,
} from '@/mocks/handlers/schoolx.handlers'
import { schoolxTexts } from '@/texts/ru/schoolx'

const STUDENT = -101
const ADMIN = 21
const PLAIN = 2 // a university user without school-X roles
const api = (path: string) => `http://localhost/api/SchoolX/${path}`
const headers = (userID?: number) => ({
  ...(userID === undefined ? {} : { Authorization: `Bearer ${issueToken(userID)}` }),
  'Content-Type': 'application/json',
})
const get = async (path: string, userID?: number) => {
  const res = await fetch(api(path), { headers: headers(userID) })
  return {
    status: res.status,
    body: (await res.json()) as { data: never; msg?: string; errors?: Record<string, string> },
  }
}
const post = async (body: unknown, userID = STUDENT) => {
  const res = await fetch(api('Feedback/Form'), {
    method: 'POST',
    headers: headers(userID),
    body: JSON.stringify(body),
  })
  return {
    status: res.status,
    body: (await res.json()) as { data: never; msg?: string; errors?: Record<string, string> },
  }
}
const good = { rating: 5, text: 'Очень понравилось', peerID: null, scores: {} }
const stat = 'course=1&periodNumber=1&year=2026'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-24T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('school-X data', () => {
  it('has 150+ school students with negative ids, modules with places and the criteria', () => {
    const students = db.schoolxStudent.getAll()
    expect(students.length).toBeGreaterThanOrEqual(151)
    expect(students.every((st) => st.studentID < 0 && st.moduleIDs.length >= 2)).toBe(true)
    expect(db.schoolxModule.getAll().every((m) => m.places > 0 && JSON.parse(m.themes).length > 0)).toBe(true)
    expect(db.schoolxCriterion.count()).toBeGreaterThan(0)
  })
})

describe('feedback forms', () => {
  it('answers 401 without a token, 403 to non-school-X users and to staff', async () => {
    expect((await get('Feedback/Forms')).status).toBe(401)
    expect((await get('Feedback/Forms', PLAIN)).status).toBe(403)
    const admin = await get('Feedback/Forms', ADMIN)
    expect(admin.status).toBe(403)
    expect(admin.body.msg).toBe(schoolxTexts.server.studentsOnly)
  })

  it('gives the student the open feedback period with her modules, nothing filled yet', async () => {
    const { status, body } = await get('Feedback/Forms', STUDENT)
    expect(status).toBe(200)
    const data = body.data as {
      open: boolean
      period: { periodID: number }
      modules: { answers: unknown[]; teachers: string[] }[]
    }
    expect(data.open).toBe(true)
    expect(data.period.periodID).toBe(1)
    expect(data.modules).toHaveLength(3)
    expect(data.modules.every((m) => m.answers.length === 0 && m.teachers.length > 0)).toBe(true)
  })

  it('outside any period names the next one and refuses a submit', async () => {
    vi.setSystemTime(new Date('2027-01-20T12:00:00+03:00'))
    const { body } = await get('Feedback/Forms', STUDENT)
    const data = body.data as { open: boolean; period: { periodID: number; dateStart: string } }
    expect(data.open).toBe(false)
    expect(data.period).toMatchObject({ periodID: 12, dateStart: '2027-02-15' })
    const refused = await post({ periodID: 1, moduleID: 1, kind: 'modules', values: good })
    expect(refused.status).toBe(400)
    expect(refused.body.msg).toBe(schoolxTexts.server.periodClosed)
  })

  it('validates with the shared schema (visible text, rating, criteria, peer) and names the fields', async () => {
    const blank = await post({ periodID: 1, moduleID: 1, kind: 'modules', values: { ...good, text: '\u200B ' } })
    expect(blank.status).toBe(400)
    expect(blank.body.errors?.text).toBe(schoolxTexts.feedback.errors.text)
    const rating = await post({ periodID: 1, moduleID: 1, kind: 'modules', values: { ...good, rating: 9 } })
    expect(rating.body.errors?.rating).toBe(schoolxTexts.feedback.errors.rating)
    const criteria = await post({ periodID: 1, moduleID: 1, kind: 'criterias', values: { ...good, scores: { 1: 99 } } })
    expect(criteria.status).toBe(400)
    expect(Object.keys(criteria.body.errors ?? {})).toContain('scores.1')
    const peer = await post({ periodID: 1, moduleID: 1, kind: 'peerReview', values: good })
    expect(peer.body.errors?.peerID).toBe(schoolxTexts.feedback.errors.peer)
    const self = await post({ periodID: 1, moduleID: 1, kind: 'peerReview', values: { ...good, peerID: STUDENT } })
    expect(self.body.msg).toBe(schoolxTexts.server.peerSelf)
    const foreign = await post({ periodID: 1, moduleID: 2, kind: 'modules', values: good })
    expect(foreign.body.msg).toBe(schoolxTexts.server.notYourModule)
    expect(db.schoolxFeedback.count()).toBe(0)
  })

  it('stores the answer (one per form, updated on resubmit) and the statistics count it', async () => {
    const before = (await get(`Feedback/Stat/StudentsList?${stat}`, ADMIN)).body.data as {
      studentID: number
      modules: number
      points: number
    }[]
    expect(before.find((r) => r.studentID === STUDENT)).toMatchObject({ modules: 0, points: 0 })
    expect((await post({ periodID: 1, moduleID: 1, kind: 'modules', values: good })).status).toBe(200)
    expect((await post({ periodID: 1, moduleID: 1, kind: 'modules', values: { ...good, rating: 3 } })).status).toBe(200)
    expect(db.schoolxFeedback.count()).toBe(1)
    const forms = (await get('Feedback/Forms', STUDENT)).body.data as {
      modules: { moduleID: number; answers: { kind: string; rating: number }[] }[]
    }
    expect(forms.modules[0].answers).toEqual([expect.objectContaining({ kind: 'modules', rating: 3 })])
    const after = (await get(`Feedback/Stat/StudentsList?${stat}`, ADMIN)).body.data as {
      studentID: number
      modules: number
      points: number
      dateStart: string
    }[]
    expect(after.find((r) => r.studentID === STUDENT)).toMatchObject({ modules: 1, points: 1, dateStart: '2026-11-24' })
  })
})

describe('feedback statistics calls', () => {
  it('refuse 401, 403 to students, 400 on a bad query', async () => {
    expect((await get(`Feedback/Stat/Activities?${stat}`)).status).toBe(401)
    expect((await get(`Feedback/Stat/Activities?${stat}`, STUDENT)).status).toBe(403)
    const bad = await get('Feedback/Stat/StudentsList?course=x&periodNumber=1&year=2026', ADMIN)
    expect(bad.status).toBe(400)
    expect(bad.body.msg).toBe(schoolxTexts.server.badQuery)
    expect((await get(`Feedback/Stat/FormResult?${stat}&type=nope`, ADMIN)).status).toBe(400)
  })

  it('show uneven, deterministic activity over the seeded students', async () => {
    const dates = (await get('Feedback/Stat/Dates', ADMIN)).body.data as { course: number; periodNumber: number }[]
    expect(dates).toEqual(expect.arrayContaining([expect.objectContaining({ course: 1, periodNumber: 1 })]))
    const a = (await get(`Feedback/Stat/Activities?${stat}`, ADMIN)).body.data as {
      students: number
      active: number
      forms: number
      byDay: unknown[]
    }
    const b = (await get(`Feedback/Stat/Activities?${stat}`, ADMIN)).body.data
    expect(a).toEqual(b)
    expect(a.students).toBe(51)
    expect(a.active).toBeGreaterThan(10)
    expect(a.active).toBeLessThan(a.students)
    expect(a.byDay.length).toBeGreaterThan(3)
    const result = (await get(`Feedback/Stat/FormResult?${stat}&type=criterias`, ADMIN)).body.data as {
      criteria: { average: number | null }[]
    }
    expect(result.criteria.every((c) => typeof c.average === 'number')).toBe(true)
  })
})

describe('aggregation', () => {
  const answer = (
    studentID: number,
    kind: StoredAnswer['kind'],
    date: string,
    rating = 4,
    points = 1,
  ): StoredAnswer => ({
    studentID,
    moduleID: 1,
    periodID: 1,
    kind,
    rating,
    text: 'x',
    peerID: null,
    scores: kind === 'criterias' ? { 1: 6 } : {},
    date,
    points,
  })
  const students = [
    { studentID: -1, fio: 'А' },
    { studentID: -2, fio: 'Б' },
    { studentID: -3, fio: 'В' },
  ]
  const answers = [
    answer(-1, 'modules', '2026-11-03'),
    answer(-1, 'reflection', '2026-11-01', 2, 3),
    answer(-2, 'criterias', '2026-11-03', 5, 2),
    answer(-9, 'modules', '2026-11-03'), // not of these students
  ]

  it('counts each kind per student with points and first/last dates; idle students are zero', () => {
    const rows = aggregateStudents(students, answers)
    expect(rows[0]).toMatchObject({
      modules: 1,
      reflection: 1,
      points: 4,
      dateStart: '2026-11-01',
      dateFinish: '2026-11-03',
    })
    expect(rows[1]).toMatchObject({ criterias: 1, points: 2 })
    expect(rows[2]).toMatchObject({ points: 0, dateStart: null, dateFinish: null, modules: 0 })
  })

  it('sums the activity by kind and by day, ignoring other students', () => {
    const a = aggregateActivities(students, answers)
    expect(a).toMatchObject({ students: 3, active: 2, forms: 3, points: 6 })
    expect(a.byKind).toMatchObject({ modules: 1, reflection: 1, criterias: 1, files: 0 })
    expect(a.byDay).toEqual([
      { date: '2026-11-01', count: 1 },
      { date: '2026-11-03', count: 2 },
    ])
  })

  it('averages ratings per module and scores per criterion', () => {
    const r = aggregateFormResult(
      'criterias',
      [
        { moduleID: 1, name: 'M' },
        { moduleID: 2, name: 'N' },
      ],
      answers,
      [{ criteriaID: 1, name: 'К', maxPoints: 10 }],
    )
    expect(r.modules[0]).toMatchObject({ count: 1, averageRating: 5, ratings: [0, 0, 0, 0, 1] })
    expect(r.modules[1]).toMatchObject({ count: 0, averageRating: null })
    expect(r.criteria[0].average).toBe(6)
  })
})
