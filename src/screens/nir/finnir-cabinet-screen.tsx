import { useEffect, useRef } from 'react'
import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { ActorRefFrom } from 'xstate'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { decisionRemarkSchema } from '@/api/nir-finnir'
import { finNirListMachine } from '@/machines/nir/finnir-list.machine'
import {
  selectBusy,
  selectClaims,
  selectDone,
  selectError,
  selectFailed,
  selectLoading,
  selectReturnClaim,
  selectReturning,
} from '@/machines/nir/finnir-list.selectors'
import { finnirTexts as t } from '@/texts/ru/finnir'
import { notify } from '@/ui/notifier'
import { ReturnRemarkDialog } from './return-remark-dialog'
import { ClaimLinks, LoadFailure, claimErrorText, formatMoney, statusText } from './finnir-parts'
import './nir.css'
import './finnir.css'

type ListActor = ActorRefFrom<typeof finNirListMachine>

/** /FinNir/AuthorCab: the author's claims with their states; correct a returned one, file a new one. */
export function FinNirAuthorCabScreen() {
  return <Cabinet office={false} />
}
/** /FinNir/UNICab: the science office's claims on review: accept, or return with a remark. */
export function FinNirUniCabScreen() {
  return <Cabinet office />
}

function Cabinet({ office }: { office: boolean }) {
  const actor = useActorRef(finNirListMachine, { input: { office } })
  const loading = useSelector(actor, selectLoading)
  const failed = useSelector(actor, selectFailed)
  const error = useSelector(actor, selectError)
  const claims = useSelector(actor, selectClaims, shallowEqual)
  const busy = useSelector(actor, selectBusy)
  const returning = useSelector(actor, selectReturning)
  const title = office ? t.uniCab : t.myClaims
  useDecisionNotice(actor)
  return (
    <div className="page nir-page">
      <header className="nir-header">
        <h1>{title}</h1>
      </header>
      {office ? (
        <ClaimLinks office />
      ) : (
        <div>
          <Link href="/FinNir/Claim" className="p-button p-button-sm">
            <i className="pi pi-plus" aria-hidden="true" />
            &nbsp;{t.newClaim}
          </Link>
        </div>
      )}
      {failed ? (
        <LoadFailure error={error} onRetry={() => actor.send({ type: 'load.retry' })} />
      ) : loading ? (
        <p role="status">{t.loading}</p>
      ) : (
        <>
          {error && returning === null ? (
            <Message severity="error" text={claimErrorText(error) ?? ''} role="alert" />
          ) : null}
          {claims.length === 0 ? (
            <p>{office ? t.noReview : t.noClaims}</p>
          ) : (
            <div className="nir-table-card">
              <table className="nir-table" aria-label={title} aria-busy={busy || undefined}>
                <thead>
                  <tr>
                    <th scope="col">{t.colTitle}</th>
                    {office ? <th scope="col">{t.colAuthor}</th> : null}
                    <th scope="col">{t.colAmount}</th>
                    <th scope="col">{t.colTerm}</th>
                    <th scope="col">{t.colStatus}</th>
                    {office ? null : <th scope="col">{t.colRemark}</th>}
                    <th scope="col">{t.colActions}</th>
                  </tr>
                </thead>
                <tbody>
                  {claims.map((c) => (
                    <tr key={c.workID} data-claim-id={c.workID}>
                      <td data-label={t.colTitle}>
                        <Link href={`/FinNir/Show/${c.workID}`} aria-label={t.openClaim(c.title)}>
                          {c.title}
                        </Link>
                      </td>
                      {office ? (
                        <td data-label={t.colAuthor}>
                          {c.author}
                          {c.department ? <div className="finnir-muted">{c.department}</div> : null}
                        </td>
                      ) : null}
                      <td data-label={t.colAmount} className="finnir-number">
                        {formatMoney(c.amount)}
                      </td>
                      <td data-label={t.colTerm}>{c.term}</td>
                      <td data-label={t.colStatus}>{statusText(c.status)}</td>
                      {office ? null : <td data-label={t.colRemark}>{c.remarks.at(-1)?.text ?? ''}</td>}
                      <td data-label={t.colActions}>
                        <div className="nir-row-actions">
                          {office ? (
                            <>
                              <Button
                                label={t.accept}
                                icon="pi pi-check"
                                size="small"
                                disabled={busy}
                                aria-label={t.acceptClaim(c.title)}
                                onClick={() => actor.send({ type: 'claim.accept', workID: c.workID })}
                              />
                              <Button
                                label={t.returnClaim}
                                icon="pi pi-replay"
                                size="small"
                                outlined
                                disabled={busy}
                                aria-label={t.returnClaimFor(c.title)}
                                onClick={() => actor.send({ type: 'return.open', workID: c.workID })}
                              />
                            </>
                          ) : c.allowEdit ? (
                            <Link
                              href={`/FinNir/EditClaim/${c.workID}`}
                              className="p-button p-button-text p-button-sm"
                              aria-label={t.editClaim(c.title)}
                            >
                              {t.edit}
                            </Link>
                          ) : (
                            <Link
                              href={`/FinNir/Show/${c.workID}`}
                              className="p-button p-button-text p-button-sm"
                              aria-label={t.openClaim(c.title)}
                            >
                              {t.open}
                            </Link>
                          )}
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      {office ? <ReturnDialog actor={actor} /> : null}
    </div>
  )
}

/** «Заявка принята» / «Заявка возвращена на доработку» once per decision (a notification). */
function useDecisionNotice(actor: ListActor) {
  const done = useSelector(actor, selectDone)
  const seen = useRef(0)
  useEffect(() => {
    if (done && done.seq > seen.current) {
      seen.current = done.seq
      notify.info(done.accept ? t.accepted : t.returned)
    }
  }, [done])
}

function ReturnDialog({ actor }: { actor: ListActor }) {
  const returning = useSelector(actor, selectReturning)
  const claim = useSelector(actor, selectReturnClaim)
  const busy = useSelector(actor, selectBusy)
  const error = useSelector(actor, selectError)
  return (
    <ReturnRemarkDialog
      open={returning !== null}
      header={claim ? t.returnClaimFor(claim.title) : t.returnClaim}
      schema={decisionRemarkSchema}
      labels={t}
      busy={busy}
      error={claimErrorText(error)}
      onSubmit={(remark) => actor.send({ type: 'return.submit', remark })}
      onCancel={() => actor.send({ type: 'return.cancel' })}
    />
  )
}
