import { ROLES } from '@/lib/roles'
import { ACCESS_ROLES } from './people'

const names = (...keys: (keyof typeof ROLES)[]): readonly string[] => keys.map((k) => ROLES[k].name)

/** Who reads and keeps the staff pages (issue 15: /Staff/Graph, /prepodsDifferent). */
export const STAFF_ROLES = {
  /** The staff list's readers and the heads of departments. */
  read: [...ACCESS_ROLES.staff, ...names('headOfDepartment')],
  /** Administrators and the deans' offices keep the part-time teachers. */
  keep: names('siteAdmin', 'scienceAdmin', 'dean', 'deanOffice'),
}

export const PART_TIME_KINDS = ['external', 'internal', 'hourly'] as const
export type PartTimeKind = (typeof PART_TIME_KINDS)[number]
/** A part-timer's rate; an hourly worker has none ('—'). */
export const PART_TIME_RATES = ['—', '0,1', '0,25', '0,5', '0,75', '1'] as const
export const PART_TIME_HOURS_MAX = 900

export const ACCESSIBILITY_TEXT_MAX = 1000
export const ACCESSIBILITY_KINDS = ['escort', 'room', 'materials', 'exam', 'other'] as const
export type AccessibilityKind = (typeof ACCESSIBILITY_KINDS)[number]
export const ACCESSIBILITY_STATUSES = ['new', 'inWork', 'done'] as const
