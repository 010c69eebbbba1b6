/**
 * The timetable office's conflict rule (issue 15): two lessons of the week template clash when they share a
 * weekday and a pair in a week both run in (every week overlaps odd and even; odd never meets even) and
 * have the same teacher, the same room, or the same group with overlapping subgroups (0, the whole group,
 * overlaps both subgroups; subgroups 1 and 2 do not overlap).
 */
export type SlotParity = 'both' | 'odd' | 'even'

export interface TemplateSlot {
  id: number
  groupID: number
  weekday: number
  pair: number
  parity: SlotParity
  room: string
  teacherID: number
  subgroup: number
}

export type ConflictKind = 'teacher' | 'room' | 'group'

export interface Conflict<S extends TemplateSlot = TemplateSlot> {
  kind: ConflictKind
  with: S
}

export const paritiesMeet = (a: SlotParity, b: SlotParity) => a === 'both' || b === 'both' || a === b
export const subgroupsMeet = (a: number, b: number) => a === 0 || b === 0 || a === b

/** The first lesson `slot` clashes with among `others` (itself, by id, left out), or null. */
export function conflictOf<S extends TemplateSlot>(slot: TemplateSlot, others: readonly S[]): Conflict<S> | null {
  for (const other of others) {
    if (other.id === slot.id) continue
    if (other.weekday !== slot.weekday || other.pair !== slot.pair) continue
    if (!paritiesMeet(other.parity, slot.parity)) continue
    if (other.groupID === slot.groupID && subgroupsMeet(other.subgroup, slot.subgroup))
      return { kind: 'group', with: other }
    if (other.teacherID === slot.teacherID) return { kind: 'teacher', with: other }
    if (other.room === slot.room) return { kind: 'room', with: other }
  }
  return null
}
