import { fromPromise } from '@/machines/from-promise'
import { getRaspList } from '@/api/day'
import {
  addLesson,
  deleteLesson,
  getManagerWeek,
  getTeamWeek,
  saveLesson,
  type ManagerSlot,
  type TeamKey,
  type TeamWeek,
} from '@/api/rasp-manager'
import {
  addDraftLesson,
  deleteDraftLesson,
  getDraftWeek,
  publishDraft as publishDraftCall,
  saveDraftLesson,
  startDraft as startDraftCall,
  type DraftSource,
  type DraftWeek,
} from '@/api/rasp-draft'
import type { LessonWrite, ManagerOptions, OfficeWeek } from './rasp-manager.types'

/** The groups, teachers and rooms of the year, at once. */
export const loadOptions = fromPromise<ManagerOptions, { year: number }>(async ({ input, signal }) => {
  const [groups, teachers, rooms] = await Promise.all(
    (['Group', 'Prepod', 'Aud'] as const).map((tab) => getRaspList(tab, input.year, { signal })),
  )
  return { groups, teachers, rooms }
})

/** With `drafting`, the calls of the next semester's draft (/RaspManagerNew) instead of the template's. */
type Drafting = { drafting?: boolean }

/** One group's week template, or its next-semester draft. */
export const loadWeek = fromPromise<OfficeWeek, { groupID: number } & Drafting>(({ input, signal }) =>
  (input.drafting ? getDraftWeek : getManagerWeek)(input.groupID, { signal, silent: true }),
)

/** Adds a lesson (id null) or saves a changed or moved one; a clash comes back as a 400. */
export const writeLesson = fromPromise<ManagerSlot, LessonWrite & Drafting>(({ input, signal }) => {
  const options = { signal, silent: true }
  if (input.id === null) return (input.drafting ? addDraftLesson : addLesson)(input.groupID, input.values, options)
  return (input.drafting ? saveDraftLesson : saveLesson)(input.id, input.values, options)
})

export const removeLesson = fromPromise<unknown, { id: number } & Drafting>(({ input, signal }) =>
  (input.drafting ? deleteDraftLesson : deleteLesson)(input.id, { signal, silent: true }),
)

/** Starts a group's draft (from its template, empty, or its published draft reopened). */
export const startDraft = fromPromise<DraftWeek, { groupID: number; from: DraftSource }>(({ input, signal }) =>
  startDraftCall(input.groupID, input.from, { signal, silent: true }),
)

/** Publishes a group's draft: it becomes the group's next-semester timetable. */
export const publishDraft = fromPromise<DraftWeek, { groupID: number }>(({ input, signal }) =>
  publishDraftCall(input.groupID, { signal, silent: true }),
)

/** One group's or stream's week (/RaspManager/Team). */
export const loadTeamWeek = fromPromise<TeamWeek, TeamKey>(({ input, signal }) =>
  getTeamWeek(input, { signal, silent: true }),
)
