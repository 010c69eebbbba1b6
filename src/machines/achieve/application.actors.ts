import { fromPromise } from '@/machines/from-promise'
import {
  decideApplication,
  getApplication,
  resubmitApplication,
  type AppDecisionBody,
  type AppResubmitBody,
  type Application,
} from '@/api/achieve-applications'

/** One application with its route and history. */
export const loadApplication = fromPromise<Application, { applicationID: number }>(({ input, signal }) =>
  getApplication(input.applicationID, { signal }),
)
/** A stage's decision or the student's corrected text; a refusal is shown on the screen, so the call is silent. */
export const actOnApplication = fromPromise<
  Application,
  { kind: 'decide'; body: AppDecisionBody } | { kind: 'resubmit'; body: AppResubmitBody }
>(({ input, signal }) =>
  input.kind === 'decide'
    ? decideApplication(input.body, { signal, silent: true })
    : resubmitApplication(input.body, { signal, silent: true }),
)
