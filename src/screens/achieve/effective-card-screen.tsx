import { useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { shallowEqual } from '@xstate/react'
import { Button } from 'primereact/button'
import type { EcRow } from '@/api/effective'
import { effectiveCardMachine } from '@/machines/achieve/effective-card.machine'
import {
  selectCard,
  selectCardError,
  selectCardFirstLoad,
  selectCardLoading,
  selectCardYear,
  selectCardYears,
  selectSaveError,
  selectSaved,
  selectSaving,
} from '@/machines/achieve/effective-card.selectors'
import type { ScreenProps } from '@/lib/screen-props'
import { effectiveTexts } from '@/texts/ru/effective'
import { ratingTexts } from '@/texts/ru/rating'
import { FilterSelect } from '@/ui/filter-select'
import { BarCell } from './work-parts'
import { FactDialog } from './effective-fact-dialog'
import { LoadError } from './rating-parts'
import './achieve.css'

const t = effectiveTexts
const sum = (rows: readonly EcRow[], key: 'points' | 'excess') =>
  Math.round(rows.reduce((s, r) => s + r[key], 0) * 10) / 10

/**
 * A teacher's effective contract for an academic year: each indicator's plan, fact, evidence and points
 * (the teacher enters their own facts); `excess` shows only what was done above the plan.
 */
function EffectiveCard({ teacherParam, excess }: { teacherParam?: string; excess: boolean }) {
  const id = Number(teacherParam)
  const actor = useActorRef(effectiveCardMachine, {
    input: { teacherID: Number.isInteger(id) && id > 0 ? id : null },
  })
  const first = useSelector(actor, selectCardFirstLoad)
  const loading = useSelector(actor, selectCardLoading)
  const error = useSelector(actor, selectCardError)
  const card = useSelector(actor, selectCard)
  const years = useSelector(actor, selectCardYears, shallowEqual)
  const year = useSelector(actor, selectCardYear)
  const saving = useSelector(actor, selectSaving)
  const saveError = useSelector(actor, selectSaveError)
  const saved = useSelector(actor, selectSaved)
  const [editing, setEditing] = useState<EcRow | null>(null)
  const rows = (card?.rows ?? []).filter((r) => !excess || r.excess > 0)
  const max = Math.max(0, ...rows.map((r) => (excess ? r.excess : r.points)))
  const title = excess ? t.excessTitle : t.cardTitle
  const period = year === null ? '' : ratingTexts.yearLabel(year)
  const editable = !excess && card?.editable === true
  const savedRow = card?.rows.find((r) => r.indicatorID === saved)
  return (
    <div className="page ach-page">
      <h1>{title}</h1>
      <p>{excess ? t.excessIntro : t.cardIntro}</p>
      {card && (
        <h2>
          {card.teacherName}
          {card.department ? `, ${card.department}` : ''}
        </h2>
      )}
      <div className="ach-buttons" aria-busy={loading}>
        <FilterSelect
          label={ratingTexts.year}
          value={year}
          options={years.map((y) => ({ value: y, label: ratingTexts.yearLabel(y) }))}
          onChange={(y) => y !== null && actor.send({ type: 'year.select', year: y })}
        />
      </div>
      <p role="status" className="ach-saved">
        {savedRow ? `${t.saved}: ${savedRow.name}` : ''}
      </p>
      <LoadError error={error} forbidden={t.errors.notYours} onRetry={() => actor.send({ type: 'list.refresh' })} />
      {first ? (
        <p role="status">{ratingTexts.loading}</p>
      ) : !card ? null : rows.length === 0 ? (
        <p>{excess ? t.noExcess : t.empty}</p>
      ) : (
        <div className="ach-scroll" tabIndex={0} role="region" aria-label={t.table(title, card.teacherName, period)}>
          <table className="ach-table" aria-label={t.table(title, card.teacherName, period)} aria-busy={loading}>
            <thead>
              <tr>
                <th scope="col">{t.section}</th>
                <th scope="col">{t.indicator}</th>
                <th scope="col">{t.unit}</th>
                <th scope="col">{t.plan}</th>
                <th scope="col">{t.fact}</th>
                {excess ? (
                  <th scope="col">{t.excessPoints}</th>
                ) : (
                  <>
                    <th scope="col">{t.evidence}</th>
                    <th scope="col">{t.points}</th>
                    <th scope="col">{t.excess}</th>
                  </>
                )}
                {editable && (
                  <th scope="col">
                    <span className="sr-only">{t.editFact}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.indicatorID}>
                  <td>{r.section}</td>
                  <th scope="row">{r.name}</th>
                  <td>{r.unit}</td>
                  <td>{r.plan}</td>
                  <td>{r.fact}</td>
                  {excess ? (
                    <BarCell value={r.excess} max={max} />
                  ) : (
                    <>
                      <td>{r.evidence}</td>
                      <BarCell value={r.points} max={max} />
                      <td>{r.excess}</td>
                    </>
                  )}
                  {editable && (
                    <td>
                      <Button
                        type="button"
                        size="small"
                        outlined
                        icon="pi pi-pencil"
                        label={t.editFact}
                        aria-label={`${t.editFact}: ${r.name}`}
                        onClick={() => {
                          actor.send({ type: 'fact.edit' })
                          setEditing(r)
                        }}
                      />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={5}>
                  {t.total}
                </th>
                {excess ? (
                  <td>{sum(rows, 'excess')}</td>
                ) : (
                  <>
                    <td />
                    <td>{sum(rows, 'points')}</td>
                    <td>{sum(rows, 'excess')}</td>
                  </>
                )}
                {editable && <td />}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <FactDialog
        row={editing && saved !== editing.indicatorID ? editing : null}
        busy={saving}
        error={saveError}
        onSave={(values) => editing && actor.send({ type: 'fact.save', indicatorID: editing.indicatorID, values })}
        onClose={() => setEditing(null)}
      />
    </div>
  )
}

/** /EffectiveContract/{teacherID?}. */
export function EffectiveCardScreen({ params }: ScreenProps) {
  return <EffectiveCard teacherParam={params.teacherID} excess={false} />
}
/** /EffectiveContract/ExcessIndicators/{teacherID?}. */
export function ExcessIndicatorsScreen({ params }: ScreenProps) {
  return <EffectiveCard teacherParam={params.teacherID} excess />
}
