import * as v from 'valibot'
import { ApiError } from './errors'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { hasVisibleText } from '@/lib/validation'
import {
  RATING_MAX,
  RATING_MIN,
  RATING_NO_COMMENT_MAX,
  RATING_NO_COMMENT_MIN,
  RATING_RECOMMEND,
  REVIEW_TEXT_MAX,
} from '@/lib/constants/review'
import { reviewServerTexts, reviewTexts } from '@/texts/ru/review'

/** A lesson waiting for the student's review (spec 1 "Review item"). */
export const reviewItemSchema = v.object({
  journalID: v.number(),
  num: v.number(),
  aud: v.string(),
  dis: v.string(),
  type: v.string(),
  time: v.string(),
  teacher: v.string(),
})
export type ReviewItem = v.InferOutput<typeof reviewItemSchema>

/** The review payload (spec 2 §3): mark 1-5, markAud 0 when the room was not rated, date yyyy-mm-dd or null. */
export const reviewPayloadSchema = v.object({
  journalID: v.pipe(v.number(), v.integer(), v.minValue(1)),
  aud: v.string(),
  mark: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  date: v.nullable(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
  text: v.string(),
  markAud: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5)),
})
export type ReviewPayload = v.InferOutput<typeof reviewPayloadSchema>

const inScale = (n: number) => Number.isInteger(n) && n >= RATING_MIN && n <= RATING_MAX

/** Spec 2 §5: a teacher rating is required; 2-4 need no comment, 1 and 5 need a visible character. */
export function isReviewValid(mark: number | null, text: string): boolean {
  if (mark === null || !inScale(mark)) return false
  return (mark >= RATING_NO_COMMENT_MIN && mark <= RATING_NO_COMMENT_MAX) || hasVisibleText(text)
}

/** Ratings 1 and 5 require a comment: the comment field shows its error while it is blank. */
export const isCommentMissing = (mark: number | null, text: string) => mark !== null && !isReviewValid(mark, text)

/** Which prompt the comment box shows: below 4, at 4, above 4 (none before a rating). */
export function reviewPrompt(mark: number | null): 'low' | 'recommend' | 'high' | null {
  if (mark === null) return null
  return mark < RATING_RECOMMEND ? 'low' : mark === RATING_RECOMMEND ? 'recommend' : 'high'
}

/** What is wrong with a review, as a code (the form and the demo server word it each in its own way). */
export type ReviewRuleIssue = 'ratingRequired' | 'commentRequired' | 'commentTooLong' | 'dateInFuture'

/** The rules a review must meet (spec 2 §5), shared by the form's schema and the demo server's 400 checks. */
export function reviewRuleIssue(
  review: { mark: number | null; text: string; date: string | null },
  today: string,
): ReviewRuleIssue | null {
  if (review.mark === null || !inScale(review.mark)) return 'ratingRequired'
  if (!isReviewValid(review.mark, review.text)) return 'commentRequired'
  if (review.text.trim().length > REVIEW_TEXT_MAX) return 'commentTooLong'
  if (review.date !== null && review.date > today) return 'dateInFuture'
  return null
}

/** The review form's fields: react-hook-form owns them (the room rating counts only once revealed). */
export type ReviewFormFields = {
  mark: number | null
  roomShown: boolean
  markAud: number | null
  /** yyyy-mm-dd or null (the date is optional). */
  date: string | null
  text: string
}

/** What a valid form hands to the machine: the payload without the lesson (comment trimmed, markAud 0 when not rated). */
export type ReviewValues = Omit<ReviewPayload, 'journalID' | 'aud'>

/** The fields of a fresh form: nothing rated, the room rating hidden, the date given (today by default). */
export const blankReviewFields = (date: string | null): ReviewFormFields => ({
  mark: null,
  roomShown: false,
  markAud: null,
  date,
  text: '',
})

const FORM_MESSAGES: Record<ReviewRuleIssue, string> = {
  ratingRequired: reviewTexts.ratingRequired,
  commentRequired: reviewTexts.commentRequired,
  commentTooLong: reviewServerTexts.commentTooLong,
  dateInFuture: reviewServerTexts.dateInFuture,
}

