import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { badRequest, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { requireRole, requireUser } from '../lib/auth'
import { createRecord, updateRecord } from '../lib/store'
import { publish, type RelayWrite } from '../lib/realtime-hub'
import { ROOMS, editedTemplates, isTimetableTeacher, type IndexedSlot, type Slot } from '../seed/day.seed'
import { SCHEDULE_UPDATE_EVENT, lessonFormSchema, type LessonValues, type ManagerSlot } from '@/api/rasp-manager'
import { ADDED_SLOT_INDEX_FROM, SLOTS_PER_GROUP_MAX, TIMETABLE_MANAGER_ROLES } from '@/lib/constants/rasp-manager'
import { conflictOf, type TemplateSlot } from '@/lib/rasp-conflicts'
import { raspManagerTexts } from '@/texts/ru/rasp-manager'
import { raspCalendar } from './rasp-calendar.handlers'
import { raspTeams, teamRow } from './rasp-teams.handlers'
import { raspFolderHandlers } from './rasp-folders.handlers'

const t = raspManagerTexts.server

export const groupOf = (groupID: number) => db.studyGroup.findFirst({ where: { groupID: { equals: groupID } } })

function managerSlot(groupID: number, { index, slot }: IndexedSlot, people: Map<number, string>): ManagerSlot {
  return { id: groupID * SLOTS_PER_GROUP_MAX + index, groupID, ...slot, teacher: people.get(slot.teacherID) ?? '' }
}

/** Every lesson of every group's week template, in the office's shape. */
function allSlots(): ManagerSlot[] {
  const people = new Map(db.user.getAll().map((u) => [u.userID, u.shortFIO]))
  return [...editedTemplates()].flatMap(([groupID, slots]) => slots.map((s) => managerSlot(groupID, s, people)))
}

export function weekOf(groupID: number) {
  const group = groupOf(groupID)
  const slots = allSlots()
    .filter((s) => s.groupID === groupID)
    .sort((a, b) => a.weekday - b.weekday || a.pair - b.pair || a.subgroup - b.subgroup || a.id - b.id)
  return { groupID, group: group?.name ?? '', slots }
}

/** The lesson body checked by the form's own schema, then against the real rooms and teachers. */
export function valuesOf(body: unknown): LessonValues | Response {
  const parsed = v.safeParse(lessonFormSchema, body)
  if (!parsed.success) return badRequest(parsed.issues[0].message)
  const values = parsed.output
  if (!ROOMS.includes(values.room)) return badRequest(t.badRoom)
  const teacher = db.user.findFirst({ where: { userID: { equals: values.teacherID } } })
  if (!teacher || !isTimetableTeacher(teacher)) return badRequest(t.badTeacher)
  return values
}

/** 400 with the Russian words of the first clash (among the template's lessons or others), or null when it fits. */
export function refusedClash(candidate: TemplateSlot, among: ManagerSlot[] = allSlots()) {
  const conflict = conflictOf(candidate, among)
  if (!conflict) return null
  const other = conflict.with
  const group = groupOf(other.groupID)?.name ?? ''
  const { weekday, pair } = candidate
  if (conflict.kind === 'group') return badRequest(t.conflict.group(group, weekday, pair, other.subject))
  if (conflict.kind === 'teacher') return badRequest(t.conflict.teacher(other.teacher, weekday, pair, group))
  return badRequest(t.conflict.room(other.room, weekday, pair, group))
}

/** Writes a template lesson (journaled): the change record of its id, created or replaced. */
function store(groupID: number, index: number, data: Slot | null) {
  const id = groupID * SLOTS_PER_GROUP_MAX + index
  const fields = data
    ? { deleted: false, ...data }
    : {
        deleted: true,
        weekday: 0,
        pair: 0,
        parity: 'both',
        subject: '',
        kind: 'lecture',
        room: '',
        teacherID: 0,
        subgroup: 0,
      }
  const exists = db.raspSlotEdit.findFirst({ where: { id: { equals: id } } })
  if (exists) updateRecord('raspSlotEdit', 'id', id, fields)
  else createRecord('raspSlotEdit', { id, groupID, index, ...fields })
  announce(
    [
      {
        op: exists ? 'update' : 'create',
        model: 'raspSlotEdit',
        pk: 'id',
        key: id,
        data: { id, groupID, index, ...fields },
      },
    ],
    [groupID],
  )
}

/** Spec 1 §7 «schedule update»: the other pages mirror the writes, every open connection hears of the groups. */
export function announce(writes: RelayWrite[], groupIDs: number[]) {
  const userIDs = db.user.getAll().map((u) => u.userID)
  publish(writes, { name: SCHEDULE_UPDATE_EVENT, userIDs, args: { groupIDs } })
}

/** The lesson of an id in the address, or a 404 answer. */
function lessonOf(raw: unknown): ManagerSlot | Response {
  const id = Number(raw)
  const slot = Number.isInteger(id) ? allSlots().find((s) => s.id === id) : undefined
  return slot ?? notFound(t.lessonNotFound)
}

/** The timetable office (issue 15): signed in (401) with a manager's role (403); clashes refused (400). */
export const raspManagerHandlers: HttpHandler[] = [
  ...raspCalendar.handlers,
  ...raspTeams.handlers,
  ...raspFolderHandlers,
  http.get('*/api/RaspManager/Week', ({ request }) => {
    requireRole(requireUser(request), ...TIMETABLE_MANAGER_ROLES)
    const groupID = Number(queryOf(request).get('groupID'))
    if (!Number.isInteger(groupID) || groupID <= 0) return badRequest(t.badGroup)
    if (!groupOf(groupID)) return notFound(t.groupNotFound)
    return ok(weekOf(groupID))
  }),

  http.get('*/api/RaspManager/Team', ({ request }) => {
    requireRole(requireUser(request), ...TIMETABLE_MANAGER_ROLES)
    const q = queryOf(request)
    const groupID = Number(q.get('groupID'))
    const teamID = Number(q.get('teamID'))
    if (q.has('groupID') && Number.isInteger(groupID) && groupID > 0) {
      const group = groupOf(groupID)
      if (!group) return notFound(t.groupNotFound)
      const streams = db.raspTeam
        .getAll()
        .filter((s) => s.semester === 'current' && s.groupIDs.includes(groupID))
        .map((s) => ({ id: s.id, name: s.name, typeID: s.typeID }))
      const groups = [{ id: groupID, name: group.name }]
      return ok({
        kind: 'group',
        id: groupID,
        name: group.name,
        typeID: 0,
        groups,
        streams,
        slots: weekOf(groupID).slots,
      })
    }
    if (!q.has('teamID') || !Number.isInteger(teamID) || teamID <= 0) return badRequest(t.badTeam)
    const team = db.raspTeam.findFirst({ where: { id: { equals: teamID } } })
    if (!team) return notFound(t.teamNotFound)
    const row = teamRow({ ...team })
    const groups = row.groupIDs.map((id) => ({ id, name: groupOf(id)?.name ?? '' }))
    const slots = groups.flatMap((g) => weekOf(g.id).slots)
    return ok({ kind: 'stream', id: team.id, name: team.name, typeID: team.typeID, groups, streams: [], slots })
  }),

  http.post('*/api/RaspManager/Lesson', async ({ request }) => {
    requireRole(requireUser(request), ...TIMETABLE_MANAGER_ROLES)
    const body = await jsonBody(request)
    const groupID = Number(body.groupID)
    if (!Number.isInteger(groupID) || groupID <= 0) return badRequest(t.badGroup)
    if (!groupOf(groupID)) return notFound(t.groupNotFound)
    const values = valuesOf(body)
    if (values instanceof Response) return values
    const used = db.raspSlotEdit.findMany({ where: { groupID: { equals: groupID } } }).map((e) => e.index)
    const index = Math.max(ADDED_SLOT_INDEX_FROM - 1, ...used) + 1
    if (index >= SLOTS_PER_GROUP_MAX) return badRequest(t.full)
    const refused = refusedClash({ id: -1, groupID, ...values })
    if (refused) return refused
    store(groupID, index, values)
    return ok(allSlots().find((s) => s.id === groupID * SLOTS_PER_GROUP_MAX + index))
  }),

  http.put('*/api/RaspManager/Lesson/:id', async ({ request, params }) => {
    requireRole(requireUser(request), ...TIMETABLE_MANAGER_ROLES)
    const lesson = lessonOf(params.id)
    if (lesson instanceof Response) return lesson
    const values = valuesOf(await jsonBody(request))
    if (values instanceof Response) return values
    const refused = refusedClash({ id: lesson.id, groupID: lesson.groupID, ...values })
    if (refused) return refused
    store(lesson.groupID, lesson.id % SLOTS_PER_GROUP_MAX, values)
    return ok(allSlots().find((s) => s.id === lesson.id))
  }),

  http.delete('*/api/RaspManager/Lesson/:id', ({ request, params }) => {
    requireRole(requireUser(request), ...TIMETABLE_MANAGER_ROLES)
    const lesson = lessonOf(params.id)
    if (lesson instanceof Response) return lesson
    store(lesson.groupID, lesson.id % SLOTS_PER_GROUP_MAX, null)
    return ok(null)
  }),
]
