import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'

/**
 * /Admin/Sync: synchronisation with the university's 1С and LDAP (issue 18). GET /Admin/Sync lists the
 * jobs with their last run; POST /Admin/Sync/{id}/Start starts one (queued → running → done | failed).
 */
export const SYNC_STATES = ['idle', 'queued', 'running', 'done', 'failed'] as const
export const syncJobSchema = v.object({
  id: v.number(),
  name: v.string(),
  source: v.string(),
  state: v.picklist(SYNC_STATES),
  lastRun: v.nullable(v.string()),
  read: v.number(),
  created: v.number(),
  updated: v.number(),
  errors: v.array(v.string()),
})
export type SyncJob = v.InferOutput<typeof syncJobSchema>

export const syncRunning = (job: SyncJob) => job.state === 'queued' || job.state === 'running'

export async function listSyncJobs(options: RequestOptions = {}): Promise<SyncJob[]> {
  return parseAnswer(stateEnvelope(v.array(syncJobSchema)), await http.get('/Admin/Sync', undefined, options)).data
}

export async function startSyncJob(id: number, options: RequestOptions = {}): Promise<SyncJob> {
  return parseAnswer(stateEnvelope(syncJobSchema), await http.post(`/Admin/Sync/${id}/Start`, {}, options)).data
}
