import { useMemo } from 'react'
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { buildWorkSchema, type ViewField, type WorkFormInput, type WorkValues } from '@/api/nir'
import {
  selectBusy,
  selectError,
  selectIsNew,
  selectPodTip,
  selectReadOnly,
  selectView,
  selectWorkID,
} from '@/machines/nir/work-editor.selectors'
import { nirTexts as t } from '@/texts/ru/nir'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { TextField } from '@/ui/form/text-field'
import { TextAreaField } from '@/ui/form/text-area-field'
import { NumberField } from '@/ui/form/number-field'
import { SelectField } from '@/ui/form/select-field'
import { DateFormField } from '@/ui/form/date-form-field'
import { SubmitButton } from '@/ui/form/submit-button'
import type { EditorActor, WorkFormApi } from './editor-actor'
import { errorText } from './error-text'
import { WorkAuthors } from './work-authors'
import { WorkDuplicates } from './work-duplicates'
import { WorkImport } from './work-import'
import { WorkLevels } from './work-levels'
import { WorkCatalog } from './work-catalog'

/** One field of the view definition as its form primitive. */
function ViewFieldControl({ field }: { field: ViewField }) {
  const common = { name: field.key, label: field.label, required: field.required }
  switch (field.kind) {
    case 'textarea':
      return <TextAreaField {...common} rows={3} maxLength={field.maxLength} />
    case 'number':
      return <NumberField {...common} min={1900} max={2100} useGrouping={false} />
    case 'select':
      return <SelectField {...common} options={field.options} placeholder="—" />
    case 'date':
      return <DateFormField {...common} />
    default:
      return <TextField {...common} maxLength={field.maxLength} />
  }
}

/** The work's form, built from the server's view definition (fields, labels, kinds, lists, required flags). */
export function WorkForm({
  actor,
  defaults,
  onCarry,
}: {
  actor: EditorActor
  defaults: WorkValues
  onCarry: (values: WorkValues) => void
}) {
  const view = useSelector(actor, selectView)!
  const busy = useSelector(actor, selectBusy)
  const readOnly = useSelector(actor, selectReadOnly)
  const workID = useSelector(actor, selectWorkID)
  const podTip = useSelector(actor, selectPodTip)
  const error = useSelector(actor, selectError)
  const isNew = useSelector(actor, selectIsNew)
  const schema = useMemo(() => buildWorkSchema(view), [view])
  const form = useAppForm(schema, { defaultValues: { ...defaults, podTip } as WorkFormInput }) as WorkFormApi
  const refusal = error && error.code !== 'searchFailed' ? errorText(error) : null
  const journalKey = view.fields.find((f) => f.kind === 'text' && /журнал/i.test(f.label))?.key ?? null

  return (
    <AppForm
      form={form}
      className="nir-form"
      label={t.editorTitle}
      busy={busy}
      readOnly={readOnly}
      error={refusal}
      onSubmit={(values) => actor.send({ type: 'work.save', values })}
    >
      {isNew && !readOnly ? (
        <WorkImport actor={actor} onBeforeApply={() => onCarry(form.getValues() as WorkValues)} />
      ) : null}
      {view.listPodTip.length ? (
        <SelectField
          name="podTip"
          label={t.podTip}
          required
          options={view.listPodTip}
          placeholder={t.podTipPlaceholder}
          onValueChange={(next) => {
            onCarry(form.getValues() as WorkValues)
            actor.send({ type: 'podTip.select', podTip: (next as number | null) ?? null })
          }}
        />
      ) : null}
      {view.fields.map((field) => (
        <ViewFieldControl key={field.key} field={field} />
      ))}
      {readOnly ? null : <WorkDuplicates form={form} workID={workID} fields={view.fields} />}
      <WorkCatalog form={form} readOnly={readOnly} journalKey={journalKey} />
      <WorkLevels form={form} />
      <WorkAuthors actor={actor} form={form} />
      {readOnly ? null : (
        <div className="nir-actions">
          <SubmitButton label={t.save} icon="pi pi-save" />
          {workID !== null ? (
            <Button
              type="button"
              label={t.delete}
              icon="pi pi-trash"
              severity="danger"
              onClick={() => actor.send({ type: 'delete.request' })}
            />
          ) : null}
        </div>
      )}
    </AppForm>
  )
}
