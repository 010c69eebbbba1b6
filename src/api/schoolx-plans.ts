import * as v from 'valibot'
import { SCHOOLX_ADMIN } from './schoolx-roles'
import { defineResource } from '@/lib/resource/define-resource'
import { schoolxPlansTexts } from '@/texts/ru/schoolx-plans'

/**
 * The organiser's planning lists of «Школа Х» (issue 17; spec 1 §2 School programme routes, §6
 * 'ШколаХ-Администратор' … plans): the training schedule template, the educational plans and the
 * inventory, on the resource kit. The spec names no calls: they live under /SchoolX/Admin.
 */
const t = schoolxPlansTexts

const options = (names: readonly string[]) => names.map((name, i) => ({ id: i + 1, name }))
/** Weekdays 1 (Monday) … 6 (Saturday). */
export const WEEKDAY_OPTIONS = options(t.weekdays)
/** Pairs 1…6 with their bell times. */
export const PAIR_OPTIONS = options(t.pairs)
export const WORK_KIND_OPTIONS = options(t.workKinds)
/** 1 in order, 2 needs repair, 3 written off. */
export const INVENTORY_STATE_OPTIONS = options(t.inventoryStates)
export const INVENTORY_WRITTEN_OFF = 3

export const scheduleSlotSchema = v.object({
  slotID: v.number(),
  moduleID: v.number(),
  group: v.string(),
  weekday: v.number(),
  pair: v.number(),
  room: v.string(),
  teacherID: v.number(),
})
export type ScheduleSlot = v.InferOutput<typeof scheduleSlotSchema>

/** `/donstux/Admin/TrainingScheduleTemp`: weekly lesson slots per module and group. */
export const scheduleSlotResource = defineResource({
  name: 'schoolx-schedule-template',
  key: 'slotID',
  row: scheduleSlotSchema,
  columns: [
    {
      value: 'moduleID',
      text: t.schedule.colModule,
      listName: 'modules',
      listID: 'moduleID',
      required: true,
      filteredData: true,
    },
    { value: 'group', text: t.schedule.colGroup, required: true, maxLength: 50, filteredData: true },
    { value: 'weekday', text: t.schedule.colWeekday, listName: 'weekdays', required: true, filteredData: true },
    { value: 'pair', text: t.schedule.colPair, listName: 'pairs', required: true },
    { value: 'room', text: t.schedule.colRoom, required: true, maxLength: 30, filteredData: true },
    {
      value: 'teacherID',
      text: t.schedule.colTeacher,
      listName: 'teachers',
      listID: 'teacherID',
      accessIsName: 'fio',
      required: true,
      filteredData: true,
    },
  ],
  endpoints: {
    list: '/SchoolX/Admin/TrainingScheduleTemp',
    create: '/SchoolX/Admin/TrainingScheduleTemp',
    update: '/SchoolX/Admin/TrainingScheduleTemp/{key}',
    remove: '/SchoolX/Admin/TrainingScheduleTemp/{key}',
  },
  access: { read: SCHOOLX_ADMIN, create: SCHOOLX_ADMIN, edit: SCHOOLX_ADMIN, remove: SCHOOLX_ADMIN },
  sortBy: 'weekday',
})

export const planThemeSchema = v.object({
  planID: v.number(),
  moduleID: v.number(),
  theme: v.string(),
  kind: v.number(),
  hours: v.number(),
})
export type PlanTheme = v.InferOutput<typeof planThemeSchema>

/** `/donstux/Admin/EducationalPlans`: a module's plan, one row per theme (hours and kind of work). */
export const educationalPlanResource = defineResource({
  name: 'schoolx-educational-plans',
  key: 'planID',
  row: planThemeSchema,
  columns: [
    {
      value: 'moduleID',
      text: t.plans.colModule,
      listName: 'modules',
      listID: 'moduleID',
      required: true,
      filteredData: true,
    },
    { value: 'theme', text: t.plans.colTheme, required: true, maxLength: 200 },
    { value: 'kind', text: t.plans.colKind, listName: 'workKinds', required: true, filteredData: true },
    { value: 'hours', text: t.plans.colHours, isNumber: true, required: true, align: 'right' },
  ],
  endpoints: {
    list: '/SchoolX/Admin/EducationalPlans?moduleID={moduleID?}',
    create: '/SchoolX/Admin/EducationalPlans',
    update: '/SchoolX/Admin/EducationalPlans/{key}',
    remove: '/SchoolX/Admin/EducationalPlans/{key}',
  },
  access: { read: SCHOOLX_ADMIN, create: SCHOOLX_ADMIN, edit: SCHOOLX_ADMIN, remove: SCHOOLX_ADMIN },
  sortBy: 'moduleID',
})

export const inventoryItemSchema = v.object({
  itemID: v.number(),
  name: v.string(),
  room: v.string(),
  moduleID: v.number(),
  quantity: v.number(),
  state: v.number(),
})
export type InventoryItem = v.InferOutput<typeof inventoryItemSchema>

/**
 * `/donstux/Admin/Inventory`: equipment and materials per room; `moduleID` 0 is «На складе», another id
 * means the item is issued to that module (issue = choose the module, return = choose «На складе»).
 */
export const inventoryResource = defineResource({
  name: 'schoolx-inventory',
  key: 'itemID',
  row: inventoryItemSchema,
  columns: [
    { value: 'name', text: t.inventory.colName, required: true, maxLength: 200 },
    { value: 'room', text: t.inventory.colRoom, required: true, maxLength: 30, filteredData: true },
    {
      value: 'moduleID',
      text: t.inventory.colModule,
      listName: 'modules',
      listID: 'moduleID',
      required: true,
      filteredData: true,
    },
    { value: 'quantity', text: t.inventory.colQuantity, isNumber: true, required: true, align: 'right' },
    { value: 'state', text: t.inventory.colState, listName: 'states', required: true, filteredData: true },
  ],
  endpoints: {
    list: '/SchoolX/Admin/Inventory',
    create: '/SchoolX/Admin/Inventory',
    update: '/SchoolX/Admin/Inventory/{key}',
    remove: '/SchoolX/Admin/Inventory/{key}',
  },
  access: { read: SCHOOLX_ADMIN, create: SCHOOLX_ADMIN, edit: SCHOOLX_ADMIN, remove: SCHOOLX_ADMIN },
  sortBy: 'name',
})
