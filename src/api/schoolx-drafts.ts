import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { DRAFT_COMMENT_MAX, DRAFT_TEXT_MAX, DRAFT_TITLE_MAX } from '@/lib/constants/schoolx-programme'
import { visibleText } from '@/lib/validation'
import { schoolxProgrammeTexts } from '@/texts/ru/schoolx-programme'

/**
 * «Школа Х» drafts (issue 17): a participant writes draft works into the personality journal, the
 * programme's teachers comment on them, the participant reads the comments. Plain text only.
 */
const s = schoolxProgrammeTexts.server
const tooLong = (n: number) => `Не длиннее ${n} символов`

export const draftCommentSchema = v.object({
  commentID: v.number(),
  author: v.string(),
  text: v.string(),
  date: v.string(),
})
export type DraftComment = v.InferOutput<typeof draftCommentSchema>

export const draftSchema = v.object({
  draftID: v.number(),
  studentID: v.number(),
  fio: v.string(),
  title: v.string(),
  text: v.string(),
  date: v.string(),
  comments: v.array(draftCommentSchema),
})
export type Draft = v.InferOutput<typeof draftSchema>

/** The draft form (and the mock's POST body): a visible title and text within their limits. */
export const draftFormSchema = v.object({
  title: v.pipe(visibleText(s.draftTitle), v.maxLength(DRAFT_TITLE_MAX, tooLong(DRAFT_TITLE_MAX))),
  text: v.pipe(visibleText(s.draftText), v.maxLength(DRAFT_TEXT_MAX, tooLong(DRAFT_TEXT_MAX))),
})
export type DraftFormValues = v.InferOutput<typeof draftFormSchema>

/** A teacher's comment form (and the mock's POST body). */
export const commentFormSchema = v.object({
  text: v.pipe(visibleText(s.commentText), v.maxLength(DRAFT_COMMENT_MAX, tooLong(DRAFT_COMMENT_MAX))),
})
export type CommentFormValues = v.InferOutput<typeof commentFormSchema>

/** GET /api/SchoolX/Drafts?studentID= → a participant's own drafts; the staff's: everyone's or one participant's. */
export async function getDrafts(studentID: number | null, options: RequestOptions = {}) {
  return parseAnswer(
    stateEnvelope(v.array(draftSchema)),
    await http.get('/SchoolX/Drafts', { studentID: studentID ?? undefined }, options),
  ).data
}

/** POST /api/SchoolX/Drafts {title, text} → the participant's new draft. */
export async function createDraft(values: DraftFormValues, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(draftSchema), await http.post('/SchoolX/Drafts', values, options)).data
}

/** POST /api/SchoolX/Drafts/{draftID}/Comments {text} → the draft with the new comment. */
export async function commentDraft(draftID: number, values: CommentFormValues, options: RequestOptions = {}) {
  return parseAnswer(
    stateEnvelope(draftSchema),
    await http.post(`/SchoolX/Drafts/${draftID}/Comments`, values, options),
  ).data
}
