import * as v from 'valibot'
import { visibleText } from '@/lib/validation'
import { ROLES } from '@/lib/roles'
import { APP_REMARK_MAX, APP_TEXT_MAX } from '@/lib/constants/achieve'
import { achieveTexts } from '@/texts/ru/achieve'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'

const e = achieveTexts.app.errors

/* ── Student applications (spec 1 §2 Certificates and applications, §6 'ОбработкаЗаявлений-*') ── */

/** The processing stages, one per 'ОбработкаЗаявлений-*' role; a kind of application passes some of them in order. */
export const APP_STAGES = ['deanOffice', 'foreign', 'dean', 'pfu', 'accounting', 'viceRector'] as const
export type AppStage = (typeof APP_STAGES)[number]
export const APP_STAGE_ROLES: Record<AppStage, string> = {
  deanOffice: ROLES.applicationsDeanOffice.name,
  foreign: ROLES.applicationsForeign.name,
  dean: ROLES.applicationsDean.name,
  pfu: ROLES.applicationsPfu.name,
  accounting: ROLES.applicationsAccounting.name,
  viceRector: ROLES.applicationsViceRector.name,
}
export const APP_ROLES: readonly string[] = APP_STAGES.map((s) => APP_STAGE_ROLES[s])

/** на рассмотрении (at a stage) → одобрено after the last stage; возвращено to the student; отклонено ends it. */
export const APP_STATUSES = ['review', 'returned', 'approved', 'rejected'] as const
export type AppStatus = (typeof APP_STATUSES)[number]
export const APP_DECISIONS = ['approve', 'return', 'reject'] as const
export type AppDecision = (typeof APP_DECISIONS)[number]
export const APP_ACTIONS = ['submitted', 'approved', 'returned', 'rejected', 'resubmitted'] as const
export type AppAction = (typeof APP_ACTIONS)[number]

export const appKindSchema = v.object({ id: v.number(), name: v.string(), stages: v.array(v.picklist(APP_STAGES)) })
export type AppKind = v.InferOutput<typeof appKindSchema>

export const appEventSchema = v.object({
  action: v.picklist(APP_ACTIONS),
  stage: v.nullable(v.picklist(APP_STAGES)),
  at: v.string(),
  by: v.string(),
  remark: v.string(),
})
export type AppEvent = v.InferOutput<typeof appEventSchema>

export const applicationSchema = v.object({
  id: v.number(),
  kindID: v.number(),
  kindName: v.string(),
  stages: v.array(v.picklist(APP_STAGES)),
  /** The stage it is at (review, returned, rejected) or passed last (approved). */
  stageIndex: v.number(),
  status: v.picklist(APP_STATUSES),
  text: v.string(),
  createdAt: v.string(),
  studentID: v.number(),
  studentName: v.string(),
  groupName: v.string(),
  history: v.array(appEventSchema),
})
export type Application = v.InferOutput<typeof applicationSchema>

/** Where a decision leads from an application's state, or null when it is not allowed (shared with the mock). */
export function decide(
  app: Pick<Application, 'status' | 'stageIndex' | 'stages'>,
  decision: AppDecision,
): { status: AppStatus; stageIndex: number } | null {
  if (app.status !== 'review') return null
  if (decision === 'return') return { status: 'returned', stageIndex: app.stageIndex }
  if (decision === 'reject') return { status: 'rejected', stageIndex: app.stageIndex }
  const last = app.stageIndex >= app.stages.length - 1
  return last
    ? { status: 'approved', stageIndex: app.stageIndex }
    : { status: 'review', stageIndex: app.stageIndex + 1 }
}
/** The stage whose role must decide now, or null when nobody has to. */
export const currentStage = (app: Pick<Application, 'status' | 'stageIndex' | 'stages'>): AppStage | null =>
  app.status === 'review' ? (app.stages[app.stageIndex] ?? null) : null
