import { fromPromise } from '@/machines/from-promise'
import { getCertificateQueue, stepCertificate, type CertStepBody, type Certificate } from '@/api/achieve'

/** Every certificate the deans' office handles, newest first. */
export const loadQueue = fromPromise<Certificate[]>(({ signal }) => getCertificateQueue({ signal }))
/** One step (take, complete, issue, refuse); a refusal is shown on the screen, so the call is silent. */
export const runStep = fromPromise<Certificate, CertStepBody>(({ input, signal }) =>
  stepCertificate(input, { signal, silent: true }),
)