const ruleOn = (field: 'mark' | 'text' | 'date', issues: ReviewRuleIssue[], today: string) =>
  v.forward<ReviewFormFields, v.CheckIssue<ReviewFormFields>, ['mark'] | ['text'] | ['date']>(
    v.check(
      (f) => !issues.includes(reviewRuleIssue(f, today) as ReviewRuleIssue),
      (issue) => FORM_MESSAGES[reviewRuleIssue(issue.input, today)!],
    ),
    [field],
  )

/** The review form's schema (valibot, for react-hook-form): the rules above, then the values the machine sends. */
export function reviewFormSchema(today: string) {
  return v.pipe(
    v.object({
      mark: v.nullable(v.number()),
      roomShown: v.boolean(),
      markAud: v.nullable(v.number()),
      date: v.nullable(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
      text: v.string(),
    }),
    ruleOn('mark', ['ratingRequired'], today),
    ruleOn('text', ['commentRequired', 'commentTooLong'], today),
    ruleOn('date', ['dateInFuture'], today),
    v.transform(
      (f): ReviewValues => ({
        mark: f.mark!,
        date: f.date,
        text: f.text.trim(),
        markAud: f.roomShown && f.markAud !== null && inScale(f.markAud) ? f.markAud : 0,
      }),
    ),
  )
}

const pendingSchema = stateEnvelope(v.object({ journalReviews: v.array(reviewItemSchema) }))

/** GET /api/Journals/JournalsReviewsList → journalReviews (spec 1 §7). */
export async function loadPendingReviews(options: RequestOptions = {}): Promise<ReviewItem[]> {
  return parseAnswer(
    pendingSchema,
    await http.get('/Journals/JournalsReviewsList', undefined, { silent: true, ...options }),
  ).data.journalReviews
}

const sendAnswerSchema = v.object({ state: v.number(), msg: v.optional(v.nullable(v.string())) })
export type SendAnswer = { ok: true } | { ok: false; message: string | null }

/**
 * POST api/Journals/JournalReviews (spec 2 §7): state 1 = success. The form shows a refusal itself, so
 * the call is silent; a refused review (400 with a message, or any state other than 1) is not a thrown error.
 */
export async function sendReview(payload: ReviewPayload, options: RequestOptions = {}): Promise<SendAnswer> {
  try {
    const answer = parseAnswer(
      sendAnswerSchema,
      await http.post('/Journals/JournalReviews', payload, { silent: true, ...options }),
    )
    return answer.state === 1 ? { ok: true } : { ok: false, message: answer.msg ?? null }
  } catch (error) {
    if (error instanceof ApiError && error.code === 'badRequest') return { ok: false, message: error.serverMessage }
    throw error
  }
}

/** A received review as the teacher pages list it (demo API, see docs/readme/review.md). Anonymous. */
export const receivedReviewSchema = v.object({
  reviewID: v.number(),
  journalID: v.number(),
  teacherID: v.number(),
  teacher: v.string(),
  dis: v.string(),
  type: v.string(),
  aud: v.string(),
  lessonDate: v.nullable(v.string()),
  groupName: v.string(),
  mark: v.number(),
  markAud: v.number(),
  text: v.string(),
  created: v.string(),
})
export type ReceivedReview = v.InferOutput<typeof receivedReviewSchema>

const receivedSchema = stateEnvelope(
  v.object({
    teacherID: v.nullable(v.number()),
    teacher: v.nullable(v.string()),
    reviews: v.array(receivedReviewSchema),
  }),
)
export type ReceivedReviews = v.InferOutput<typeof receivedSchema>['data']

/** GET /api/Journals/TeacherReviews?teacherID — one teacher's reviews (the teacher, or a dean / journals admin / head). */
export async function loadTeacherReviews(teacherID: number, options: RequestOptions = {}): Promise<ReceivedReviews> {
  return parseAnswer(receivedSchema, await http.get('/Journals/TeacherReviews', { teacherID }, options)).data
}

/** GET /api/Journals/ReviewsList — every review the user may see (own for a teacher, all for supervisors). */
export async function loadReviewsList(options: RequestOptions = {}): Promise<ReceivedReviews> {
  return parseAnswer(receivedSchema, await http.get('/Journals/ReviewsList', undefined, options)).data
}
