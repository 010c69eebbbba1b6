import { fromPromise } from '@/machines/from-promise'
import {
  getCertKinds,
  getMyCertificates,
  orderCertificate,
  type CertKind,
  type CertOrder,
  type Certificate,
} from '@/api/achieve'

/** The kinds for the form and the student's own certificates. */
export const loadOrdering = fromPromise<{ kinds: CertKind[]; mine: Certificate[] }>(async ({ signal }) => {
  const [kinds, mine] = await Promise.all([getCertKinds({ signal }), getMyCertificates({ signal })])
  return { kinds, mine }
})
/** The student's certificates again (their statuses move on in the deans' office). */
export const loadMine = fromPromise<Certificate[]>(({ signal }) => getMyCertificates({ signal }))
/** Orders one; a refusal is shown in the form, so the call is silent. */
export const submitOrder = fromPromise<Certificate, CertOrder>(({ input, signal }) =>
  orderCertificate(input, { signal, silent: true }),
)
