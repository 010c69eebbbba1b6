import { fromPromise } from '@/machines/from-promise'
import { getVerifierWorks, verifyWork, type PortfolioWork, type WorkVerifyBody } from '@/api/achieve'

/** The achievements waiting for a verifier. */
export const loadPending = fromPromise<PortfolioWork[]>(({ signal }) => getVerifierWorks({ signal }))
/** Confirms or returns one with a remark; a refusal is shown on the screen, so the call is silent. */
export const decideWork = fromPromise<PortfolioWork, WorkVerifyBody>(({ input, signal }) =>
  verifyWork(input, { signal, silent: true }),
)
