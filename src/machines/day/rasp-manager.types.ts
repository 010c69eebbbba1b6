import type { RaspEntry } from '@/api/day'
import type { LessonFormInput, LessonValues, ManagerSlot, ManagerWeek } from '@/api/rasp-manager'
import type { DraftWeek } from '@/api/rasp-draft'

/** What the office chooses from: groups, teachers and rooms of the year (spec 2 §7 api/rasp{tab}list). */
export interface ManagerOptions {
  groups: RaspEntry[]
  teachers: RaspEntry[]
  rooms: RaspEntry[]
}

/** A write of the office: a new lesson (id null) or a changed one. */
export interface LessonWrite {
  groupID: number
  id: number | null
  values: LessonValues
}

/** The open lesson form: a new lesson in a cell or a lesson being changed or moved. */
export interface LessonDraft {
  id: number | null
  defaults: LessonFormInput
}

/** The values of a lesson as the form and the write call take them. */
export const valuesOfSlot = (s: ManagerSlot): LessonValues => ({
  weekday: s.weekday,
  pair: s.pair,
  parity: s.parity,
  subject: s.subject,
  kind: s.kind,
  room: s.room,
  teacherID: s.teacherID,
  subgroup: s.subgroup,
})

/** The week on the grid: a group's template, or its next-semester draft (with the draft's status). */
export type OfficeWeek = ManagerWeek & Partial<Pick<DraftWeek, 'status' | 'semester' | 'publishedAt'>>
