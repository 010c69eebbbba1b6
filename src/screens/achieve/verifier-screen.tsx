import { useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import { Dialog } from '@/ui/dialog'
import { workFileHref, workReturnSchema, type PortfolioWork } from '@/api/achieve'
import { verificationMachine } from '@/machines/achieve/verification.machine'
import {
  selectBusy,
  selectDone,
  selectError,
  selectLoadFailed,
  selectLoading,
  selectWorks,
} from '@/machines/achieve/verification.selectors'
import { formatRuDate } from '@/lib/dates'
import { WORK_REMARK_MAX } from '@/lib/constants/achieve'
import { achieveTexts } from '@/texts/ru/achieve'
import { ReasonForm } from '@/ui/form/reason-form'
import './achieve.css'

const t = achieveTexts.work

/** /Portfolio/Verifier/ListWorks: the verifier confirms an achievement or returns it with a remark. */
export default function VerifierScreen() {
  const actor = useActorRef(verificationMachine)
  const loading = useSelector(actor, selectLoading)
  const loadFailed = useSelector(actor, selectLoadFailed)
  const busy = useSelector(actor, selectBusy)
  const works = useSelector(actor, selectWorks)
  const error = useSelector(actor, selectError)
  const done = useSelector(actor, selectDone)
  const [returning, setReturning] = useState<PortfolioWork | null>(null)
  return (
    <div className="page ach-page">
      <h1>{t.verifierTitle}</h1>
      <p role="status" className="ach-saved">
        {done ? `${done.decision === 'confirm' ? t.confirmed : t.returned}: № ${done.id}` : ''}
      </p>
      {error && (
        <p role="alert" className="ach-error">
          {error.code === 'forbidden'
            ? t.errors.forbidden
            : error.message
              ? `${t.errors.failed}: ${error.message}`
              : t.errors.failed}
        </p>
      )}
      {loading && works.length === 0 ? (
        <p role="status">{t.loading}</p>
      ) : loadFailed ? (
        <p role="alert">{t.errors.loadFailed}</p>
      ) : works.length === 0 ? (
        <p>{t.nothingToCheck}</p>
      ) : (
        <div className="ach-scroll">
          <table className="ach-table" aria-label={t.verifierTable} aria-busy={busy}>
            <thead>
              <tr>
                <th scope="col">№</th>
                <th scope="col">{t.student}</th>
                <th scope="col">{t.category}</th>
                <th scope="col">{t.title}</th>
                <th scope="col">{t.level}</th>
                <th scope="col">{t.result}</th>
                <th scope="col">{t.date}</th>
                <th scope="col">{t.files}</th>
                <th scope="col">{t.points}</th>
                <th scope="col">
                  <span className="sr-only">{t.status}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {works.map((w) => (
                <tr key={w.id}>
                  <td>{w.id}</td>
                  <td>{w.userName}</td>
                  <td>
                    {w.categoryName}: {w.typeName}
                  </td>
                  <td>
                    <Link href={`/Portfolio/Work/${w.typeID}/${w.id}`}>{w.title}</Link>
                  </td>
                  <td>{t.levels[w.level]}</td>
                  <td>{t.results[w.result]}</td>
                  <td>{formatRuDate(w.date)}</td>
                  <td>
                    {w.files.map((f) => (
                      <div key={f.key}>
                        <a href={workFileHref(f)} download={f.name}>
                          {f.name}
                        </a>
                      </div>
                    ))}
                  </td>
                  <td>{w.points}</td>
                  <td>
                    <div className="ach-buttons">
                      <Button
                        type="button"
                        size="small"
                        icon="pi pi-check"
                        label={t.confirm}
                        aria-label={`${t.confirm}: № ${w.id}`}
                        disabled={busy}
                        onClick={() => actor.send({ type: 'work.confirm', id: w.id })}
                      />
                      <Button
                        type="button"
                        size="small"
                        icon="pi pi-undo"
                        label={t.returnWork}
                        aria-label={`${t.returnWork}: № ${w.id}`}
                        outlined
                        disabled={busy}
                        onClick={() => setReturning(w)}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Dialog
        header={t.returnTitle}
        visible={returning !== null}
        onHide={() => setReturning(null)}
        style={{ width: 'min(32rem, 95vw)' }}
      >
        {returning && (
          <>
            <p>
              № {returning.id}: {returning.userName}, {returning.title}
            </p>
            <ReasonForm
              schema={workReturnSchema}
              name="remark"
              label={t.returnTitle}
              fieldLabel={t.remark}
              maxLength={WORK_REMARK_MAX}
              submitLabel={t.returnSubmit}
              submitIcon="pi pi-undo"
              cancelLabel={t.cancel}
              onCancel={() => setReturning(null)}
              onSubmit={(remark) => {
                actor.send({ type: 'work.return', id: returning.id, remark })
                setReturning(null)
              }}
            />
          </>
        )}
      </Dialog>
    </div>
  )
}
