import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { managerSlotSchema, type LessonValues } from './rasp-manager'

/**
 * The new-semester builder (/RaspManagerNew): a group's draft week of the next semester, built like the
 * template (/RaspManager) and published as the group's next-semester timetable. The spec names the route,
 * not the calls: `GET /api/RaspManager/Draft?groupID`, `POST /api/RaspManager/Draft` {groupID, from},
 * `POST /api/RaspManager/Draft/{groupID}/Publish`, `POST|PUT|DELETE /api/RaspManager/DraftLesson[/{id}]`.
 * A clash with another group's draft of the next semester is a 400 with a Russian message.
 */
export const DRAFT_STATUSES = ['none', 'draft', 'published'] as const
export type DraftStatus = (typeof DRAFT_STATUSES)[number]
/** Where a new draft starts: the group's current template, nothing, or its published draft (reopened). */
export const DRAFT_SOURCES = ['template', 'empty', 'published'] as const
export type DraftSource = (typeof DRAFT_SOURCES)[number]

export const draftWeekSchema = v.object({
  groupID: v.number(),
  group: v.string(),
  /** The next semester's name, e.g. «весенний семестр 2026-2027». */
  semester: v.string(),
  status: v.picklist(DRAFT_STATUSES),
  publishedAt: v.nullable(v.string()),
  slots: v.array(managerSlotSchema),
})
export type DraftWeek = v.InferOutput<typeof draftWeekSchema>

export async function getDraftWeek(groupID: number, options: RequestOptions = {}) {
  const answer = await http.get('/RaspManager/Draft', { groupID }, options)
  return parseAnswer(stateEnvelope(draftWeekSchema), answer).data
}

export async function startDraft(groupID: number, from: DraftSource, options: RequestOptions = {}) {
  const answer = await http.post('/RaspManager/Draft', { groupID, from }, options)
  return parseAnswer(stateEnvelope(draftWeekSchema), answer).data
}

export async function publishDraft(groupID: number, options: RequestOptions = {}) {
  const answer = await http.post(`/RaspManager/Draft/${groupID}/Publish`, {}, options)
  return parseAnswer(stateEnvelope(draftWeekSchema), answer).data
}

export async function addDraftLesson(groupID: number, values: LessonValues, options: RequestOptions = {}) {
  const answer = await http.post('/RaspManager/DraftLesson', { groupID, ...values }, options)
  return parseAnswer(stateEnvelope(managerSlotSchema), answer).data
}

export async function saveDraftLesson(id: number, values: LessonValues, options: RequestOptions = {}) {
  const answer = await http.put(`/RaspManager/DraftLesson/${id}`, values, options)
  return parseAnswer(stateEnvelope(managerSlotSchema), answer).data
}

export async function deleteDraftLesson(id: number, options: RequestOptions = {}) {
  const answer = await http.delete(`/RaspManager/DraftLesson/${id}`, undefined, options)
  return parseAnswer(stateEnvelope(v.unknown()), answer).data
}
