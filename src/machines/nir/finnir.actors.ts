import { fromPromise } from '@/machines/from-promise'
import * as api from '@/api/nir-finnir'

/** One claim (show, edit). */
export const loadClaim = fromPromise<api.Claim, { workID: number }>(({ input, signal }) =>
  api.getClaim(input.workID, { signal, silent: true }),
)
/** Files a new claim or the corrected one (silent: the refusal shows above the form). */
export const submitClaim = fromPromise<api.Claim, { workID: number | null; values: api.ClaimValues }>(
  ({ input, signal }) => api.submitClaim(input.workID, input.values, { signal, silent: true }),
)
/** The author's claims, or (office) the claims on review. */
export const loadClaims = fromPromise<api.Claim[], { office: boolean }>(({ input, signal }) =>
  input.office ? api.getUniClaims({ signal, silent: true }) : api.getAuthorClaims({ signal, silent: true }),
)
/** The office accepts a claim or returns it with a remark. */
export const decideClaim = fromPromise<api.Claim, api.DecisionBody>(({ input, signal }) =>
  api.decideClaim(input, { signal, silent: true }),
)
/** The register of accepted claims (the office). */
export const loadRegister = fromPromise<api.Claim[], void>(({ signal }) => api.getRegister({ signal, silent: true }))
