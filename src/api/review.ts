import * as v from 'valibot'
import { ApiError } from './errors'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'

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
