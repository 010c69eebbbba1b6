import * as v from 'valibot'
import { defineResource } from '@/lib/resource/define-resource'
import { PART_TIME_KINDS, PART_TIME_RATES, STAFF_ROLES } from '@/lib/constants/staff'
import { staffTexts } from '@/texts/ru/staff'

/**
 * /prepodsDifferent: teachers' other workers, «Внешние совместители и почасовики» (issue 15). The spec
 * names the route only; the calls follow the portal's style:
 *   GET /api/prepodsDifferent, POST /api/prepodsDifferent, PUT|DELETE /api/prepodsDifferent/{id}
 * Staff read the list; the administrators and the deans' offices keep it.
 */
const t = staffTexts.partTime

export const partTimeKinds = PART_TIME_KINDS.map((id) => ({ id, name: t.kinds[id] }))
export const partTimeRates = PART_TIME_RATES.map((id) => ({ id, name: id }))

export const partTimeSchema = v.object({
  id: v.number(),
  fio: v.string(),
  kind: v.picklist(PART_TIME_KINDS),
  department: v.string(),
  position: v.string(),
  rate: v.string(),
  hours: v.number(),
  dateTo: v.string(),
})
export type PartTimeRow = v.InferOutput<typeof partTimeSchema>

export const partTimeResource = defineResource({
  name: 'prepods-different',
  key: 'id',
  row: partTimeSchema,
  sortBy: 'fio',
  columns: [
    { value: 'fio', text: t.fio, required: true, maxLength: 150 },
    { value: 'kind', text: t.kind, listName: 'kinds', required: true, filteredData: true },
    { value: 'department', text: t.department, required: true, maxLength: 150, filteredData: true },
    { value: 'position', text: t.position, required: true, maxLength: 100, filteredData: true },
    { value: 'rate', text: t.rate, listName: 'rates', required: true, align: 'right', width: '6rem' },
    { value: 'hours', text: t.hours, isNumber: true, required: true, align: 'right', width: '7rem' },
    { value: 'dateTo', text: t.dateTo, type: 'date', required: true },
  ],
  endpoints: {
    list: '/prepodsDifferent',
    create: '/prepodsDifferent',
    update: '/prepodsDifferent/{key}',
    remove: '/prepodsDifferent/{key}',
  },
  access: { read: STAFF_ROLES.read, create: STAFF_ROLES.keep, edit: STAFF_ROLES.keep, remove: STAFF_ROLES.keep },
})
