import { fromPromise } from '@/machines/from-promise'
import {
  commentDraft,
  createDraft,
  getDrafts,
  type CommentFormValues,
  type Draft,
  type DraftFormValues,
} from '@/api/schoolx-drafts'

/** The drafts to show (silent: the page offers its own retry). */
export const loadDrafts = fromPromise<Draft[], { studentID: number | null }>(({ input, signal }) =>
  getDrafts(input.studentID, { signal, silent: true }),
)

/** A participant's new draft (silent: the form shows the server's refusal). */
export const saveDraft = fromPromise<Draft, { values: DraftFormValues }>(({ input, signal }) =>
  createDraft(input.values, { signal, silent: true }),
)

/** A teacher's comment on a draft; answers the draft with its comments. */
export const sendComment = fromPromise<Draft, { draftID: number; values: CommentFormValues }>(({ input, signal }) =>
  commentDraft(input.draftID, input.values, { signal, silent: true }),
)
