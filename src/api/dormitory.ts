import * as v from 'valibot'
import { hasVisibleText, visibleText } from '@/lib/validation'
import {
  DORM_BENEFITS,
  DORM_DISTANCE_MAX,
  DORM_DOCUMENT_MAX,
  DORM_MARK_MAX,
  DORM_MARK_MIN,
  DORM_REASON_MAX,
} from '@/lib/constants/dormitory'
import { dormitoryTexts } from '@/texts/ru/dormitory'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'

const e = dormitoryTexts.errors

/* ── The dormitory contest (spec 1 §2 Dormitory; the calls are this portal's own) ── */

/** A request's way: submitted → selected (a place given) or refused; a selected one then picks a date. */
export const DORM_STATES = ['submitted', 'selected', 'refused'] as const
export type DormState = (typeof DORM_STATES)[number]

export const dormContestSchema = v.object({
  concestID: v.number(),
  name: v.string(),
  dateStart: v.string(),
  dateTo: v.string(),
  /** The signed-in user's own request's state (null: none). */
  myState: v.nullable(v.picklist(DORM_STATES)),
  mySettled: v.boolean(),
  /** Whether requests are accepted today. */
  open: v.boolean(),
})
export type DormContest = v.InferOutput<typeof dormContestSchema>

export const dormOddsSchema = v.object({ id: v.number(), code: v.string(), name: v.string(), value: v.number() })
export type DormOddsRow = v.InferOutput<typeof dormOddsSchema>

export const dormSlotSchema = v.object({
  id: v.number(),
  concestID: v.number(),
  date: v.string(),
  time: v.string(),
  capacity: v.number(),
  booked: v.number(),
})
export type DormSlot = v.InferOutput<typeof dormSlotSchema>

export const dormHostelSchema = v.object({
  id: v.number(),
  name: v.string(),
  address: v.string(),
  places: v.number(),
  taken: v.number(),
})
export type DormHostel = v.InferOutput<typeof dormHostelSchema>

export const dormRequestSchema = v.object({
  id: v.number(),
  concestID: v.number(),
  userID: v.number(),
  studentName: v.string(),
  groupName: v.string(),
  benefits: v.array(v.string()),
  document: v.string(),
  averageMark: v.number(),
  distance: v.number(),
  state: v.picklist(DORM_STATES),
  hostelID: v.number(),
  hostelName: v.string(),
  room: v.string(),
  slotID: v.number(),
  slotDate: v.string(),
  slotTime: v.string(),
  reason: v.string(),
  createdAt: v.string(),
  score: v.number(),
  place: v.number(),
})
export type DormRequest = v.InferOutput<typeof dormRequestSchema>

const contestHeadSchema = v.object({
  concestID: v.number(),
  name: v.string(),
  dateStart: v.string(),
  dateTo: v.string(),
})
export type DormContestHead = v.InferOutput<typeof contestHeadSchema>

/** What the student's pages (request, date, result) read: the contest, the odds, the own request, the slots. */
export const dormStudentPageSchema = v.object({
  contest: contestHeadSchema,
  odds: v.array(dormOddsSchema),
  request: v.nullable(dormRequestSchema),
  slots: v.array(dormSlotSchema),
})
export type DormStudentPage = v.InferOutput<typeof dormStudentPageSchema>

/** The admin's view: the ranking with the odds applied, the dormitories and their places, the slots. */
export const dormRankingSchema = v.object({
  contest: contestHeadSchema,
  /** Every dormitory contest, for the admin's choice. */
  contests: v.array(v.object({ concestID: v.number(), name: v.string() })),
  hostels: v.array(dormHostelSchema),
  rows: v.array(dormRequestSchema),
  slots: v.array(dormSlotSchema),
})
export type DormRanking = v.InferOutput<typeof dormRankingSchema>

const num = (required: string, range: string, ok: (n: number) => boolean) =>
  v.pipe(
    v.nullish(v.number(), null),
    v.check((n) => typeof n === 'number' && !Number.isNaN(n), required),
    v.transform((n) => n as number),
    v.check(ok, range),
  )

