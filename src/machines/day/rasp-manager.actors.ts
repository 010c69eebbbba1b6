import { fromPromise } from '@/machines/from-promise'
import { getRaspList } from '@/api/day'
import {
  addLesson,
  deleteLesson,
  getManagerWeek,
  getTeamWeek,
  saveLesson,
  type ManagerSlot,
  type ManagerWeek,
  type TeamKey,
  type TeamWeek,
} from '@/api/rasp-manager'
import type { LessonWrite, ManagerOptions } from './rasp-manager.types'

/** The groups, teachers and rooms of the year, at once. */
export const loadOptions = fromPromise<ManagerOptions, { year: number }>(async ({ input, signal }) => {
  const [groups, teachers, rooms] = await Promise.all(
    (['Group', 'Prepod', 'Aud'] as const).map((tab) => getRaspList(tab, input.year, { signal })),
  )
  return { groups, teachers, rooms }
})

/** One group's week template. */
export const loadWeek = fromPromise<ManagerWeek, { groupID: number }>(({ input, signal }) =>
  getManagerWeek(input.groupID, { signal, silent: true }),
)

/** Adds a lesson (id null) or saves a changed or moved one; a clash comes back as a 400. */
export const writeLesson = fromPromise<ManagerSlot, LessonWrite>(({ input, signal }) =>
  input.id === null
    ? addLesson(input.groupID, input.values, { signal, silent: true })
    : saveLesson(input.id, input.values, { signal, silent: true }),
)

export const removeLesson = fromPromise<unknown, { id: number }>(({ input, signal }) =>
  deleteLesson(input.id, { signal, silent: true }),
)

/** One group's or stream's week (/RaspManager/Team). */
export const loadTeamWeek = fromPromise<TeamWeek, TeamKey>(({ input, signal }) =>
  getTeamWeek(input, { signal, silent: true }),
)
