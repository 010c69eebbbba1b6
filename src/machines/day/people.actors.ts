import { fromPromise } from '@/machines/from-promise'
import { getGroupPage, searchPeople, type GroupPage, type SearchResult } from '@/api/people-lists'

/** A group's page: curator, headman and students. */
export const loadGroup = fromPromise<GroupPage, { groupID: number }>(({ input, signal }) =>
  getGroupPage(input.groupID, { signal, silent: true }),
)

/** People and groups matching the text (either keyboard layout). */
export const findPeople = fromPromise<SearchResult, { text: string }>(({ input, signal }) =>
  searchPeople(input.text, { signal, silent: true }),
)
