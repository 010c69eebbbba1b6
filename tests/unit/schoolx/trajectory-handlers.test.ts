import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { issueToken } from '@/mocks/node'
import type { Trajectory } from '@/api/schoolx-admin'
import { markOf } from '@/mocks/handlers/schoolx-trajectory.handlers'
import { schoolxAdminTexts as t } from '@/texts/ru/schoolx-admin'

const STUDENT = -101
const OTHER = -1001
const ADMIN = 21
const PLAIN = 2

async function get(query: string, userID?: number) {
  const res = await fetch(`http://localhost/api/SchoolX/Trajectory${query}`, {
    headers: userID === undefined ? {} : { Authorization: `Bearer ${issueToken(userID)}` },
  })
  return { status: res.status, body: (await res.json()) as { data: Trajectory; msg?: string } }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-24T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('trajectory (/donstux/trajectory/{userID?})', () => {
  it('answers 401, 403 to others, 403 to a participant asking for someone else, 404 for no participant', async () => {
    expect((await get('')).status).toBe(401)
    expect((await get('', PLAIN)).status).toBe(403)
    const other = await get(`?userID=${OTHER}`, STUDENT)
    expect(other.status).toBe(403)
    expect(other.body.msg).toBe(t.server.ownOnly)
    expect((await get('?userID=-99999', ADMIN)).status).toBe(404)
    expect((await get('?userID=abc', ADMIN)).status).toBe(400)
  })

  it('gives a seeded participant the begun feedback periods: the closed one with marks, the open one without', async () => {
    const { status, body } = await get(`?userID=${OTHER}`, ADMIN)
    expect(status).toBe(200)
    const { periods, points } = body.data
    expect(periods.map((p) => [p.periodID, p.stage])).toEqual([
      [11, 'closed'],
      [1, 'open'],
    ])
    expect(periods[0].modules.every((m) => m.mark !== null && m.mark >= 2 && m.mark <= 5)).toBe(true)
    expect(periods[1].modules.every((m) => m.mark === null)).toBe(true)
    expect(periods[0].modules[0].mark).toBe(markOf(OTHER, periods[0].modules[0].moduleID, 11))
    const sum = periods.flatMap((p) => p.modules).reduce((s, m) => s + m.points, 0)
    expect(points).toBe(sum)
    expect(points).toBeGreaterThan(0)
  })

  it('counts a form the participant fills in the open period', async () => {
    const before = (await get('', STUDENT)).body.data
    expect(before.student.fio).toBe('Фёдорова София Андреевна')
    expect(before.points).toBe(0)
    const res = await fetch('http://localhost/api/SchoolX/Feedback/Form', {
      method: 'POST',
      headers: { Authorization: `Bearer ${issueToken(STUDENT)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        periodID: 1,
        moduleID: 1,
        kind: 'modules',
        values: { rating: 5, text: 'Интересно', peerID: null, scores: {} },
      }),
    })
    expect(res.status).toBe(200)
    const after = (await get('', STUDENT)).body.data
    const robot = after.periods.find((p) => p.periodID === 1)!.modules.find((m) => m.moduleID === 1)!
    expect(robot).toMatchObject({ forms: 1, total: 7, points: 1, mark: null })
    expect(after.points).toBe(1)
  })
})
