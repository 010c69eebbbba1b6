import { fromPromise } from '@/machines/from-promise'
import { listSignatures, refuseDocument, signDocument, type SignatureRequest } from '@/api/signatures'
import { listSyncJobs, startSyncJob, type SyncJob } from '@/api/admin-sync'

/** /Signatures calls; the decisions are silent: the screen shows a refusal next to the document. */
export const loadSignatures = fromPromise<SignatureRequest[], void>(({ signal }) => listSignatures({ signal }))

export const decideSignature = fromPromise<SignatureRequest, { id: number; reason: string | null }>(
  ({ input, signal }) =>
    input.reason === null
      ? signDocument(input.id, { signal, silent: true })
      : refuseDocument(input.id, input.reason, { signal, silent: true }),
)

/** /Admin/Sync calls; the poll is silent (a failed refresh is said once on the screen and retried). */
export const loadSyncJobs = fromPromise<SyncJob[], { silent: boolean }>(({ input, signal }) =>
  listSyncJobs({ signal, silent: input.silent }),
)

export const startSync = fromPromise<SyncJob, { id: number }>(({ input, signal }) =>
  startSyncJob(input.id, { signal, silent: true }),
)
