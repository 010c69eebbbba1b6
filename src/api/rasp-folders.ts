import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'

/**
 * The timetable office's board of folders (issue 15: /RaspManager/FolderBoard/{course?}/{folderID?}/{subFolderID?}):
 * course → faculty → form of study → its groups, each with how ready its week is (hours a week placed against
 * the study plan's). The spec names the route only; in the portal's style:
 *   GET /api/RaspManager/FolderBoard?course&folderID&subFolderID
 * (timetable managers; 400 for a malformed level, 404 for an unknown folder).
 */
export const folderSchema = v.object({
  id: v.number(),
  name: v.string(),
  groups: v.number(),
  ready: v.number(),
  hoursPlaced: v.number(),
  hoursPlanned: v.number(),
})
export type Folder = v.InferOutput<typeof folderSchema>

export const folderGroupSchema = v.object({
  groupID: v.number(),
  name: v.string(),
  lessons: v.number(),
  hoursPlaced: v.number(),
  hoursPlanned: v.number(),
})
export type FolderGroup = v.InferOutput<typeof folderGroupSchema>

export const folderBoardSchema = v.object({
  /** The chosen folders from the top, each with its id and name (the breadcrumb). */
  path: v.array(v.object({ id: v.number(), name: v.string() })),
  folders: v.array(folderSchema),
  groups: v.array(folderGroupSchema),
})
export type FolderBoard = v.InferOutput<typeof folderBoardSchema>

/** The address's levels (course, faculty, form of study); 0 where not chosen. */
export type FolderLevel = { course: number; folderID: number; subFolderID: number }

export async function getFolderBoard(level: FolderLevel, options: RequestOptions = {}) {
  const query = Object.fromEntries(Object.entries(level).filter(([, x]) => x !== 0))
  const answer = await http.get('/RaspManager/FolderBoard', query, options)
  return parseAnswer(stateEnvelope(folderBoardSchema), answer).data
}
