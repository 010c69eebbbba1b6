import * as v from 'valibot'
import { defineResource } from '@/lib/resource/define-resource'
import { DORM_ADMIN_ROLES, DORM_APPLICANT_ROLES } from '@/lib/constants/dormitory'
import { dormitoryTexts } from '@/texts/ru/dormitory'
import { DORM_STATES, dormOddsSchema, dormSlotSchema } from './dormitory'

const t = dormitoryTexts

/** /Dormitory/Admin/editingOdds/: the points of each benefit category, per mark point and per 100 km. */
export const dormOddsResource = defineResource({
  name: 'dormitory-odds',
  key: 'id',
  row: dormOddsSchema,
  columns: [
    { value: 'name', text: t.odds.colName, editReadonly: true },
    { value: 'value', text: t.odds.colValue, isNumber: true, required: true, align: 'right' },
  ],
  endpoints: { list: '/Dormitory/Odds', update: '/Dormitory/Odds/{key}' },
  access: { read: DORM_ADMIN_ROLES, edit: DORM_ADMIN_ROLES },
})

/** /Dormitory/Admin/dateSettlementEditing/: the settlement slots (date, time, capacity) of the current contest. */
export const dormSlotResource = defineResource({
  name: 'dormitory-slots',
  key: 'id',
  row: dormSlotSchema,
  columns: [
    { value: 'date', text: t.slots.colDate, type: 'date', required: true },
    { value: 'time', text: t.slots.colTime, required: true, maxLength: 5 },
    { value: 'capacity', text: t.slots.colCapacity, isNumber: true, required: true, align: 'right' },
    { value: 'booked', text: t.slots.colBooked, hiddenForm: true, align: 'right' },
  ],
  endpoints: {
    list: '/Dormitory/Slots',
    create: '/Dormitory/Slots',
    update: '/Dormitory/Slots/{key}',
    remove: '/Dormitory/Slots/{key}',
  },
  access: { read: DORM_ADMIN_ROLES, create: DORM_ADMIN_ROLES, edit: DORM_ADMIN_ROLES, remove: DORM_ADMIN_ROLES },
  sortBy: 'date',
})

export const dormResidentSchema = v.object({
  id: v.number(),
  studentName: v.string(),
  groupName: v.string(),
  hostelName: v.string(),
  room: v.string(),
  slotDate: v.string(),
  slotTime: v.string(),
  stateName: v.string(),
  state: v.picklist(DORM_STATES),
})

/**
 * /Dormitory/List: the requests of the dormitory contests with their places and settlement dates. The
 * admin reads every one; an applicant reads only their own.
 */
export const dormResidentResource = defineResource({
  name: 'dormitory-residents',
  key: 'id',
  row: dormResidentSchema,
  columns: [
    { value: 'id', text: t.residents.colNumber, width: '6rem', align: 'right' },
    { value: 'studentName', text: t.residents.colStudent },
    { value: 'groupName', text: t.residents.colGroup, filteredData: true },
    { value: 'stateName', text: t.residents.colState, filteredData: true },
    { value: 'hostelName', text: t.residents.colHostel, filteredData: true },
    { value: 'room', text: t.residents.colRoom },
    { value: 'slotDate', text: t.residents.colDate, type: 'date' },
    { value: 'slotTime', text: t.residents.colTime },
  ],
  endpoints: { list: '/Dormitory/Residents' },
  access: { read: DORM_APPLICANT_ROLES },
})
