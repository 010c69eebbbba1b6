import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { issueToken } from '@/mocks/node'
import { db } from '@/mocks/db'
import { schoolxTexts } from '@/texts/ru/schoolx'

const STUDENT = -101
const ADMIN = 21
const TEACHER = 23
const PLAIN = 2
const s = schoolxTexts.server
type Answer = { status: number; body: { data: never; msg?: string; errors?: Record<string, string> } }
const call = async (method: string, path: string, userID?: number, body?: unknown): Promise<Answer> => {
  const res = await fetch(`http://localhost/api/SchoolX/${path}`, {
    method,
    headers: {
      ...(userID === undefined ? {} : { Authorization: `Bearer ${issueToken(userID)}` }),
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Answer['body'] }
}
const course1 = () =>
  db.schoolxModule
    .findMany({ where: { course: { equals: 1 } } })
    .map((m) => m.moduleID)
    .sort((a, b) => a - b)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-24T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('modules list and page', () => {
  it('all modules to anyone signed in; «my» is the participant’s or the teacher’s own; 401 without a token', async () => {
    expect((await call('GET', 'Modules/List/all')).status).toBe(401)
    const all = await call('GET', 'Modules/List/all', PLAIN)
    expect((all.body.data as unknown[]).length).toBe(db.schoolxModule.count())
    const mine = (await call('GET', 'Modules/List/my', STUDENT)).body.data as { moduleID: number }[]
    expect(mine.map((m) => m.moduleID)).toEqual(
      db.schoolxStudent.findFirst({ where: { studentID: { equals: STUDENT } } })!.moduleIDs,
    )
    const taught = (await call('GET', 'Modules/List/my', TEACHER)).body.data as { teachers: string }[]
    expect(taught.length).toBeGreaterThan(0)
    expect(taught.every((m) => m.teachers.includes('Зайцев'))).toBe(true)
    expect(((await call('GET', 'Modules/List/my', PLAIN)).body.data as unknown[]).length).toBe(0)
  })

  it('a module with its themes; 404 in Russian for an unknown one', async () => {
    const one = await call('GET', 'Modules/Module/1', STUDENT)
    expect(one.body.data).toMatchObject({ moduleID: 1, name: 'Робототехника' })
    expect((one.body.data as { themes: unknown[] }).themes).toHaveLength(4)
    const none = await call('GET', 'Modules/Module/999', STUDENT)
    expect(none).toMatchObject({ status: 404, body: { msg: s.moduleNotFound } })
  })

  it('the organiser edits a card (journaled); others get 403; bad places get a Russian 400', async () => {
    const body = { name: 'Робототехника+', description: 'Новое описание', course: 1, places: 30 }
    expect((await call('PUT', 'Modules/1', STUDENT, body)).status).toBe(403)
    expect(await call('PUT', 'Modules/1', ADMIN, { ...body, places: 0 })).toMatchObject({
      status: 400,
      body: { msg: s.placesRange },
    })
    expect((await call('PUT', 'Modules/1', ADMIN, body)).status).toBe(200)
    expect(db.schoolxModule.findFirst({ where: { moduleID: { equals: 1 } } })).toMatchObject({
      places: 30,
      name: 'Робототехника+',
    })
  })
})

describe('priorities', () => {
  it('only participants: 401, 403 with a Russian message', async () => {
    expect((await call('GET', 'Modules/Priority')).status).toBe(401)
    expect(await call('GET', 'Modules/Priority', ADMIN)).toMatchObject({
      status: 403,
      body: { msg: s.prioritiesStudentsOnly },
    })
  })

  it('the open choice period with the course’s modules; a full ranking is saved and read back', async () => {
    const state = (await call('GET', 'Modules/Priority', STUDENT)).body.data as {
      period: { periodID: number }
      open: boolean
      modules: { moduleID: number }[]
      ranking: number[]
    }
    expect(state.period.periodID).toBe(3)
    expect(state.open).toBe(true)
    expect(state.modules.map((m) => m.moduleID)).toEqual(course1())
    expect(state.ranking).toEqual([])
    const ranking = [...course1()].reverse()
    const saved = await call('POST', 'Modules/Priority', STUDENT, { periodID: 3, moduleIDs: ranking })
    expect(saved.body.data).toEqual({ ranking, savedAt: '2026-11-24' })
    expect((await call('GET', 'Modules/Priority', STUDENT)).body.data).toMatchObject({ ranking, savedAt: '2026-11-24' })
    expect(db.schoolxPriority.count()).toBe(1)
  })

  it('refuses an incomplete or foreign ranking and a closed period, in Russian', async () => {
    const own = course1()
    expect(await call('POST', 'Modules/Priority', STUDENT, { periodID: 3, moduleIDs: own.slice(1) })).toMatchObject({
      status: 400,
      body: { msg: s.rankingInvalid },
    })
    expect(
      await call('POST', 'Modules/Priority', STUDENT, { periodID: 3, moduleIDs: [...own.slice(1), 2] }),
    ).toMatchObject({
      status: 400,
    })
    expect(await call('POST', 'Modules/Priority', STUDENT, { periodID: 4, moduleIDs: own })).toMatchObject({
      status: 400,
      body: { msg: s.choiceClosed, errors: { period: s.choiceClosed } },
    })
    expect((await call('POST', 'Modules/Priority', STUDENT, { periodID: 3 })).status).toBe(400)
    expect(db.schoolxPriority.count()).toBe(0)
  })
})

describe('distribution', () => {
  it('only organisers; the run is stored, reproducible and shown to the participant with the reason', async () => {
    expect((await call('GET', 'Modules/Distribution', STUDENT)).status).toBe(403)
    expect((await call('POST', 'Modules/Distribution', TEACHER, { periodID: 3 })).status).toBe(403)
    const before = (await call('GET', 'Modules/Distribution', ADMIN)).body.data as {
      period: { periodID: number }
      ranked: number
      students: number
      result: unknown
    }
    expect(before.period.periodID).toBe(3)
    expect(before.result).toBeNull()
    expect(before.ranked).toBeGreaterThan(100)
    const own = course1()
    await call('POST', 'Modules/Priority', STUDENT, { periodID: 3, moduleIDs: own })
    const run = (await call('POST', 'Modules/Distribution', ADMIN, { periodID: 3 })).body.data as {
      modules: { moduleID: number; places: number; taken: number }[]
      result: { assignments: { studentID: number; moduleID: number | null; reason: string }[] }
    }
    expect(run.result.assignments).toHaveLength(before.students)
    for (const m of run.modules) expect(m.taken).toBeLessThanOrEqual(m.places)
    // the first-choice modules fill up: someone got a lower priority
    expect(run.result.assignments.some((a) => a.reason === 'lower')).toBe(true)
    const again = (await call('POST', 'Modules/Distribution', ADMIN, { periodID: 3 })).body.data as typeof run
    expect(again.result.assignments).toEqual(run.result.assignments)
    expect(db.schoolxDistribution.count()).toBe(1)
    const mine = (await call('GET', 'Modules/Priority', STUDENT)).body.data as {
      assignment: { moduleID: number; moduleName: string; reason: string; rank: number | null }
    }
    const stored = run.result.assignments.find((a) => a.studentID === STUDENT)!
    expect(mine.assignment.moduleID).toBe(stored.moduleID)
    expect(own).toContain(mine.assignment.moduleID)
    expect(['first', 'lower', 'fallback']).toContain(mine.assignment.reason)
    expect(await call('POST', 'Modules/Distribution', ADMIN, {})).toMatchObject({
      status: 400,
      body: { msg: s.periodRequired },
    })
  })
})

describe('ratings', () => {
  it('every module’s mean rating in the latest started feedback period, and one module per form kind', async () => {
    const all = (await call('GET', 'Modules/Rating', STUDENT)).body.data as {
      periodNumber: number
      modules: { count: number; average: number | null }[]
    }
    expect(all.periodNumber).toBe(1)
    expect(all.modules.some((m) => m.count > 0 && m.average !== null)).toBe(true)
    const one = (await call('GET', 'Modules/ModuleRating?moduleID=1&periodNumber=11', STUDENT)).body.data as {
      kinds: { kind: string; count: number }[]
      criteria: unknown[]
    }
    expect(one.kinds).toHaveLength(7)
    expect(one.criteria.length).toBe(db.schoolxCriterion.count())
    expect((await call('GET', 'Modules/ModuleRating?moduleID=999', STUDENT)).status).toBe(404)
  })
})

describe('criteria on the resource kit', () => {
  it('any school-X user reads; only the administrator writes; a duplicate or a bad maximum is refused in Russian', async () => {
    expect((await call('GET', 'Admin/Criterias', PLAIN)).status).toBe(403)
    expect(((await call('GET', 'Admin/Criterias', STUDENT)).body.data as unknown[]).length).toBe(4)
    expect((await call('POST', 'Admin/Criterias', STUDENT, { name: 'Новый', maxPoints: 5 })).status).toBe(403)
    expect(await call('POST', 'Admin/Criterias', ADMIN, { name: 'Практическая польза', maxPoints: 5 })).toMatchObject({
      status: 400,
      body: { msg: s.criterionDuplicate },
    })
    expect(await call('POST', 'Admin/Criterias', ADMIN, { name: 'Новый', maxPoints: 0 })).toMatchObject({
      status: 400,
      body: { msg: s.maxPointsRange },
    })
    expect((await call('POST', 'Admin/Criterias', ADMIN, { name: 'Работа в команде', maxPoints: 5 })).status).toBe(200)
    expect(db.schoolxCriterion.count()).toBe(5)
  })
})

describe('participants list on the resource kit', () => {
  it('staff read every participant with their modules; participants and others get 403', async () => {
    expect((await call('GET', 'Students/List', STUDENT)).status).toBe(403)
    expect((await call('GET', 'Students/List', PLAIN)).status).toBe(403)
    const rows = (await call('GET', 'Students/List', TEACHER)).body.data as { studentID: number; modules: string }[]
    expect(rows).toHaveLength(db.schoolxStudent.count())
    expect(rows.find((r) => r.studentID === STUDENT)!.modules).toContain('Робототехника')
  })
})
