import { describe, expect, it } from 'vitest'
import { db } from '@/mocks/node'
import { callApi as call } from '../api-test-helpers'
import { chartWeeks } from '@/mocks/handlers/schoolx-chart.handlers'
import type { EducationalChart } from '@/api/schoolx-chart'
import { schoolxPlansTexts as t } from '@/texts/ru/schoolx-plans'

const STUDENT = -101
const ADMIN = 21
const MODER = 22
const TEACHER = 23
const PLAIN = 2

const SCHEDULE = '/SchoolX/Admin/TrainingScheduleTemp'

describe('«Школа Х» training schedule template', () => {
  it('the seed has no clash: no room and no teacher twice in one pair', () => {
    const slots = db.schoolxScheduleSlot.getAll()
    expect(slots.length).toBeGreaterThanOrEqual(20)
    const rooms = slots.map((s) => `${s.room}-${s.weekday}-${s.pair}`)
    const teachers = slots.map((s) => `${s.teacherID}-${s.weekday}-${s.pair}`)
    expect(new Set(rooms).size).toBe(slots.length)
    expect(new Set(teachers).size).toBe(slots.length)
  })

  it('the organiser adds, edits and deletes a slot; a busy room or teacher is refused in Russian; 401/403/400', async () => {
    expect((await call('GET', SCHEDULE)).status).toBe(401)
    expect((await call('GET', SCHEDULE, MODER)).status).toBe(403)
    expect((await call('GET', SCHEDULE, STUDENT)).status).toBe(403)
    const first = db.schoolxScheduleSlot.getAll()[0]
    const teacherFio = (id: number) => db.schoolxTeacher.findFirst({ where: { teacherID: { equals: id } } })!.fio
    const otherTeacher = db.schoolxTeacher.getAll().find((x) => x.teacherID !== first.teacherID)!
    const moduleName = db.schoolxModule.findFirst({ where: { moduleID: { equals: first.moduleID } } })!.name
    const base = { moduleID: 2, group: '1-В', weekday: first.weekday, pair: first.pair }

    const roomClash = await call('POST', SCHEDULE, ADMIN, {
      ...base,
      room: ` ${first.room} `,
      teacherID: otherTeacher.teacherID,
    })
    expect([roomClash.status, roomClash.body.msg]).toEqual([
      400,
      t.server.roomBusy(first.room, t.weekdays[first.weekday - 1], t.pairs[first.pair - 1], moduleName),
    ])
    const teacherClash = await call('POST', SCHEDULE, ADMIN, { ...base, room: '9-999', teacherID: first.teacherID })
    expect([teacherClash.status, teacherClash.body.msg]).toEqual([
      400,
      t.server.teacherBusy(
        teacherFio(first.teacherID),
        t.weekdays[first.weekday - 1],
        t.pairs[first.pair - 1],
        moduleName,
      ),
    ])
    const blank = await call('POST', SCHEDULE, ADMIN, {
      ...base,
      group: '  ',
      room: '9-999',
      teacherID: otherTeacher.teacherID,
    })
    expect(blank.status).toBe(400)
    expect(blank.body.msg).toMatch(/[А-я]/)
    const noModule = await call('POST', SCHEDULE, ADMIN, { ...base, moduleID: 999, room: '9-999', teacherID: 1 })
    expect([noModule.status, noModule.body.msg]).toEqual([400, t.server.moduleMissing])

    // a slot with the module's room and teacher elsewhere is fine, and it may be saved onto itself
    const made = await call('POST', SCHEDULE, ADMIN, {
      ...base,
      pair: 1,
      weekday: 6,
      room: '9-999',
      teacherID: first.teacherID,
    })
    expect(made.status).toBe(200)
    const slot = made.body.data as { slotID: number; room: string }
    expect(slot.room).toBe('9-999')
    const same = await call('PUT', `${SCHEDULE}/${slot.slotID}`, ADMIN, {
      ...base,
      pair: 1,
      weekday: 6,
      room: '9-998',
      teacherID: first.teacherID,
    })
    expect(same.status).toBe(200)
    expect(db.schoolxScheduleSlot.findFirst({ where: { slotID: { equals: slot.slotID } } })?.room).toBe('9-998')
    const moved = await call('PUT', `${SCHEDULE}/${slot.slotID}`, ADMIN, {
      ...base,
      room: first.room,
      teacherID: first.teacherID,
    })
    expect(moved.status).toBe(400)
    expect((await call('DELETE', `${SCHEDULE}/${slot.slotID}`, MODER)).status).toBe(403)
    expect((await call('DELETE', `${SCHEDULE}/${slot.slotID}`, ADMIN)).status).toBe(200)
    expect(db.schoolxScheduleSlot.findFirst({ where: { slotID: { equals: slot.slotID } } })).toBeNull()
  })
})

