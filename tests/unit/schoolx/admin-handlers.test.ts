import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { issueToken } from '@/mocks/node'
import { db } from '@/mocks/db'
import type { AdminPeriod, EventRow, SchoolUser, SchoolxHome } from '@/api/schoolx-admin'
import { formatRuDate } from '@/lib/dates'
import { schoolxAdminTexts as t } from '@/texts/ru/schoolx-admin'

const STUDENT = -101
const ADMIN = 21
const TEACHER = 23
const PLAIN = 2
const api = (path: string) => `http://localhost/api/SchoolX/${path}`
type Answer<T> = { status: number; body: { data: T; msg?: string } }

async function call<T>(method: string, path: string, userID?: number, body?: unknown): Promise<Answer<T>> {
  const res = await fetch(api(path), {
    method,
    headers: {
      ...(userID === undefined ? {} : { Authorization: `Bearer ${issueToken(userID)}` }),
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as { data: T; msg?: string } }
}
const period = (over: Record<string, unknown> = {}) => ({
  name: 'Дополнительный выбор модулей',
  typeID: 3,
  dateStart: '2027-01-11',
  dateEnd: '2027-01-24',
  ...over,
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-24T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('periods (/donstux/Admin/Periods)', () => {
  it('lists every period with its stage on today for the administrator only', async () => {
    expect((await call('GET', 'Admin/Periods/List')).status).toBe(401)
    expect((await call('GET', 'Admin/Periods/List', STUDENT)).status).toBe(403)
    const { status, body } = await call<AdminPeriod[]>('GET', 'Admin/Periods/List', ADMIN)
    expect(status).toBe(200)
    const byID = new Map(body.data.map((p) => [p.periodID, p.stage]))
    expect(byID.get(1)).toBe(t.stages.open) // feedback Nov 1 – Dec 31
    expect(byID.get(4)).toBe(t.stages.upcoming) // choice in April 2027
    expect(byID.get(11)).toBe(t.stages.closed) // feedback in September
  })

  it('refuses a start after the end and an overlap with a period of the same stage, in Russian', async () => {
    const backwards = await call(
      'POST',
      'Admin/Periods',
      ADMIN,
      period({ dateStart: '2027-01-24', dateEnd: '2027-01-11' }),
    )
    expect(backwards.status).toBe(400)
    expect(backwards.body.msg).toBe(t.server.startAfterEnd)
    const overlap = await call(
      'POST',
      'Admin/Periods',
      ADMIN,
      period({ dateStart: '2026-12-15', dateEnd: '2027-01-10' }),
    )
    expect(overlap.status).toBe(400)
    expect(overlap.body.msg).toBe(
      t.server.overlap('Выбор модулей на второе полугодие', formatRuDate('2026-11-10'), formatRuDate('2026-12-20')),
    )
    const badType = await call('POST', 'Admin/Periods', ADMIN, period({ typeID: 7 }))
    expect(badType.body.msg).toBe(t.server.badType)
    expect((await call('POST', 'Admin/Periods', TEACHER, period())).status).toBe(403)
    expect(db.schoolXPeriod.count()).toBe(6)
  })

  it('creates, edits (its own dates do not overlap itself) and deletes a period, journaled in the event log', async () => {
    const created = await call<AdminPeriod>('POST', 'Admin/Periods', ADMIN, period({ name: '  Зимний выбор  ' }))
    expect(created.status).toBe(200)
    expect(created.body.data).toMatchObject({ name: 'Зимний выбор', typeID: 3, stage: t.stages.upcoming })
    const id = created.body.data.periodID
    const moved = await call<AdminPeriod>('PUT', `Admin/Periods/${id}`, ADMIN, period({ dateEnd: '2027-01-31' }))
    expect(moved.body.data.dateEnd).toBe('2027-01-31')
    expect((await call('DELETE', `Admin/Periods/${id}`, ADMIN)).status).toBe(200)
    const log = await call<EventRow[]>('GET', 'Admin/EventLog', ADMIN)
    const mine = log.body.data.filter((r) => r.section === 'Периоды')
    expect(mine.map((r) => r.action)).toEqual(['Удаление', 'Изменение', 'Создание'])
    expect(mine.every((r) => r.fio === 'Андреев Ярослав Игоревич')).toBe(true)
    expect((await call('GET', 'Admin/EventLog', TEACHER)).status).toBe(403)
  })

  it('keeps a period in use from being deleted', async () => {
    await call('POST', 'Modules/Priority', STUDENT, { periodID: 3, moduleIDs: [1, 4, 7, 10] })
    const refused = await call('DELETE', 'Admin/Periods/3', ADMIN)
    expect(refused.status).toBe(409)
    expect(refused.body.msg).toBe(t.server.periodInUse)
  })
})

describe('users (/donstux/Admin/Users)', () => {
  it('lists the participants with class and school and the staff with their role', async () => {
    expect((await call('GET', 'Admin/Users', TEACHER)).status).toBe(403)
    const { body } = await call<SchoolUser[]>('GET', 'Admin/Users', ADMIN)
    const sofia = body.data.find((u) => u.userID === STUDENT)
    expect(sofia).toMatchObject({ role: t.users.participant, grade: '9 класс' })
    expect(sofia?.school).toBeTruthy()
    expect(body.data.filter((u) => u.role === t.users.participant)).toHaveLength(151)
    expect(body.data.find((u) => u.userID === ADMIN)?.role).toBe(t.users.organiser)
    expect(body.data.find((u) => u.userID === TEACHER)).toMatchObject({ role: t.users.teacher })
    expect(body.data.find((u) => u.userID === TEACHER)?.modules).toContain('Робототехника')
  })
})

describe('home (/donstux)', () => {
  it('gives the participant the open periods with days left, her modules and their next lessons', async () => {
    expect((await call('GET', 'Home', PLAIN)).status).toBe(403)
    const { body } = await call<SchoolxHome>('GET', 'Home', STUDENT)
    const home = body.data
    expect(home.kind).toBe('participant')
    expect(home.open.map((p) => p.periodID)).toEqual([2, 1, 3])
    expect(home.open.find((p) => p.periodID === 3)?.days).toBe(26) // Nov 24 → Dec 20
    expect(home.modules.map((m) => m.moduleID)).toEqual([1, 4, 7])
    const lessons = home.modules[0].next
    expect(lessons).toHaveLength(3)
    expect(lessons.every((l) => l.date >= '2026-11-24' && l.date <= '2026-12-28')).toBe(true)
    expect(new Set(lessons.map((l) => new Date(l.date).getUTCDay())).size).toBe(1) // weekly, one weekday
  })

  it('shows a period the organiser opened today', async () => {
    await call(
      'PUT',
      'Admin/Periods/3',
      ADMIN,
      period({ name: 'Выбор модулей на второе полугодие', dateStart: '2026-11-10', dateEnd: '2026-11-23' }),
    )
    await call('POST', 'Admin/Periods', ADMIN, period({ dateStart: '2026-11-24', dateEnd: '2026-12-01' }))
    const { body } = await call<SchoolxHome>('GET', 'Home', STUDENT)
    const opened = body.data.open.find((p) => p.name === 'Дополнительный выбор модулей')
    expect(opened).toMatchObject({ typeID: 3, days: 7 })
    expect(body.data.open.some((p) => p.periodID === 3)).toBe(false)
  })

  it('gives the organiser the programme figures and the teacher their modules', async () => {
    const admin = (await call<SchoolxHome>('GET', 'Home', ADMIN)).body.data
    expect(admin.kind).toBe('organiser')
    expect(admin.summary).toEqual({ participants: 151, modules: 12 })
    const teacher = (await call<SchoolxHome>('GET', 'Home', TEACHER)).body.data
    expect(teacher.kind).toBe('teacher')
    expect(teacher.modules.map((m) => m.moduleID)).toEqual([1, 5, 9])
  })
})
