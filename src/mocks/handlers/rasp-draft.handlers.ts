import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { badRequest, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { requireRole, requireUser } from '../lib/auth'
import { createRecord, deleteRecord, updateRecord } from '../lib/store'
import { DRAFT_SOURCES, type DraftSource, type DraftStatus, type DraftWeek } from '@/api/rasp-draft'
import type { ManagerSlot } from '@/api/rasp-manager'
import { SLOTS_PER_GROUP_MAX, TIMETABLE_MANAGER_ROLES } from '@/lib/constants/rasp-manager'
import { academicYearLabel, academicYearOf, moscowClock, semesterOf } from '@/lib/day-week'
import { raspDraftTexts } from '@/texts/ru/rasp-draft'
import { raspManagerTexts } from '@/texts/ru/rasp-manager'
import { groupOf, refusedClash, valuesOf, weekOf } from './rasp-manager.handlers'

const t = raspDraftTexts.server
const tm = raspManagerTexts.server

/** Spec 2 §9: after an autumn semester (September–January) comes the spring of the same academic year. */
export function nextSemester(today: string) {
  const year = academicYearOf(today)
  return semesterOf(today) === 1
    ? raspDraftTexts.semester(true, academicYearLabel(year))
    : raspDraftTexts.semester(false, academicYearLabel(year + 1))
}
const today = () => moscowClock(new Date()).day

type LessonRecord = NonNullable<ReturnType<typeof db.raspDraftLesson.findFirst>>
const draftOf = (groupID: number) => db.raspDraft.findFirst({ where: { groupID: { equals: groupID } } })
const lessonsOf = (groupID: number) => db.raspDraftLesson.findMany({ where: { groupID: { equals: groupID } } })

function slotOf(r: LessonRecord, people: Map<number, string>): ManagerSlot {
  return { ...(r as unknown as Omit<ManagerSlot, 'teacher'>), teacher: people.get(r.teacherID) ?? '' }
}
/** Every lesson of every group's draft of the next semester (the clash check's other lessons). */
function allDraftSlots(): ManagerSlot[] {
  const people = new Map(db.user.getAll().map((u) => [u.userID, u.shortFIO]))
  return db.raspDraftLesson.getAll().map((r) => slotOf(r, people))
}

function draftWeek(groupID: number): DraftWeek {
  const draft = draftOf(groupID)
  const slots = allDraftSlots()
    .filter((s) => s.groupID === groupID)
    .sort((a, b) => a.weekday - b.weekday || a.pair - b.pair || a.subgroup - b.subgroup || a.id - b.id)
  return {
    groupID,
    group: groupOf(groupID)?.name ?? '',
    semester: nextSemester(today()),
    status: (draft?.status as DraftStatus | undefined) ?? 'none',
    publishedAt: draft?.status === 'published' ? draft.publishedAt : null,
    slots,
  }
}

/** The group of a body's or query's groupID: a number, or the 400/404 answer. */
function knownGroup(raw: unknown): number | Response {
  const groupID = Number(raw)
  if (raw === null || raw === undefined || !Number.isInteger(groupID) || groupID <= 0) return badRequest(tm.badGroup)
  return groupOf(groupID) ? groupID : notFound(tm.groupNotFound)
}

function setStatus(groupID: number, status: 'draft' | 'published') {
  const publishedAt = status === 'published' ? today() : ''
  if (draftOf(groupID)) updateRecord('raspDraft', 'groupID', groupID, { status, publishedAt })
  else createRecord('raspDraft', { groupID, status, publishedAt })
}

/** The lessons a new draft starts with, or the 400 of a template lesson that clashes with other drafts. */
function startingLessons(groupID: number, from: DraftSource): Omit<ManagerSlot, 'teacher'>[] | Response {
  if (from !== 'template') return []
  const others = allDraftSlots().filter((s) => s.groupID !== groupID)
  const lessons = weekOf(groupID).slots.map((s, i) => ({ ...s, id: groupID * SLOTS_PER_GROUP_MAX + i }))
  for (const lesson of lessons) {
    const refused = refusedClash(lesson, others)
    if (refused) return refused
  }
  return lessons.map(({ teacher: _teacher, ...rest }) => rest)
}

/** A draft lesson of an id in the address (404), in a draft that is open for changes (400). */
function openLesson(raw: unknown): LessonRecord | Response {
  const id = Number(raw)
  const lesson = Number.isInteger(id) ? db.raspDraftLesson.findFirst({ where: { id: { equals: id } } }) : null
  if (!lesson) return notFound(tm.lessonNotFound)
  return draftOf(lesson.groupID)?.status === 'draft' ? lesson : badRequest(t.notOpen)
}

/** The new-semester builder (issue 15): signed in (401) with a manager's role (403); clashes refused (400). */
export const raspDraftHandlers: HttpHandler[] = [
  http.get('*/api/RaspManager/Draft', ({ request }) => {
    requireRole(requireUser(request), ...TIMETABLE_MANAGER_ROLES)
    const groupID = knownGroup(queryOf(request).get('groupID'))
    return groupID instanceof Response ? groupID : ok(draftWeek(groupID))
  }),

  http.post('*/api/RaspManager/Draft', async ({ request }) => {
    requireRole(requireUser(request), ...TIMETABLE_MANAGER_ROLES)
    const body = await jsonBody(request)
    const groupID = knownGroup(body.groupID)
    if (groupID instanceof Response) return groupID
    const from = body.from as DraftSource
    if (!DRAFT_SOURCES.includes(from)) return badRequest(t.badSource)
    const status = draftOf(groupID)?.status
    if (status === 'draft') return badRequest(t.exists)
    if (from === 'published') {
      if (status !== 'published') return badRequest(t.nothingPublished)
    } else {
      const lessons = startingLessons(groupID, from)
      if (lessons instanceof Response) return lessons
      for (const old of lessonsOf(groupID)) deleteRecord('raspDraftLesson', 'id', old.id)
      for (const lesson of lessons) createRecord('raspDraftLesson', lesson)
    }
    setStatus(groupID, 'draft')
    return ok(draftWeek(groupID))
  }),

  http.post('*/api/RaspManager/Draft/:groupID/Publish', ({ request, params }) => {
    requireRole(requireUser(request), ...TIMETABLE_MANAGER_ROLES)
    const groupID = knownGroup(params.groupID)
    if (groupID instanceof Response) return groupID
    const status = draftOf(groupID)?.status
    if (!status) return notFound(t.noDraft)
    if (status === 'published') return badRequest(t.alreadyPublished)
    if (lessonsOf(groupID).length === 0) return badRequest(t.empty)
    setStatus(groupID, 'published')
    return ok(draftWeek(groupID))
  }),

  http.post('*/api/RaspManager/DraftLesson', async ({ request }) => {
    requireRole(requireUser(request), ...TIMETABLE_MANAGER_ROLES)
    const body = await jsonBody(request)
    const groupID = knownGroup(body.groupID)
    if (groupID instanceof Response) return groupID
    if (draftOf(groupID)?.status !== 'draft') return badRequest(t.notOpen)
    const values = valuesOf(body)
    if (values instanceof Response) return values
    const index = Math.max(-1, ...lessonsOf(groupID).map((l) => l.id % SLOTS_PER_GROUP_MAX)) + 1
    if (index >= SLOTS_PER_GROUP_MAX) return badRequest(tm.full)
    const id = groupID * SLOTS_PER_GROUP_MAX + index
    const refused = refusedClash({ id, groupID, ...values }, allDraftSlots())
    if (refused) return refused
    createRecord('raspDraftLesson', { id, groupID, ...values })
    return ok(draftWeek(groupID).slots.find((s) => s.id === id))
  }),

  http.put('*/api/RaspManager/DraftLesson/:id', async ({ request, params }) => {
    requireRole(requireUser(request), ...TIMETABLE_MANAGER_ROLES)
    const lesson = openLesson(params.id)
    if (lesson instanceof Response) return lesson
    const values = valuesOf(await jsonBody(request))
    if (values instanceof Response) return values
    const refused = refusedClash({ id: lesson.id, groupID: lesson.groupID, ...values }, allDraftSlots())
    if (refused) return refused
    updateRecord('raspDraftLesson', 'id', lesson.id, values)
    return ok(draftWeek(lesson.groupID).slots.find((s) => s.id === lesson.id))
  }),

  http.delete('*/api/RaspManager/DraftLesson/:id', ({ request, params }) => {
    requireRole(requireUser(request), ...TIMETABLE_MANAGER_ROLES)
    const lesson = openLesson(params.id)
    if (lesson instanceof Response) return lesson
    deleteRecord('raspDraftLesson', 'id', lesson.id)
    return ok(null)
  }),
]
