import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { Message } from 'primereact/message'
import { contractWorkMachine } from '@/machines/nir/contract-work.machine'
import { selectError, selectFailed, selectLoading, selectWork } from '@/machines/nir/contract-work.selectors'
import type { ScreenProps } from '@/lib/screen-props'
import { contractTexts as t } from '@/texts/ru/nir-contract'
import { claimIdOf } from './finnir-parts'
import { ContractDetails, ContractLinks, ContractLoadFailure } from './contract-parts'
import './nir.css'
import './finnir.css'

/** /ContractWork/show/{workID}: a contract work read-only; its leader (or the contract cabinet) may change it. */
export default function ContractShowScreen({ params }: ScreenProps) {
  const workID = claimIdOf(params.workID)
  return (
    <div className="page nir-page">
      <header className="nir-header">
        <h1>{t.showTitle}</h1>
      </header>
      <ContractLinks />
      {workID === null || Number.isNaN(workID) ? (
        <Message severity="warn" text={t.badID} />
      ) : (
        <ContractView key={workID} workID={workID} />
      )}
    </div>
  )
}

export function ContractView({ workID }: { workID: number }) {
  const actor = useActorRef(contractWorkMachine, { input: { workID, edit: false } })
  const loading = useSelector(actor, selectLoading)
  const failed = useSelector(actor, selectFailed)
  const work = useSelector(actor, selectWork)
  const error = useSelector(actor, selectError)
  if (loading) return <p role="status">{t.loading}</p>
  if (failed || !work) return <ContractLoadFailure error={error} onRetry={() => actor.send({ type: 'load.retry' })} />
  return (
    <>
      {work.allowEdit ? (
        <Link href={`/ContractWork/edit/${work.workID}`} className="p-button p-button-sm finnir-open">
          <i className="pi pi-pencil" aria-hidden="true" />
          &nbsp;{t.editWork(work.title)}
        </Link>
      ) : null}
      <ContractDetails work={work} />
    </>
  )
}