/** Whether a user with these role names decides the application now. */
export const decidesNow = (app: Pick<Application, 'status' | 'stageIndex' | 'stages'>, roles: readonly string[]) => {
  const stage = currentStage(app)
  return stage !== null && roles.includes(APP_STAGE_ROLES[stage])
}
/** How each stage of the route stands, as the student sees it. */
export type StageState = 'passed' | 'current' | 'returned' | 'rejected' | 'waiting'
export function stageStates(app: Pick<Application, 'status' | 'stageIndex' | 'stages'>): StageState[] {
  return app.stages.map((_, i) => {
    if (app.status === 'approved' || i < app.stageIndex) return 'passed'
    if (i > app.stageIndex) return 'waiting'
    if (app.status === 'review') return 'current'
    return app.status === 'returned' ? 'returned' : 'rejected'
  })
}

const appText = v.pipe(visibleText(e.textRequired), v.maxLength(APP_TEXT_MAX, e.textLong))
/** The student's form: a kind and the text of the application. */
export const appOrderSchema = v.object({
  kindID: v.pipe(
    v.nullish(v.number(), null),
    v.check((n) => typeof n === 'number' && n > 0, e.kindRequired),
    v.transform((n) => n as number),
  ),
  text: appText,
})
export type AppOrderInput = v.InferInput<typeof appOrderSchema>
export type AppOrder = v.InferOutput<typeof appOrderSchema>
/** The corrected text of a returned application. */
export const appResubmitSchema = v.object({ text: appText })
/** The remark of a return or a refusal. */
export const appRemarkSchema = v.object({
  remark: v.pipe(visibleText(e.remarkRequired), v.maxLength(APP_REMARK_MAX, e.remarkLong)),
})
export const appDecisionBodySchema = v.object({
  id: v.number(),
  decision: v.picklist(APP_DECISIONS),
  remark: v.optional(v.string(), ''),
})
export type AppDecisionBody = v.InferInput<typeof appDecisionBodySchema>
export const appResubmitBodySchema = v.object({ id: v.number(), text: v.string() })
export type AppResubmitBody = v.InferInput<typeof appResubmitBodySchema>

/** A row of the processing list (/StudentApplication/List). */
export const appQueueRowSchema = v.object({
  id: v.number(),
  kindName: v.string(),
  studentName: v.string(),
  groupName: v.string(),
  createdAt: v.string(),
  statusName: v.string(),
  stageName: v.string(),
  mine: v.boolean(),
})
export type AppQueueRow = v.InferOutput<typeof appQueueRowSchema>

export async function getAppKinds(options: RequestOptions = {}): Promise<AppKind[]> {
  return parseAnswer(
    stateEnvelope(v.array(appKindSchema)),
    await http.get('/StudentApplication/Kinds', undefined, options),
  ).data
}
export async function getMyApplications(options: RequestOptions = {}): Promise<Application[]> {
  return parseAnswer(
    stateEnvelope(v.array(applicationSchema)),
    await http.get('/StudentApplication/My', undefined, options),
  ).data
}
export async function fileApplication(body: AppOrder, options: RequestOptions = {}): Promise<Application> {
  return parseAnswer(stateEnvelope(applicationSchema), await http.post('/StudentApplication/Ordering', body, options))
    .data
}
export async function getApplication(applicationID: number, options: RequestOptions = {}): Promise<Application> {
  return parseAnswer(
    stateEnvelope(applicationSchema),
    await http.get(`/StudentApplication/Application/${applicationID}`, undefined, options),
  ).data
}
export async function decideApplication(body: AppDecisionBody, options: RequestOptions = {}): Promise<Application> {
  return parseAnswer(stateEnvelope(applicationSchema), await http.post('/StudentApplication/Decide', body, options))
    .data
}
export async function resubmitApplication(body: AppResubmitBody, options: RequestOptions = {}): Promise<Application> {
  return parseAnswer(stateEnvelope(applicationSchema), await http.post('/StudentApplication/Resubmit', body, options))
    .data
}
