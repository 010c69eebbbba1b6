import type { HttpHandler } from 'msw'
import { db } from '../db'
import { mockResource } from '../lib/resource-handlers'
import {
  educationalPlanResource,
  INVENTORY_WRITTEN_OFF,
  inventoryResource,
  scheduleSlotResource,
} from '@/api/schoolx-plans'
import { schoolxPlansTexts } from '@/texts/ru/schoolx-plans'

/**
 * The organiser's planning lists (issue 17) on the resource kit: the training schedule template (a room
 * or a teacher busy twice in one pair is refused), the educational plans and the inventory.
 */
const t = schoolxPlansTexts
const s = t.server
type Body = Record<string, unknown>

const text = (x: unknown) => (typeof x === 'string' ? x.trim() : '')
const int = (x: unknown) => (x === '' || x === null || x === undefined ? NaN : Number(x))
const moduleName = (moduleID: number) =>
  db.schoolxModule.findFirst({ where: { moduleID: { equals: moduleID } } })?.name ?? null
const known = (moduleID: number) => moduleName(moduleID) !== null

/** Why a slot cannot be stored: an unknown module or teacher, or its room or teacher is busy in that pair. */
export function slotRefusal(body: Body, slotID: number | null): string | null {
  const moduleID = int(body.moduleID)
  const teacherID = int(body.teacherID)
  const weekday = int(body.weekday)
  const pair = int(body.pair)
  const room = text(body.room).toLowerCase()
  if (Number.isFinite(moduleID) && !known(moduleID)) return s.moduleMissing
  const teacher = Number.isFinite(teacherID)
    ? db.schoolxTeacher.findFirst({ where: { teacherID: { equals: teacherID } } })
    : null
  if (Number.isFinite(teacherID) && !teacher) return s.teacherMissing
  if (!Number.isFinite(weekday) || !Number.isFinite(pair)) return null
  const same = db.schoolxScheduleSlot
    .getAll()
    .filter((x) => x.slotID !== slotID && x.weekday === weekday && x.pair === pair)
  const dayName = t.weekdays[weekday - 1] ?? ''
  const pairName = t.pairs[pair - 1] ?? ''
  const byRoom = room ? same.find((x) => x.room.toLowerCase() === room) : undefined
  if (byRoom) return s.roomBusy(byRoom.room, dayName, pairName, moduleName(byRoom.moduleID) ?? '')
  const byTeacher = teacher ? same.find((x) => x.teacherID === teacherID) : undefined
  if (byTeacher && teacher) return s.teacherBusy(teacher.fio, dayName, pairName, moduleName(byTeacher.moduleID) ?? '')
  return null
}

const schedule = mockResource(scheduleSlotResource, {
  model: 'schoolxScheduleSlot',
  check: slotRefusal,
  fields: (body) => ({
    moduleID: Number(body.moduleID),
    group: text(body.group),
    weekday: Number(body.weekday),
    pair: Number(body.pair),
    room: text(body.room),
    teacherID: Number(body.teacherID),
  }),
})

const plans = mockResource(educationalPlanResource, {
  model: 'schoolxPlanTheme',
  filter: (row, params) => !params.moduleID || Number(params.moduleID) === row.moduleID,
  check: (body, planID) => {
    const moduleID = int(body.moduleID)
    if (Number.isFinite(moduleID) && !known(moduleID)) return s.moduleMissing
    const hours = int(body.hours)
    if (body.hours !== undefined && body.hours !== '' && !(Number.isInteger(hours) && hours >= 1 && hours <= 72))
      return s.hoursRange
    const theme = text(body.theme).toLowerCase()
    const twin = db.schoolxPlanTheme
      .getAll()
      .find((x) => x.planID !== planID && x.moduleID === moduleID && x.theme.toLowerCase() === theme)
    return theme && twin ? s.themeDuplicate : null
  },
  fields: (body) => ({
    moduleID: Number(body.moduleID),
    theme: text(body.theme),
    kind: Number(body.kind),
    hours: Number(body.hours),
  }),
})

const inventory = mockResource(inventoryResource, {
  model: 'schoolxInventoryItem',
  check: (body) => {
    const moduleID = int(body.moduleID)
    if (Number.isFinite(moduleID) && moduleID !== 0 && !known(moduleID)) return s.moduleMissing
    const quantity = int(body.quantity)
    if (
      body.quantity !== undefined &&
      body.quantity !== '' &&
      !(Number.isInteger(quantity) && quantity >= 0 && quantity <= 500)
    )
      return s.quantityRange
    return moduleID > 0 && int(body.state) === INVENTORY_WRITTEN_OFF ? s.writtenOff : null
  },
  fields: (body) => ({
    name: text(body.name),
    room: text(body.room),
    moduleID: Number(body.moduleID),
    quantity: Number(body.quantity),
    state: Number(body.state),
  }),
})

export const plansHandlers: HttpHandler[] = [...schedule.handlers, ...plans.handlers, ...inventory.handlers]
