import { describe, expect, it } from 'vitest'
import { issueToken } from '@/mocks/node'
import { ROOMS, lessonsOf } from '@/mocks/seed/day.seed'
import { emptyAudTexts } from '@/texts/ru/day'
import type { EmptyAud } from '@/api/day'

const t = emptyAudTexts.server
const get = async (query: string, signedIn = true) => {
  const res = await fetch(`http://localhost/api/Rasp/EmptyAud?${query}`, {
    headers: signedIn ? { Authorization: `Bearer ${issueToken(1)}` } : {},
  })
  return { status: res.status, body: (await res.json()) as { msg?: string; data: EmptyAud } }
}

describe('free rooms mock call (/Rasp/EmptyAud)', () => {
  it('answers the rooms no lesson of any group takes at that date and pair, from the timetable itself', async () => {
    const taken = new Set(lessonsOf(['2026-11-18'], (l) => l.pair === 2).map((l) => l.room))
    expect(taken.size).toBeGreaterThan(0)
    const { status, body } = await get('date=2026-11-18&pair=2')
    expect(status).toBe(200)
    const names = body.data.rooms.map((r) => r.name)
    expect(names.some((n) => taken.has(n))).toBe(false)
    expect(names.length + body.data.busy).toBe(ROOMS.length)
    expect(body.data.busy).toBe(taken.size)
    // another pair frees other rooms; a Sunday frees all of them
    const other = new Set(lessonsOf(['2026-11-18'], (l) => l.pair === 5).map((l) => l.room))
    expect((await get('date=2026-11-18&pair=5')).body.data.rooms.length).toBe(ROOMS.length - other.size)
    expect((await get('date=2026-11-22&pair=2')).body.data).toMatchObject({ busy: 0 })
  })

  it('filters by building and seats', async () => {
    const { body } = await get('date=2026-11-18&pair=1&building=2&capacity=60')
    expect(body.data.rooms.length).toBeGreaterThan(0)
    expect(body.data.rooms.every((r) => r.building === 2 && r.name.startsWith('2-') && r.capacity >= 60)).toBe(true)
    const all = (await get('date=2026-11-22&pair=1&building=2')).body.data.rooms
    expect(all).toHaveLength(ROOMS.filter((r) => r.startsWith('2-')).length)
  })

  it('401 signed out; 400 with a Russian message for a bad date, pair, building or capacity', async () => {
    expect((await get('date=2026-11-18&pair=2', false)).status).toBe(401)
    expect((await get('date=18.11.2026&pair=2')).body.msg).toBe(t.badDate)
    expect((await get('date=2026-11-18&pair=9')).body.msg).toBe(t.badPair)
    expect((await get('date=2026-11-18')).body.msg).toBe(t.badPair)
    expect((await get('date=2026-11-18&pair=1&building=9')).body.msg).toBe(t.badBuilding)
    const bad = await get('date=2026-11-18&pair=1&capacity=0')
    expect(bad).toEqual({ status: 400, body: expect.objectContaining({ msg: t.badCapacity }) })
  })
})
