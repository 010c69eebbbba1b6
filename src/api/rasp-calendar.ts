import * as v from 'valibot'
import { defineResource } from '@/lib/resource/define-resource'
import { RASP_CALENDAR_KINDS } from '@/lib/constants/rasp-calendar'
import { TIMETABLE_MANAGER_ROLES as RASP_MANAGER_ROLES } from '@/lib/constants/rasp-manager'
import { raspCalendarTexts } from '@/texts/ru/rasp-calendar'

/**
 * The academic calendar of the timetable office (issue 15: /RaspManager/Calendar). The spec names no
 * calls; in the portal's style, the kit's CRUD: GET/POST /api/RaspManager/Calendar, PUT/DELETE
 * /api/RaspManager/Calendar/{id} (timetable managers only; 400 in Russian for dates out of order or a
 * period overlapping another of its kind).
 */
const t = raspCalendarTexts

export const calendarPeriodSchema = v.object({
  id: v.number(),
  kind: v.picklist(RASP_CALENDAR_KINDS),
  name: v.string(),
  dateFrom: v.string(),
  dateTo: v.string(),
})
export type CalendarPeriod = v.InferOutput<typeof calendarPeriodSchema>

export const calendarPeriodResource = defineResource({
  name: 'rasp-calendar',
  key: 'id',
  row: calendarPeriodSchema,
  sortBy: 'dateFrom',
  columns: [
    { value: 'id', text: t.colID, hiddenForm: true, visible: false },
    { value: 'kind', text: t.colKind, listName: 'kinds', required: true, filteredData: true },
    { value: 'name', text: t.colName, required: true, maxLength: 200 },
    { value: 'dateFrom', text: t.colFrom, type: 'date', required: true },
    { value: 'dateTo', text: t.colTo, type: 'date', required: true },
  ],
  endpoints: {
    list: '/RaspManager/Calendar',
    create: '/RaspManager/Calendar',
    update: '/RaspManager/Calendar/{key}',
    remove: '/RaspManager/Calendar/{key}',
  },
  access: {
    read: RASP_MANAGER_ROLES,
    create: RASP_MANAGER_ROLES,
    edit: RASP_MANAGER_ROLES,
    remove: RASP_MANAGER_ROLES,
  },
})

export const calendarKinds = RASP_CALENDAR_KINDS.map((id) => ({ id, name: t.kinds[id] }))

/** A period's own rules: dates in order, no overlap with another period of the same kind (a message, or null). */
export function calendarPeriodIssue(
  body: { kind?: unknown; dateFrom?: unknown; dateTo?: unknown },
  others: readonly CalendarPeriod[],
): string | null {
  if (typeof body.dateFrom !== 'string' || typeof body.dateTo !== 'string') return null
  if (body.dateTo < body.dateFrom) return t.order
  const clash = others.find((p) => p.kind === body.kind && p.dateFrom <= body.dateTo! && body.dateFrom! <= p.dateTo)
  return clash ? t.overlap(clash.name) : null
}
