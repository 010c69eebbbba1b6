import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { finNirRegisterMachine } from '@/machines/nir/finnir-register.machine'
import {
  selectDepartment,
  selectError,
  selectFailed,
  selectLoading,
  selectTotals,
  selectVisibleClaims,
} from '@/machines/nir/finnir-register.selectors'
import type { ScreenProps } from '@/lib/screen-props'
import { finnirTexts as t } from '@/texts/ru/finnir'
import { FilterSelect } from '@/ui/filter-select'
import { ValueBar } from '@/ui/value-bar'
import { ClaimLinks, LoadFailure, claimIdOf, formatMoney } from './finnir-parts'
import { formatDate } from './format'
import './nir.css'
import './finnir.css'

type RegisterActor = ReturnType<typeof useActorRef<typeof finNirRegisterMachine>>

/** /FinNir/Register/{workID?}: the accepted claims with totals per department; {workID} marks one claim. */
export default function FinNirRegisterScreen({ params }: ScreenProps) {
  const marked = claimIdOf(params.workID)
  const actor = useActorRef(finNirRegisterMachine)
  const loading = useSelector(actor, selectLoading)
  const failed = useSelector(actor, selectFailed)
  const error = useSelector(actor, selectError)
  return (
    <div className="page nir-page">
      <header className="nir-header">
        <h1>{t.register}</h1>
      </header>
      <ClaimLinks office />
      {failed ? (
        <LoadFailure error={error} onRetry={() => actor.send({ type: 'load.retry' })} />
      ) : loading ? (
        <p role="status">{t.loading}</p>
      ) : (
        <>
          <Totals actor={actor} />
          <RegisterList actor={actor} marked={marked} />
        </>
      )}
    </div>
  )
}

function Totals({ actor }: { actor: RegisterActor }) {
  const { rows, total } = useSelector(actor, selectTotals)
  const max = Math.max(0, ...rows.map((r) => r.amount))
  if (rows.length === 0) return <p>{t.noAccepted}</p>
  return (
    <section className="nir-table-card">
      <h2 id="finnir-totals">{t.registerTotals}</h2>
      <table className="nir-table" aria-labelledby="finnir-totals">
        <thead>
          <tr>
            <th scope="col">{t.colDepartment}</th>
            <th scope="col">{t.colCount}</th>
            <th scope="col">{t.colAmount}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.department}>
              <th scope="row" data-label={t.colDepartment}>
                {r.department}
              </th>
              <td data-label={t.colCount} className="finnir-number">
                {r.count}
              </td>
              <td data-label={t.colAmount} className="finnir-bar-cell">
                <span className="finnir-number">{formatMoney(r.amount)}</span> <ValueBar value={r.amount} max={max} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="finnir-total">
            <th scope="row" data-label={t.colDepartment}>
              {t.total}
            </th>
            <td data-label={t.colCount} className="finnir-number">
              {total.count}
            </td>
            <td data-label={t.colAmount} className="finnir-number">
              {formatMoney(total.amount)}
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  )
}

function RegisterList({ actor, marked }: { actor: RegisterActor; marked: number | null }) {
  const claims = useSelector(actor, selectVisibleClaims, shallowEqual)
  const department = useSelector(actor, selectDepartment)
  const { rows } = useSelector(actor, selectTotals)
  if (rows.length === 0) return null
  return (
    <section className="nir-table-card">
      <h2 id="finnir-register-list">{t.registerList}</h2>
      <div className="nir-toolbar">
        <FilterSelect
          label={t.department}
          id="finnir-department"
          options={rows.map((r) => ({ value: r.department, label: r.department }))}
          value={department}
          placeholder={t.allDepartments}
          onChange={(value) => actor.send({ type: 'department.select', department: value })}
        />
        <p aria-live="polite">{t.registerCount(claims.length)}</p>
      </div>
      <table className="nir-table" aria-labelledby="finnir-register-list">
        <thead>
          <tr>
            <th scope="col">{t.colNo}</th>
            <th scope="col">{t.colTitle}</th>
            <th scope="col">{t.colAuthor}</th>
            <th scope="col">{t.colDepartment}</th>
            <th scope="col">{t.colAmount}</th>
            <th scope="col">{t.colTerm}</th>
            <th scope="col">{t.created}</th>
          </tr>
        </thead>
        <tbody>
          {claims.map((c) => (
            <tr
              key={c.workID}
              data-claim-id={c.workID}
              className={c.workID === marked ? 'finnir-highlight' : undefined}
              aria-current={c.workID === marked ? 'true' : undefined}
            >
              <td data-label={t.colNo}>{c.workID}</td>
              <td data-label={t.colTitle}>
                <Link href={`/FinNir/Show/${c.workID}`} aria-label={t.openClaim(c.title)}>
                  {c.title}
                </Link>
              </td>
              <td data-label={t.colAuthor}>{c.author}</td>
              <td data-label={t.colDepartment}>{c.department}</td>
              <td data-label={t.colAmount} className="finnir-number">
                {formatMoney(c.amount)}
              </td>
              <td data-label={t.colTerm}>{c.term}</td>
              <td data-label={t.created}>{formatDate(c.dateInsert)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
