import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { Message } from 'primereact/message'
import { contractListMachine } from '@/machines/nir/contract-list.machine'
import {
  selectListError,
  selectListFailed,
  selectListLoading,
  selectListWorks,
} from '@/machines/nir/contract-work.selectors'
import { SessionContext } from '@/hooks/session-context'
import { selectRoles } from '@/machines/session/session.selectors'
import type { ScreenProps } from '@/lib/screen-props'
import { hasRole } from '@/lib/roles'
import { CONTRACT_OFFICE_ROLES } from '@/lib/constants/nir-contract'
import { contractTexts as t } from '@/texts/ru/nir-contract'
import { claimIdOf, formatMoney } from './finnir-parts'
import { ContractLoadFailure, NEW_SEGMENT, datesText, stageText } from './contract-parts'
import { ContractView } from './contract-show-screen'
import './nir.css'
import './finnir.css'

/** /ContractWork/{workID?}: the user's contract works; with an id, that work read-only. */
export default function ContractListScreen({ params }: ScreenProps) {
  const workID = claimIdOf(params.workID)
  const roles = SessionContext.useSelector(selectRoles)
  const office = hasRole(roles, ...CONTRACT_OFFICE_ROLES)
  if (workID !== null) {
    return (
      <div className="page nir-page">
        <header className="nir-header">
          <h1>{t.showTitle}</h1>
        </header>
        <Link href="/ContractWork">{t.toList}</Link>
        {Number.isNaN(workID) ? (
          <Message severity="warn" text={t.badID} />
        ) : (
          <ContractView key={workID} workID={workID} />
        )}
      </div>
    )
  }
  const title = office ? t.listTitleOffice : t.listTitle
  return (
    <div className="page nir-page">
      <header className="nir-header">
        <h1>{title}</h1>
      </header>
      <div>
        <Link href={`/ContractWork/edit/${NEW_SEGMENT}`} className="p-button p-button-sm">
          <i className="pi pi-plus" aria-hidden="true" />
          &nbsp;{t.newWork}
        </Link>
      </div>
      <ContractTable title={title} />
    </div>
  )
}

function ContractTable({ title }: { title: string }) {
  const actor = useActorRef(contractListMachine)
  const loading = useSelector(actor, selectListLoading)
  const failed = useSelector(actor, selectListFailed)
  const error = useSelector(actor, selectListError)
  const works = useSelector(actor, selectListWorks, shallowEqual)
  if (failed) return <ContractLoadFailure error={error} onRetry={() => actor.send({ type: 'load.retry' })} />
  if (loading) return <p role="status">{t.loading}</p>
  if (works.length === 0) return <p>{t.noWorks}</p>
  return (
    <div className="nir-table-card">
      <table className="nir-table" aria-label={title}>
        <thead>
          <tr>
            <th scope="col">{t.colTitle}</th>
            <th scope="col">{t.colCustomer}</th>
            <th scope="col">{t.colNumber}</th>
            <th scope="col">{t.colAmount}</th>
            <th scope="col">{t.colDates}</th>
            <th scope="col">{t.colStage}</th>
            <th scope="col">{t.colExecutors}</th>
            <th scope="col">{t.colActions}</th>
          </tr>
        </thead>
        <tbody>
          {works.map((w) => (
            <tr key={w.workID} data-work-id={w.workID}>
              <td data-label={t.colTitle}>
                <Link href={`/ContractWork/show/${w.workID}`} aria-label={t.open(w.title)}>
                  {w.title}
                </Link>
              </td>
              <td data-label={t.colCustomer}>{w.customer}</td>
              <td data-label={t.colNumber}>{w.contractNumber}</td>
              <td data-label={t.colAmount} className="finnir-number">
                {formatMoney(w.amount)}
              </td>
              <td data-label={t.colDates}>{datesText(w)}</td>
              <td data-label={t.colStage}>{stageText(w.stage)}</td>
              <td data-label={t.colExecutors}>
                {[`${w.leader} (${w.leaderShare} %)`, ...w.executors.map((e) => `${e.fio} (${e.share} %)`)].join(', ')}
              </td>
              <td data-label={t.colActions}>
                {w.allowEdit ? (
                  <Link href={`/ContractWork/edit/${w.workID}`} aria-label={t.editWork(w.title)}>
                    {t.edit}
                  </Link>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
