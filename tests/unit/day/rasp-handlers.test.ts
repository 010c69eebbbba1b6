import { describe, expect, it } from 'vitest'
import '@/mocks/node'
import { dayTexts } from '@/texts/ru/day'
import type { RaspWeek } from '@/api/day'

const get = async (path: string) => {
  const res = await fetch(`http://localhost/api/${path}`)
  return { status: res.status, body: (await res.json()) as { state: number; msg?: string; data: unknown } }
}

describe('timetable mock calls (public)', () => {
  it('lists groups by default, teachers and rooms for a year, signed out', async () => {
    const groups = await get('raspGrouplist?year=2026')
    expect(groups.status).toBe(200)
    const rows = groups.body.data as { id: number; name: string }[]
    expect(rows).toContainEqual(expect.objectContaining({ id: 131, name: 'ВИТ31' }))
    expect((await get('rasplist?year=2026')).body.data).toEqual(rows)
    const teachers = (await get('raspPrepodlist?year=2026')).body.data as { id: number }[]
    expect(teachers.map((t) => t.id)).toContain(8)
    expect(teachers.length).toBe(61)
    expect(((await get('raspAudlist')).body.data as unknown[]).length).toBeGreaterThan(10)
    expect(await get('raspGrouplist?year=двадцать')).toEqual({
      status: 400,
      body: expect.objectContaining({ msg: dayTexts.server.badYear }),
    })
  })

  it('answers a group week with lessons of that group only, the same on every call', async () => {
    const { status, body } = await get('Rasp?type=Group&id=131&date=2026-11-18')
    expect(status).toBe(200)
    const week = body.data as RaspWeek
    expect(week.weekStart).toBe('2026-11-16')
    expect(week.name).toBe('ВИТ31')
    expect(week.lessons.length).toBeGreaterThan(8)
    expect(week.lessons.every((l) => l.groupID === 131 && l.date >= '2026-11-16' && l.date <= '2026-11-21')).toBe(true)
    expect(new Set(week.lessons.map((l) => l.kind))).toEqual(new Set(['lecture', 'practice', 'lab']))
    expect((await get('Rasp?type=Group&id=131&date=2026-11-18')).body.data).toEqual(week)
    // odd and even weeks differ, holidays have none
    const next = (await get('Rasp?type=Group&id=131&date=2026-11-23')).body.data as RaspWeek
    expect(next.lessons.map((l) => `${l.date.slice(8)}${l.pair}${l.subject}`)).not.toEqual(
      week.lessons.map((l) => `${l.date.slice(8)}${l.pair}${l.subject}`),
    )
    expect(((await get('Rasp?type=Group&id=131&date=2027-01-05')).body.data as RaspWeek).lessons).toEqual([])
  })

  it("a teacher's and a room's week hold the same lessons as the groups'", async () => {
    const group = (await get('Rasp?type=Group&id=131&date=2026-11-18')).body.data as RaspWeek
    const lesson = group.lessons[0]
    const teacher = (await get(`Rasp?type=Prepod&id=${lesson.teacherID}&date=2026-11-18`)).body.data as RaspWeek
    expect(teacher.lessons).toContainEqual(lesson)
    expect(teacher.lessons.every((l) => l.teacherID === lesson.teacherID)).toBe(true)
  })

  it('refuses a bad query with a Russian message and an unknown id with 404', async () => {
    expect((await get('Rasp?type=Bus&id=1&date=2026-11-18')).body.msg).toBe(dayTexts.server.badType)
    expect((await get('Rasp?type=Group&id=x&date=2026-11-18')).status).toBe(400)
    const bad = await get('Rasp?type=Group&id=131&date=18.11.2026')
    expect(bad).toEqual({ status: 400, body: expect.objectContaining({ msg: dayTexts.server.badDate }) })
    expect((await get('Rasp?type=Group&id=999&date=2026-11-18')).status).toBe(404)
  })
})
