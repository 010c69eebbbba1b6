import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { useLocation } from 'wouter'
import {
  selectAllowConfirm,
  selectCanConfirm,
  selectCanEdit,
  selectIsBusy,
  selectIsConfirmed,
  selectIsEditing,
  selectIsNew,
  selectIsViewing,
  selectLockedBecauseConfirmed,
  selectOthers,
  selectProtocolID,
} from '@/machines/gia/report-edit.selectors'
import { LabelledDropdown } from '@/ui/dropdown/labelled-dropdown'
import { giaTexts as t } from '@/texts/ru/gia'
import type { ReportActor } from './report-actor'

/**
 * Title, confirmation badge and the report's buttons. A confirmed report offers the secretary no
 * «Редактировать» and says why; the chairman sees «Подтвердить» only until the report is confirmed.
 */
export function ReportHeader({
  actor,
  onSave,
  onCancel,
  onGenerate,
}: {
  actor: ReportActor
  onSave: () => void
  onCancel: () => void
  onGenerate: () => void
}) {
  const [, navigate] = useLocation()
  const isNew = useSelector(actor, selectIsNew)
  const protocolID = useSelector(actor, selectProtocolID)
  const editing = useSelector(actor, selectIsEditing)
  const viewing = useSelector(actor, selectIsViewing)
  const busy = useSelector(actor, selectIsBusy)
  const confirmed = useSelector(actor, selectIsConfirmed)
  const allowConfirm = useSelector(actor, selectAllowConfirm)
  const canEdit = useSelector(actor, selectCanEdit)
  const canConfirm = useSelector(actor, selectCanConfirm)
  const locked = useSelector(actor, selectLockedBecauseConfirmed)
  const others = useSelector(actor, selectOthers)
  return (
    <header className="gia-head">
      <h1>
        {isNew ? t.newTitle : `${t.title} ${t.number} ${protocolID}`}
        {confirmed && <span className="gia-badge">{t.confirmed}</span>}
      </h1>
      <div className="gia-actions">
        <Button type="button" outlined label={t.back} onClick={() => navigate('/GiaReport/Documents/')} />
        {isNew && editing && others.length > 0 && (
          <div className="gia-inline">
            <label htmlFor="gia-import">{t.import}</label>
            <LabelledDropdown
              inputId="gia-import"
              label={t.import}
              value={null}
              placeholder={t.importPick}
              options={others.map((d) => ({
                value: d.reportID,
                label: `${t.number} ${d.reportID} ${d['directionСipher']}`,
              }))}
              onChange={(e) =>
                typeof e.value === 'number' && actor.send({ type: 'report.import', protocolID: e.value })
              }
            />
          </div>
        )}
        {!isNew && <Button type="button" outlined label={t.generate} onClick={onGenerate} />}
        {canConfirm && (
          <Button
            type="button"
            label={t.confirm}
            disabled={!viewing}
            loading={busy}
            onClick={() => actor.send({ type: 'report.confirm' })}
          />
        )}
        {!editing && canEdit && (
          <Button
            type="button"
            label={t.edit}
            disabled={!viewing}
            onClick={() => actor.send({ type: 'report.edit' })}
          />
        )}
        {editing && (
          <>
            <Button type="button" label={t.save} loading={busy} disabled={busy} onClick={onSave} />
            <Button type="button" outlined label={t.cancel} disabled={busy} onClick={onCancel} />
          </>
        )}
      </div>
      {locked && (
        <p className="gia-note" role="note">
          {t.lockedConfirmed}
        </p>
      )}
      {allowConfirm && confirmed && (
        <p className="gia-note" role="note">
          {t.alreadyConfirmed}
        </p>
      )}
    </header>
  )
}
