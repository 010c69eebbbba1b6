import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { Message } from 'primereact/message'
import { finNirClaimMachine } from '@/machines/nir/finnir-claim.machine'
import { selectClaim, selectError, selectFailed, selectLoading } from '@/machines/nir/finnir-claim.selectors'
import { SessionContext } from '@/hooks/session-context'
import { selectRoles } from '@/machines/session/session.selectors'
import type { ScreenProps } from '@/lib/screen-props'
import { FINNIR_OFFICE_ROLES } from '@/lib/constants/nir'
import { hasRole } from '@/lib/roles'
import { finnirTexts as t } from '@/texts/ru/finnir'
import { ClaimDetails, ClaimHistory, ClaimLinks, LoadFailure, claimIdOf } from './finnir-parts'
import './nir.css'
import './finnir.css'

/** /FinNir/Show/{workID}: the claim read-only, with its status history; its author may correct it while returned. */
export default function FinNirShowScreen({ params }: ScreenProps) {
  const workID = claimIdOf(params.workID)
  const roles = SessionContext.useSelector(selectRoles)
  const office = hasRole(roles, ...FINNIR_OFFICE_ROLES)
  return (
    <div className="page nir-page">
      <header className="nir-header">
        <h1>{t.claimPage}</h1>
      </header>
      <ClaimLinks office={office} />
      {workID === null || Number.isNaN(workID) ? (
        <Message severity="warn" text={t.badID} />
      ) : (
        <ClaimView workID={workID} />
      )}
    </div>
  )
}

function ClaimView({ workID }: { workID: number }) {
  const actor = useActorRef(finNirClaimMachine, { input: { workID } })
  const loading = useSelector(actor, selectLoading)
  const failed = useSelector(actor, selectFailed)
  const claim = useSelector(actor, selectClaim)
  const error = useSelector(actor, selectError)
  if (loading) return <p role="status">{t.loading}</p>
  if (failed || !claim) return <LoadFailure error={error} onRetry={() => actor.send({ type: 'load.retry' })} />
  return (
    <>
      {claim.allowEdit ? (
        <Link href={`/FinNir/EditClaim/${claim.workID}`} className="p-button p-button-sm finnir-open">
          <i className="pi pi-pencil" aria-hidden="true" />
          &nbsp;{t.editClaim(claim.title)}
        </Link>
      ) : null}
      <ClaimDetails claim={claim} />
      <ClaimHistory claim={claim} />
    </>
  )
}