describe('«Школа Х» educational plans', () => {
  it('a module’s plan by moduleID; hours 1…72 and one theme per module; only the organiser', async () => {
    const PLANS = '/SchoolX/Admin/EducationalPlans'
    expect((await call('GET', PLANS, TEACHER)).status).toBe(403)
    const one = await call('GET', `${PLANS}?moduleID=1`, ADMIN)
    const rows = one.body.data as { moduleID: number; hours: number; theme: string }[]
    expect(rows.every((r) => r.moduleID === 1)).toBe(true)
    expect(rows.reduce((s, r) => s + r.hours, 0)).toBe(30)
    const all = (await call('GET', PLANS, ADMIN)).body.data as unknown[]
    expect(all.length).toBeGreaterThan(rows.length)

    const tooMany = await call('POST', PLANS, ADMIN, { moduleID: 1, theme: 'Экскурсия', kind: 2, hours: 100 })
    expect([tooMany.status, tooMany.body.msg]).toEqual([400, t.server.hoursRange])
    const twin = await call('POST', PLANS, ADMIN, {
      moduleID: 1,
      theme: rows[0].theme.toUpperCase(),
      kind: 2,
      hours: 2,
    })
    expect([twin.status, twin.body.msg]).toEqual([400, t.server.themeDuplicate])
    const made = await call('POST', PLANS, ADMIN, { moduleID: 1, theme: ' Экскурсия на завод ', kind: 2, hours: 4 })
    expect(made.status).toBe(200)
    const after = (await call('GET', `${PLANS}?moduleID=1`, ADMIN)).body.data as { hours: number; theme: string }[]
    expect(after.reduce((s, r) => s + r.hours, 0)).toBe(34)
    expect(after.some((r) => r.theme === 'Экскурсия на завод')).toBe(true)
  })
})

describe('«Школа Х» inventory', () => {
  it('issue to a module, return to stock; a written-off item is not issued; quantity 0…500', async () => {
    const INV = '/SchoolX/Admin/Inventory'
    expect((await call('GET', INV, PLAIN)).status).toBe(403)
    const items = (await call('GET', INV, ADMIN)).body.data as { itemID: number; moduleID: number; state: number }[]
    const stocked = items.find((i) => i.moduleID === 0 && i.state === 1)!
    const row = db.schoolxInventoryItem.findFirst({ where: { itemID: { equals: stocked.itemID } } })!
    const body = { name: row.name, room: row.room, quantity: row.quantity, state: row.state }
    expect((await call('PUT', `${INV}/${row.itemID}`, ADMIN, { ...body, moduleID: 3 })).status).toBe(200)
    expect(db.schoolxInventoryItem.findFirst({ where: { itemID: { equals: row.itemID } } })?.moduleID).toBe(3)
    expect((await call('PUT', `${INV}/${row.itemID}`, ADMIN, { ...body, moduleID: 0 })).status).toBe(200)
    expect(db.schoolxInventoryItem.findFirst({ where: { itemID: { equals: row.itemID } } })?.moduleID).toBe(0)
    const writtenOff = await call('PUT', `${INV}/${row.itemID}`, ADMIN, { ...body, state: 3, moduleID: 3 })
    expect([writtenOff.status, writtenOff.body.msg]).toEqual([400, t.server.writtenOff])
    const negative = await call('PUT', `${INV}/${row.itemID}`, ADMIN, { ...body, quantity: -1, moduleID: 0 })
    expect([negative.status, negative.body.msg]).toEqual([400, t.server.quantityRange])
  })
})

describe('«Школа Х» educational chart', () => {
  it('39 weeks from Monday 31.08.2026; the organiser sees every module, a participant their own; 401/403', async () => {
    const weeks = chartWeeks()
    expect([weeks.length, weeks[0].start, weeks[0].end, weeks.at(-1)?.end]).toEqual([
      39,
      '2026-08-31',
      '2026-09-06',
      '2027-05-30',
    ])
    expect((await call('GET', '/SchoolX/EducationalChart')).status).toBe(401)
    expect((await call('GET', '/SchoolX/EducationalChart', PLAIN)).status).toBe(403)
    const admin = (await call('GET', '/SchoolX/EducationalChart', ADMIN)).body.data as EducationalChart
    expect(admin.modules.length).toBe(db.schoolxModule.count())
    const own = db.schoolxStudent.findFirst({ where: { studentID: { equals: STUDENT } } })!.moduleIDs
    const student = (await call('GET', '/SchoolX/EducationalChart', STUDENT)).body.data as EducationalChart
    expect(student.modules.map((m) => m.moduleID)).toEqual([...own].sort((a, b) => a - b))
    const winter = weeks.findIndex((w) => w.start === '2026-12-28')
    expect(admin.modules.every((m) => m.cells[winter] === 'holiday')).toBe(true)
    // the first feedback period ends on 04.10.2026: an assessment week for the modules running then
    const oct = weeks.findIndex((w) => w.start === '2026-09-28')
    expect(admin.modules.find((m) => m.moduleID === 1)?.cells[oct]).toBe('assessment')
    expect(admin.modules.every((m) => m.cells.length === 39)).toBe(true)
  })
})
