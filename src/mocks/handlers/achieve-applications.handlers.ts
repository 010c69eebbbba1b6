import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { userFullName } from './achieve-common'
import { requireRole, requireUser, rolesOf, type DemoUser } from '../lib/auth'
import { badRequest, forbidden, jsonBody, notFound, ok } from '../lib/respond'
import { createRecord, nextId, updateRecord } from '../lib/store'
import {
  APP_ROLES,
  APP_STAGE_ROLES,
  appDecisionBodySchema,
  appOrderSchema,
  appRemarkSchema,
  appResubmitBodySchema,
  appResubmitSchema,
  currentStage,
  decide,
  decidesNow,
  type AppEvent,
  type AppStage,
  type AppStatus,
  type Application,
} from '@/api/achieve-applications'
import { STUDENT_ROLE } from '@/lib/constants/achieve'
import { achieveTexts } from '@/texts/ru/achieve'

const t = achieveTexts.app
const s = t.server
type AppRow = NonNullable<ReturnType<typeof db.application.findFirst>>

const fullName = userFullName
const stagesOf = (kindID: number): AppStage[] => {
  const kind = db.appKind.findFirst({ where: { id: { equals: kindID } } })
  return kind ? (JSON.parse(kind.stages) as AppStage[]) : []
}

/** A stored application as the API answers it: the kind, its route and the student joined in. */
export function appOut(row: AppRow): Application {
  const user = db.user.findFirst({ where: { userID: { equals: row.studentID } } })
  return {
    id: row.id,
    kindID: row.kindID,
    kindName: db.appKind.findFirst({ where: { id: { equals: row.kindID } } })?.name ?? '',
    stages: stagesOf(row.kindID),
    stageIndex: row.stageIndex,
    status: row.status as AppStatus,
    text: row.text,
    createdAt: row.createdAt,
    studentID: row.studentID,
    studentName: fullName(row.studentID),
    groupName: user?.groupName ?? '',
    history: JSON.parse(row.history) as AppEvent[],
  }
}
const newestFirst = (a: AppRow, b: AppRow) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id
const firstIssue = (issues: readonly { message: string }[]) => issues[0]?.message ?? s.badBody
const roleNames = (user: DemoUser) => rolesOf(user).map((r) => r.name)
/** A processor sees the applications whose route passes one of their stages. */
const seesApp = (app: Application, roles: readonly string[]) =>
  app.stages.some((st) => roles.includes(APP_STAGE_ROLES[st]))
const findApp = (id: number) => db.application.findFirst({ where: { id: { equals: id } } })
const withEvent = (row: AppRow, event: AppEvent) => JSON.stringify([...(JSON.parse(row.history) as AppEvent[]), event])

export const applicationHandlers: HttpHandler[] = [
  http.get('*/api/StudentApplication/Kinds', ({ request }) => {
    requireUser(request)
    return ok(db.appKind.getAll().map((k) => ({ id: k.id, name: k.name, stages: JSON.parse(k.stages) as AppStage[] })))
  }),

  http.get('*/api/StudentApplication/My', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, STUDENT_ROLE)
    return ok(
      db.application
        .findMany({ where: { studentID: { equals: user.userID } } })
        .sort(newestFirst)
        .map(appOut),
    )
  }),

  http.post('*/api/StudentApplication/Ordering', async ({ request }) => {
    const user = requireUser(request)
    requireRole(user, STUDENT_ROLE)
    const parsed = v.safeParse(appOrderSchema, await jsonBody(request))
    if (!parsed.success) return badRequest(firstIssue(parsed.issues))
    const stages = stagesOf(parsed.output.kindID)
    if (stages.length === 0) return badRequest(s.unknownKind)
    const createdAt = new Date().toISOString()
    const event: AppEvent = { action: 'submitted', stage: null, at: createdAt, by: fullName(user.userID), remark: '' }
    const row = createRecord('application', {
      id: nextId('application', 'id'),
      kindID: parsed.output.kindID,
      stageIndex: 0,
      status: 'review',
      text: parsed.output.text.trim(),
      createdAt,
      studentID: user.userID,
      history: JSON.stringify([event]),
    })
    return ok(appOut(row))
  }),

  http.get('*/api/StudentApplication/Application/:id', ({ request, params }) => {
    const user = requireUser(request)
    const row = findApp(Number(params.id))
    if (!row) return notFound(s.notFound)
    const app = appOut(row)
    if (app.studentID !== user.userID && !seesApp(app, roleNames(user))) return forbidden(s.notYours)
    return ok(app)
  }),

  /** The processing list: every application whose route passes one of the user's stages; those waiting for the user first, then newest first. */
  http.get('*/api/StudentApplication/List', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...APP_ROLES)
    const roles = roleNames(user)
    const rows = db.application
      .getAll()
      .sort(newestFirst)
      .map(appOut)
      .filter((app) => seesApp(app, roles))
      .map((app) => {
        const stage = currentStage(app)
        return {
          id: app.id,
          kindName: app.kindName,
          studentName: app.studentName,
          groupName: app.groupName,
          createdAt: app.createdAt,
          statusName: t.statuses[app.status],
          stageName: stage ? t.stages[stage] : '—',
          mine: decidesNow(app, roles),
        }
      })
      .sort((a, b) => Number(b.mine) - Number(a.mine))
    return ok(rows)
  }),

  http.post('*/api/StudentApplication/Decide', async ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...APP_ROLES)
    const parsed = v.safeParse(appDecisionBodySchema, await jsonBody(request))
    if (!parsed.success) return badRequest(s.badBody)
    const { id, decision, remark } = parsed.output
    const row = findApp(id)
    if (!row) return notFound(s.notFound)
    const app = appOut(row)
    if (app.status !== 'review') return badRequest(s.notInReview)
    if (!decidesNow(app, roleNames(user))) return forbidden(s.notYourStage)
    let why = ''
    if (decision !== 'approve') {
      const checked = v.safeParse(appRemarkSchema, { remark })
      if (!checked.success) return badRequest(firstIssue(checked.issues))
      why = checked.output.remark.trim()
    }
    const next = decide(app, decision)!
    const event: AppEvent = {
      action: decision === 'approve' ? 'approved' : decision === 'return' ? 'returned' : 'rejected',
      stage: currentStage(app),
      at: new Date().toISOString(),
      by: fullName(user.userID),
      remark: why,
    }
    const updated = updateRecord('application', 'id', id, { ...next, history: withEvent(row, event) })
    return ok(appOut(updated as AppRow))
  }),

  http.post('*/api/StudentApplication/Resubmit', async ({ request }) => {
    const user = requireUser(request)
    requireRole(user, STUDENT_ROLE)
    const parsed = v.safeParse(appResubmitBodySchema, await jsonBody(request))
    if (!parsed.success) return badRequest(s.badBody)
    const text = v.safeParse(appResubmitSchema, { text: parsed.output.text })
    if (!text.success) return badRequest(firstIssue(text.issues))
    const row = findApp(parsed.output.id)
    if (!row) return notFound(s.notFound)
    if (row.studentID !== user.userID) return forbidden(s.notYours)
    if (row.status !== 'returned') return badRequest(s.notReturned)
    const event: AppEvent = {
      action: 'resubmitted',
      stage: stagesOf(row.kindID)[row.stageIndex] ?? null,
      at: new Date().toISOString(),
      by: fullName(user.userID),
      remark: '',
    }
    const updated = updateRecord('application', 'id', row.id, {
      status: 'review',
      text: text.output.text.trim(),
      history: withEvent(row, event),
    })
    return ok(appOut(updated as AppRow))
  }),
]
