import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { PORTAL_ADMINS } from '@/api/admin-resources'
import { refusalSchema, type SignatureRequest } from '@/api/signatures'
import type { SyncJob } from '@/api/admin-sync'
import { SYNC_STAGE_MS } from '@/lib/constants/boards'
import { signaturesTexts as t, syncTexts as s } from '@/texts/ru/signatures'
import { db } from '../db'
import { requireRole, requireUser, type DemoUser } from '../lib/auth'
import { badRequest, failure, jsonBody, notFound, ok } from '../lib/respond'
import { updateRecord } from '../lib/store'
import { fioOf } from './boards-common'

type RequestRecord = NonNullable<ReturnType<typeof db.signatureRequest.findFirst>>
type JobRecord = NonNullable<ReturnType<typeof db.syncJob.findFirst>>

const requestRow = (r: RequestRecord): SignatureRequest => ({
  id: r.id,
  title: r.title,
  kind: r.kind,
  from: fioOf(r.fromID),
  created: r.created,
  due: r.due || null,
  state: r.state as SignatureRequest['state'],
  decided: r.decided || null,
  reason: r.reason || null,
})

/** The signer's own waiting request (404, 403, 409 otherwise). */
function waitingRequest(id: number, user: DemoUser): RequestRecord {
  const r = db.signatureRequest.findFirst({ where: { id: { equals: id } } })
  if (!r) throw notFound(t.missing)
  if (r.userID !== user.userID) throw failure(403, t.notYours)
  if (r.state !== 'waiting') throw failure(409, t.alreadyDecided)
  return r
}

const signatureHandlers: HttpHandler[] = [
  http.get('*/api/Signatures', ({ request }) => {
    const user = requireUser(request)
    const rows = db.signatureRequest
      .findMany({ where: { userID: { equals: user.userID } } })
      .sort((a, b) => b.created.localeCompare(a.created))
      .map(requestRow)
    return ok(rows)
  }),
  http.post('*/api/Signatures/:id/Sign', ({ request, params }) => {
    const r = waitingRequest(Number(params.id), requireUser(request))
    return ok(
      requestRow(updateRecord('signatureRequest', 'id', r.id, { state: 'signed', decided: new Date().toISOString() })!),
    )
  }),
  http.post('*/api/Signatures/:id/Refuse', async ({ request, params }) => {
    const r = waitingRequest(Number(params.id), requireUser(request))
    const result = v.safeParse(refusalSchema, await jsonBody(request))
    if (!result.success) return badRequest(result.issues[0].message)
    const decided = new Date().toISOString()
    return ok(
      requestRow(
        updateRecord('signatureRequest', 'id', r.id, { state: 'refused', decided, reason: result.output.reason })!,
      ),
    )
  }),
]

/** What each job's run brings (the demo's systems answer the same way every time). */
const RESULTS: Record<number, Pick<JobRecord, 'state' | 'read' | 'created' | 'updated' | 'errors'>> = {
  1: { state: 'done', read: 2240, created: 2, updated: 17, errors: '[]' },
  2: {
    state: 'done',
    read: 1312,
    created: 1,
    updated: 5,
    errors: JSON.stringify(['uid=petrov.a: нет адреса электронной почты']),
  },
  3: { state: 'done', read: 418, created: 4, updated: 9, errors: '[]' },
}

/**
 * A started job moves on with the clock: SYNC_STAGE_MS queued, as long running (half read), then it
 * finishes with its result, stored once (journaled) so a reload shows the finished run.
 */
export function advanceJob(job: JobRecord, now = Date.now()): JobRecord {
  if (job.state !== 'queued' && job.state !== 'running') return job
  const stage = Math.floor((now - new Date(job.startedAt).getTime()) / SYNC_STAGE_MS)
  if (stage <= 0) return job
  const result = RESULTS[job.id] ?? RESULTS[1]
  if (stage === 1)
    return job.state === 'running'
      ? job
      : updateRecord('syncJob', 'id', job.id, { state: 'running', read: Math.round(result.read / 2) })!
  const finished = new Date(new Date(job.startedAt).getTime() + 2 * SYNC_STAGE_MS).toISOString()
  return updateRecord('syncJob', 'id', job.id, { ...result, lastRun: finished, startedAt: '' })!
}

const jobRow = (j: JobRecord): SyncJob => ({
  id: j.id,
  name: j.name,
  source: j.source,
  state: j.state as SyncJob['state'],
  lastRun: j.lastRun || null,
  read: j.read,
  created: j.created,
  updated: j.updated,
  errors: JSON.parse(j.errors) as string[],
})

const syncHandlers: HttpHandler[] = [
  http.get('*/api/Admin/Sync', ({ request }) => {
    requireRole(requireUser(request), ...PORTAL_ADMINS)
    return ok(
      db.syncJob
        .getAll()
        .sort((a, b) => a.id - b.id)
        .map((j) => jobRow(advanceJob(j))),
    )
  }),
  http.post('*/api/Admin/Sync/:id/Start', ({ request, params }) => {
    requireRole(requireUser(request), ...PORTAL_ADMINS)
    const found = db.syncJob.findFirst({ where: { id: { equals: Number(params.id) } } })
    if (!found) return notFound(s.missing)
    const job = advanceJob(found)
    if (job.state === 'queued' || job.state === 'running') return failure(409, s.alreadyRunning)
    const started = updateRecord('syncJob', 'id', job.id, {
      state: 'queued',
      startedAt: new Date().toISOString(),
      runs: job.runs + 1,
      read: 0,
      created: 0,
      updated: 0,
      errors: '[]',
    })!
    return ok(jobRow(started))
  }),
]

export const signaturesAndSyncHandlers: HttpHandler[] = [...signatureHandlers, ...syncHandlers]
