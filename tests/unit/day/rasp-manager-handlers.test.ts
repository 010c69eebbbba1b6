import { describe, expect, it } from 'vitest'
import { addLesson, deleteLesson, getManagerWeek, saveLesson, type LessonValues } from '@/api/rasp-manager'
import { getRaspWeek } from '@/api/day'
import { conflictOf, type TemplateSlot } from '@/lib/rasp-conflicts'
import { db } from '@/mocks/db'
import { raspManagerTexts } from '@/texts/ru/rasp-manager'
import { failure, signIn } from '../api-test-helpers'

const t = raspManagerTexts.server
const DEAN = 9
const GROUP = 131
/** A week of the autumn semester, odd (week 13 counting from 1 September 2026). */
const MONDAY = '2026-11-23'

const slot = (over: Partial<TemplateSlot>): TemplateSlot => ({
  id: 1,
  groupID: 1,
  weekday: 0,
  pair: 1,
  parity: 'both',
  room: '1-101',
  teacherID: 1000,
  subgroup: 0,
  ...over,
})

describe('the timetable conflict rule', () => {
  it('clashes on teacher, room or group in one pair of a week both lessons run in', () => {
    const a = slot({})
    expect(conflictOf(slot({ id: 2, groupID: 2, room: '1-103' }), [a])?.kind).toBe('teacher')
    expect(conflictOf(slot({ id: 2, groupID: 2, teacherID: 1001 }), [a])?.kind).toBe('room')
    expect(conflictOf(slot({ id: 2, teacherID: 1001, room: '1-103' }), [a])?.kind).toBe('group')
    // another pair or day, odd against even, subgroups 1 and 2, or the lesson itself: no clash
    expect(conflictOf(slot({ id: 2, pair: 2 }), [a])).toBeNull()
    expect(conflictOf(slot({ id: 2, weekday: 1 }), [a])).toBeNull()
    expect(conflictOf(slot({ id: 2, parity: 'odd' }), [slot({ parity: 'even' })])).toBeNull()
    expect(conflictOf(slot({ id: 2, parity: 'odd' }), [a])?.kind).toBe('group')
    const sub = { teacherID: 1001, room: '1-103' }
    expect(conflictOf(slot({ id: 2, subgroup: 2, ...sub }), [slot({ subgroup: 1 })])).toBeNull()
    expect(conflictOf(slot({ id: 2, subgroup: 2, ...sub }), [slot({ subgroup: 0 })])?.kind).toBe('group')
    expect(conflictOf(a, [a])).toBeNull()
  })
})

describe('the timetable office calls (/api/RaspManager/*)', () => {
  it('moves, adds and deletes lessons of the week template; the public timetable shows each change', async () => {
    signIn(DEAN)
    const week = await getManagerWeek(GROUP)
    expect(week.group).toBe('ВИТ31')
    expect(week.slots.length).toBeGreaterThan(8)
    const lesson = week.slots.find((s) => s.parity === 'both' && s.subgroup === 0)!
    // a free pair: Saturday's 7th
    const values: LessonValues = { ...lesson, weekday: 5, pair: 7 }
    const moved = await saveLesson(lesson.id, values)
    expect(moved).toMatchObject({ id: lesson.id, weekday: 5, pair: 7, subject: lesson.subject })
    const saturday = await getRaspWeek('Group', GROUP, MONDAY)
    expect(saturday.lessons.some((l) => l.date === '2026-11-28' && l.pair === 7 && l.subject === lesson.subject)).toBe(
      true,
    )
    expect(db.raspSlotEdit.count()).toBe(1)

    const added = await addLesson(GROUP, { ...values, pair: 6, subject: 'Консультация', kind: 'practice' })
    expect(added.id % 100).toBe(50)
    expect((await getManagerWeek(GROUP)).slots.map((s) => s.id)).toContain(added.id)
    await deleteLesson(added.id)
    expect((await getManagerWeek(GROUP)).slots.map((s) => s.id)).not.toContain(added.id)
    expect((await failure(deleteLesson(added.id))).status).toBe(404)
  })

  it('refuses a clash of group, teacher or room with a Russian message and keeps the lesson where it was', async () => {
    signIn(DEAN)
    const week = await getManagerWeek(GROUP)
    const [a, b] = week.slots.filter((s) => s.parity === 'both' && s.subgroup === 0)
    const onB = { ...a, weekday: b.weekday, pair: b.pair }
    const clash = await failure(saveLesson(a.id, onB))
    expect(clash.status).toBe(400)
    expect(clash.serverMessage).toBe(t.conflict.group('ВИТ31', b.weekday, b.pair, b.subject))
    // another group's lesson: its teacher (in a free pair of ours) is taken
    const other = (await getManagerWeek(GROUP + 1)).slots.find((s) => s.subgroup === 0 && s.parity === 'both')!
    const teacherClash = await failure(
      addLesson(GROUP, { ...a, weekday: other.weekday, pair: other.pair, teacherID: other.teacherID, room: '3-315' }),
    )
    expect(teacherClash.serverMessage).toMatch(/^Конфликт: (преподаватель|у группы)/)
    expect((await getManagerWeek(GROUP)).slots).toEqual(week.slots)
    expect(db.raspSlotEdit.count()).toBe(0)
  })

  it('401 signed out, 403 without a manager role, 400 in Russian for a bad lesson, 404 for no group', async () => {
    document.cookie = 'authToken=; max-age=0'
    expect((await failure(getManagerWeek(GROUP))).status).toBe(401)
    signIn(1)
    expect((await failure(getManagerWeek(GROUP))).status).toBe(403)
    signIn(DEAN)
    expect((await failure(getManagerWeek(99_999))).status).toBe(404)
    const { slots } = await getManagerWeek(GROUP)
    const base = slots[0]
    const bad = async (over: Record<string, unknown>) =>
      (await failure(saveLesson(base.id, { ...base, ...over } as LessonValues))).serverMessage
    expect(await bad({ subject: '\u200B ' })).toBe(t.noSubject)
    expect(await bad({ pair: 9 })).toBe(t.badPair)
    expect(await bad({ room: '9-999' })).toBe(t.badRoom)
    expect(await bad({ teacherID: 1 })).toBe(t.badTeacher)
    expect(await bad({ weekday: 6 })).toBe(t.badWeekday)
  })
})
