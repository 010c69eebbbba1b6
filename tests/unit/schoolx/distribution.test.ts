import { describe, expect, it } from 'vitest'
import { distribute, moveItem, type DistModule, type DistStudent } from '@/lib/schoolx-distribution'
import { dropIndex } from '@/screens/schoolx/rank-list'

const modules: DistModule[] = [
  { moduleID: 1, course: 1, places: 2 },
  { moduleID: 2, course: 1, places: 1 },
  { moduleID: 3, course: 1, places: 3 },
  { moduleID: 9, course: 2, places: 5 },
]
const st = (studentID: number, rating: number, ranking: number[], savedAt: string | null = null): DistStudent => ({
  studentID,
  course: 1,
  rating,
  ranking,
  savedAt,
})
const byStudent = (r: ReturnType<typeof distribute>) => new Map(r.assignments.map((a) => [a.studentID, a]))

describe('distribution of participants to modules', () => {
  it('respects priorities in rating order: the higher rating gets the first choice, the next one falls to its second', () => {
    const r = byStudent(distribute(modules, [st(-1, 5, [2, 1, 3]), st(-2, 9, [2, 3, 1])]))
    expect(r.get(-2)).toMatchObject({ moduleID: 2, rank: 1, queue: 1, reason: 'first', fullAbove: [] })
    expect(r.get(-1)).toMatchObject({ moduleID: 1, rank: 2, queue: 2, reason: 'lower', fullAbove: [2] })
  })

  it('breaks rating ties by the earlier saved ranking, then by id', () => {
    const students = [st(-3, 4, [2], '2026-11-15'), st(-4, 4, [2], '2026-11-12'), st(-5, 4, [2], '2026-11-12')]
    const r = byStudent(distribute(modules, students))
    expect(r.get(-5)).toMatchObject({ moduleID: 2, queue: 1 })
    expect(r.get(-4)!.queue).toBe(2)
    expect(r.get(-3)!.queue).toBe(3)
    expect(r.get(-4)!.moduleID).not.toBe(2)
  })

  it('never exceeds places; full ranked modules send a participant to the course module with most free places', () => {
    const students = Array.from({ length: 7 }, (_, i) => st(-10 - i, 10 - i, [2, 1]))
    const result = distribute(modules, students)
    const r = byStudent(result)
    expect(result.taken).toEqual({ 1: 2, 2: 1, 3: 3, 9: 0 })
    expect(r.get(-13)).toMatchObject({ moduleID: 3, rank: null, reason: 'fallback', fullAbove: [2, 1] })
    // six places in course 1: the seventh participant stays without a module
    expect(r.get(-16)).toMatchObject({ moduleID: null, reason: 'noPlaces' })
    for (const m of modules) expect(result.taken[m.moduleID]).toBeLessThanOrEqual(m.places)
  })

  it('participants without a ranking choose after every ranked one, whatever their rating; other courses ignored', () => {
    const students = [st(-20, 100, []), st(-21, 0, [9, 1]), { ...st(-22, 1, [9]), course: 2 }]
    const r = byStudent(distribute(modules, students))
    expect(r.get(-21)).toMatchObject({ moduleID: 1, rank: 1, queue: 2, reason: 'first' })
    expect(r.get(-22)).toMatchObject({ moduleID: 9, queue: 1 })
    expect(r.get(-20)).toMatchObject({ moduleID: 3, queue: 3, reason: 'noRanking' })
  })

  it('same input, same output (whatever the input order)', () => {
    const students = Array.from({ length: 12 }, (_, i) => st(-30 - i, i % 3, [(i % 3) + 1, ((i + 1) % 3) + 1]))
    const a = distribute(modules, students)
    const b = distribute(modules, [...students].reverse())
    expect(b).toEqual(a)
  })
})

describe('reordering helpers', () => {
  it('moveItem moves one item and clamps', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4])
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3])
    expect(moveItem([1, 2, 3], 1, 9)).toEqual([1, 3, 2])
    expect(moveItem([1, 2, 3], 1, 1)).toEqual([1, 2, 3])
  })
  it('dropIndex: the item whose middle is below the pointer, else the last', () => {
    const rects = [0, 50, 100].map((top) => ({ top, height: 40 }))
    expect(dropIndex(rects, 5)).toBe(0)
    expect(dropIndex(rects, 30)).toBe(1)
    expect(dropIndex(rects, 119)).toBe(2)
    expect(dropIndex(rects, 500)).toBe(2)
    expect(dropIndex([], 10)).toBe(0)
  })
})
