import { useId, useMemo } from 'react'
import { useAppForm, AppForm } from '@/ui/form/app-form'
import { CheckboxField } from '@/ui/form/checkbox-field'
import { DateFormField } from '@/ui/form/date-form-field'
import { MultiSelectField } from '@/ui/form/multi-select-field'
import { SelectField } from '@/ui/form/select-field'
import { SingleFileField } from '@/ui/form/single-file-field'
import { TextAreaField } from '@/ui/form/text-area-field'
import { TextField } from '@/ui/form/text-field'
import { Dialog } from 'primereact/dialog'
import { Button } from 'primereact/button'
import { tableTexts as t } from '@/texts/ru/table'
import {
  buildFormSchema,
  fieldKind,
  formColumns,
  formDefaults,
  isReadonly,
  type FormMode,
  type FormValues,
} from './form-schema'
import type { Lists, Row, TableColumn } from './types'

/** The dialog's state, owned by the screen's machine: the table only renders it and reports. */
export interface TableDialogState<R extends Row = Row> {
  mode: FormMode
  row: R | null
  saving: boolean
  /** A refused save: the dialog stays open with the values and shows this. */
  error: string | null
}

export interface TableDialogProps<R extends Row> {
  state: TableDialogState<R>
  columns: readonly TableColumn<R>[]
  lists: Lists
  title?: string
  onSave: (values: FormValues) => void
  onClose: () => void
}

const LONG_TEXT = 200

/** The create/edit dialog generated from the column definitions (spec 2 §2.3, §5). */
export function TableDialog<R extends Row>({ state, columns, lists, title, onSave, onClose }: TableDialogProps<R>) {
  const fields = useMemo(() => formColumns(columns), [columns])
  const schema = useMemo(() => buildFormSchema(columns, state.mode), [columns, state.mode])
  const defaults = useMemo(() => formDefaults(columns, state.row), [columns, state.row])
  const form = useAppForm(schema as never, { mode: 'all', defaultValues: defaults as never })
  const { formState } = form
  const baseId = `dt-form${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const heading = title ?? (state.mode === 'create' ? t.dialogCreate : t.dialogEdit)

  const footer = (
    <div className="dt-dialog-footer">
      <Button type="button" label={t.cancel} text onClick={onClose} disabled={state.saving} />
      <Button
        type="submit"
        form={baseId}
        label={t.save}
        icon="pi pi-check"
        loading={state.saving}
        disabled={!formState.isValid || state.saving}
      />
    </div>
  )

  return (
    <Dialog
      visible
      header={heading}
      onHide={() => !state.saving && onClose()}
      footer={footer}
      className="dt-dialog"
      breakpoints={{ '769px': '95vw' }}
      style={{ width: '36rem' }}
      modal
      draggable={false}
      closeOnEscape={!state.saving}
      ariaCloseIconLabel={t.close}
    >
      <AppForm
        form={form}
        id={baseId}
        className="dt-form"
        onSubmit={(values) => onSave(values as FormValues)}
        busy={state.saving}
        error={state.error}
      >
        {fields.map((column) => (
          <Field key={column.value} column={column as TableColumn} lists={lists} mode={state.mode} />
        ))}
      </AppForm>
    </Dialog>
  )
}

/** One field of the dialog, from its column: every kind is a shared form primitive (src/ui/form). */
function Field({ column, lists, mode }: { column: TableColumn; lists: Lists; mode: FormMode }) {
  const kind = fieldKind(column)
  const readOnly = isReadonly(column, mode)
  const common = { name: column.value, label: column.text, required: column.required && !readOnly, readOnly }
  switch (kind) {
    case 'boolean':
      return (
        <CheckboxField name={column.value} label={`${column.text}${common.required ? ' *' : ''}`} readOnly={readOnly} />
      )
    case 'select': {
      const options = ((lists[column.listName ?? ''] ?? []) as Row[]).map((o) => ({
        value: o[column.listID ?? 'id'] as string | number,
        label: String(o[column.accessIsName ?? 'name'] ?? ''),
      }))
      const select = { ...common, options, filter: options.length > 10, placeholder: t.choose }
      return column.multiple ? <MultiSelectField {...select} /> : <SelectField {...select} />
    }
    case 'date':
      return <DateFormField {...common} valueAs="date" allowedDates={column.allowedDates} />
    case 'file':
      return <SingleFileField {...common} maxSize={column.maxSizeFile} />
    case 'number':
      return <TextField {...common} digitsOnly />
    default: {
      const counter = { maxLength: column.maxLength, countTrimmed: true, counterText: t.counter }
      return column.maxLength && column.maxLength > LONG_TEXT ? (
        <TextAreaField {...common} {...counter} rows={2} />
      ) : (
        <TextField {...common} {...counter} />
      )
    }
  }
}