/** The request form (/Contests/Dormitory/Request): the mock handler validates the same body. */
export const dormRequestFormSchema = v.pipe(
  v.object({
    benefits: v.array(v.picklist(DORM_BENEFITS, e.unknownBenefit)),
    document: v.pipe(v.string(), v.maxLength(DORM_DOCUMENT_MAX, e.documentLong)),
    averageMark: num(e.markRequired, e.markRange, (n) => n >= DORM_MARK_MIN && n <= DORM_MARK_MAX),
    distance: num(e.distanceRequired, e.distanceRange, (n) => Number.isInteger(n) && n >= 0 && n <= DORM_DISTANCE_MAX),
  }),
  v.forward(
    v.check((x) => x.benefits.length === 0 || hasVisibleText(x.document), e.documentRequired),
    ['document'],
  ),
)
export type DormRequestFormInput = v.InferInput<typeof dormRequestFormSchema>
export type DormRequestForm = v.InferOutput<typeof dormRequestFormSchema>

export const dormSlotChoiceSchema = v.object({ slotID: v.pipe(v.number(), v.integer(), v.minValue(1, e.slotRequired)) })
export type DormSlotChoice = v.InferOutput<typeof dormSlotChoiceSchema>

export const dormDecisionSchema = v.pipe(
  v.object({
    requestID: v.number(),
    decision: v.picklist(['select', 'refuse']),
    hostelID: v.nullish(v.number(), null),
    reason: v.optional(v.pipe(v.string(), v.maxLength(DORM_REASON_MAX, e.reasonLong)), ''),
  }),
  v.forward(
    v.check((x) => x.decision !== 'select' || (typeof x.hostelID === 'number' && x.hostelID > 0), e.hostelRequired),
    ['hostelID'],
  ),
  v.forward(
    v.check((x) => x.decision !== 'refuse' || hasVisibleText(x.reason), e.reasonRequired),
    ['reason'],
  ),
)
export type DormDecision = v.InferOutput<typeof dormDecisionSchema>

/** The refusal reason form of the selection. */
export const dormRefuseSchema = v.object({
  reason: v.pipe(visibleText(e.reasonRequired), v.maxLength(DORM_REASON_MAX, e.reasonLong)),
})

export async function getDormContests(options: RequestOptions = {}): Promise<DormContest[]> {
  return parseAnswer(
    stateEnvelope(v.array(dormContestSchema)),
    await http.get('/Dormitory/Contests', undefined, options),
  ).data
}
export async function getDormStudentPage(concestID: number, options: RequestOptions = {}): Promise<DormStudentPage> {
  return parseAnswer(
    stateEnvelope(dormStudentPageSchema),
    await http.get(`/Dormitory/Request/${concestID}`, undefined, options),
  ).data
}
export async function submitDormRequest(
  concestID: number,
  body: DormRequestForm,
  options: RequestOptions = {},
): Promise<DormRequest> {
  return parseAnswer(
    stateEnvelope(dormRequestSchema),
    await http.post(`/Dormitory/Request/${concestID}`, body, options),
  ).data
}
export async function chooseDormSlot(
  concestID: number,
  body: DormSlotChoice,
  options: RequestOptions = {},
): Promise<DormRequest> {
  return parseAnswer(
    stateEnvelope(dormRequestSchema),
    await http.post(`/Dormitory/SelectDate/${concestID}`, body, options),
  ).data
}
export async function getDormRanking(concestID: number | null, options: RequestOptions = {}): Promise<DormRanking> {
  const query = concestID ? { concestID: String(concestID) } : undefined
  return parseAnswer(stateEnvelope(dormRankingSchema), await http.get('/Dormitory/Admin/Ranking', query, options)).data
}
export async function decideDormRequest(body: DormDecision, options: RequestOptions = {}): Promise<DormRequest> {
  return parseAnswer(stateEnvelope(dormRequestSchema), await http.post('/Dormitory/Admin/Decide', body, options)).data
}
