import { Button } from 'primereact/button'
import { Dialog } from '@/ui/dialog'
import { ecFactFormSchema, type EcFactForm, type EcRow } from '@/api/effective'
import type { WriteError } from '@/machines/achieve/achieve.types'
import { EC_EVIDENCE_MAX, EC_FACT_MAX } from '@/lib/constants/effective'
import { effectiveTexts } from '@/texts/ru/effective'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { NumberField } from '@/ui/form/number-field'
import { TextAreaField } from '@/ui/form/text-area-field'
import { SubmitButton } from '@/ui/form/submit-button'

const t = effectiveTexts

const errorText = (error: WriteError | null) =>
  error === null
    ? undefined
    : error.code === 'forbidden'
      ? t.errors.forbidden
      : error.message
        ? `${t.errors.saveFailed}: ${error.message}`
        : t.errors.saveFailed

/** The teacher's fact and evidence of one indicator; a refused save keeps what was typed. */
export function FactDialog(props: {
  row: EcRow | null
  busy: boolean
  error: WriteError | null
  onSave: (values: EcFactForm) => void
  onClose: () => void
}) {
  return (
    <Dialog
      header={t.editTitle}
      visible={props.row !== null}
      onHide={props.onClose}
      style={{ width: 'min(34rem, 95vw)' }}
    >
      {props.row && <FactForm {...props} row={props.row} />}
    </Dialog>
  )
}

function FactForm({ row, busy, error, onSave, onClose }: Parameters<typeof FactDialog>[0] & { row: EcRow }) {
  const form = useAppForm(ecFactFormSchema, { defaultValues: { fact: row.fact, evidence: row.evidence } })
  return (
    <AppForm form={form} onSubmit={onSave} busy={busy} error={errorText(error)} label={t.editTitle}>
      <p>
        {row.name} ({t.plan}: {row.plan} {row.unit})
      </p>
      <NumberField name="fact" label={`${t.fact}, ${row.unit}`} required min={0} max={EC_FACT_MAX} />
      <TextAreaField
        name="evidence"
        label={t.evidence}
        required
        rows={3}
        maxLength={EC_EVIDENCE_MAX}
        hint={t.evidenceHint}
      />
      <div className="ach-buttons">
        <SubmitButton label={t.save} icon="pi pi-check" />
        <Button type="button" label={t.cancel} outlined onClick={onClose} />
      </div>
    </AppForm>
  )
}
