import { useId, useMemo, useRef } from 'react'
import { Controller, useFormContext, type FieldError } from 'react-hook-form'
import { useAppForm, AppForm } from '@/ui/form/app-form'
import { CheckboxField } from '@/ui/form/checkbox-field'
import { SelectField } from '@/ui/form/select-field'
import { MultiSelectField } from '@/ui/form/multi-select-field'
import { Dialog } from 'primereact/dialog'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { InputTextarea } from 'primereact/inputtextarea'
import { Calendar } from 'primereact/calendar'
import { ruLocale } from '@/ui/locale'
import { formatFileSize } from '@/lib/file-size'
import { tableTexts as t } from '@/texts/ru/table'
import {
  buildFormSchema,
  fieldKind,
  formColumns,
  formDefaults,
  isAllowedNumberKey,
  isReadonly,
  type FormMode,
  type FormValues,
} from './form-schema'
import { fileNameOf } from '@/lib/files'
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
          <Field
            key={column.value}
            column={column as TableColumn}
            lists={lists}
            mode={state.mode}
            id={`${baseId}-${column.value}`}
          />
        ))}
      </AppForm>
    </Dialog>
  )
}

function ErrorText({ id, error }: { id: string; error?: FieldError }) {
  if (!error?.message) return null
  return (
    <small id={`${id}-error`} className="p-error dt-field-error">
      {error.message}
    </small>
  )
}

/**
 * One field of the dialog: yes/no and selects are the shared form primitives (src/ui/form); text,
 * number (digits-only keys), date (allowed days) and file (the kept file's name) keep their own controls
 * inside the same form.
 */
function Field({ column, lists, mode, id }: { column: TableColumn; lists: Lists; mode: FormMode; id: string }) {
  const kind = fieldKind(column)
  const readonly = isReadonly(column, mode)
  const label = `${column.text}${column.required && !readonly ? ' *' : ''}`
  const fileInput = useRef<HTMLInputElement>(null)
  const { control } = useFormContext<FormValues>()
  if (kind === 'boolean') return <CheckboxField name={column.value} label={label} disabled={readonly} />
  if (kind === 'select') {
    const options = ((lists[column.listName ?? ''] ?? []) as Row[]).map((o) => ({
      value: o[column.listID ?? 'id'] as string | number,
      label: String(o[column.accessIsName ?? 'name'] ?? ''),
    }))
    const common = {
      name: column.value,
      label: column.text,
      required: column.required && !readonly,
      disabled: readonly,
      options,
      filter: options.length > 10,
      placeholder: t.choose,
    }
    return column.multiple ? <MultiSelectField {...common} /> : <SelectField {...common} />
  }
  return (
    <Controller
      name={column.value}
      control={control}
      render={({ field, fieldState }) => {
        const invalid = Boolean(fieldState.error)
        const describedBy =
          [fieldState.error ? `${id}-error` : '', column.maxLength && kind === 'text' ? `${id}-counter` : '']
            .filter(Boolean)
            .join(' ') || undefined
        const common = { id, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy }
        switch (kind) {
          case 'date':
            return (
              <div className="dt-field">
                <label htmlFor={id}>{label}</label>
                <Calendar
                  inputId={id}
                  value={(field.value as Date | null) ?? null}
                  onChange={(e) => field.onChange(e.value ?? null)}
                  onBlur={field.onBlur}
                  locale={ruLocale}
                  dateFormat="dd.mm.yy"
                  showIcon
                  showButtonBar
                  disabled={readonly}
                  invalid={invalid}
                  aria-describedby={describedBy}
                  dateTemplate={(d) => {
                    const allowed = !column.allowedDates || column.allowedDates(new Date(d.year, d.month, d.day))
                    return <span className={allowed ? undefined : 'dt-day-disallowed'}>{d.day}</span>
                  }}
                />
                <ErrorText id={id} error={fieldState.error} />
              </div>
            )
          case 'file': {
            const value = field.value as File | string | null
            const shown =
              value instanceof File
                ? `${value.name} (${formatFileSize(value.size)})`
                : typeof value === 'string' && value
                  ? fileNameOf(value)
                  : t.noFile
            return (
              <div className="dt-field">
                <span className="dt-label" id={`${id}-label`}>
                  {label}
                </span>
                <div className="dt-file-pick">
                  <input
                    ref={fileInput}
                    id={id}
                    type="file"
                    className="sr-only"
                    aria-labelledby={`${id}-label`}
                    aria-describedby={describedBy}
                    disabled={readonly}
                    onChange={(e) => {
                      const file = e.target.files?.[0]
                      if (file) field.onChange(file)
                      field.onBlur()
                    }}
                  />
                  <Button
                    type="button"
                    label={t.chooseFile}
                    icon="pi pi-paperclip"
                    outlined
                    size="small"
                    disabled={readonly}
                    onClick={() => fileInput.current?.click()}
                    aria-describedby={`${id}-label`}
                  />
                  <span className="dt-file-name">{shown}</span>
                </div>
                {column.maxSizeFile ? <small className="dt-hint">≤ {formatFileSize(column.maxSizeFile)}</small> : null}
                <ErrorText id={id} error={fieldState.error} />
              </div>
            )
          }
          default: {
            const text = String(field.value ?? '')
            const number = kind === 'number'
            const Input = !number && column.maxLength && column.maxLength > LONG_TEXT ? InputTextarea : InputText
            return (
              <div className="dt-field">
                <label htmlFor={id}>{label}</label>
                <Input
                  {...common}
                  value={text}
                  readOnly={readonly}
                  inputMode={number ? 'numeric' : undefined}
                  invalid={invalid}
                  autoResize={Input === InputTextarea ? true : undefined}
                  onKeyDown={
                    number
                      ? (e: React.KeyboardEvent) => {
                          if (!e.ctrlKey && !e.metaKey && !e.altKey && !isAllowedNumberKey(e.key)) e.preventDefault()
                        }
                      : undefined
                  }
                  onChange={(e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                    field.onChange(e.target.value)
                  }
                  onBlur={field.onBlur}
                />
                {column.maxLength && !number ? (
                  <small
                    id={`${id}-counter`}
                    className={text.trim().length > column.maxLength ? 'dt-counter dt-counter-over' : 'dt-counter'}
                  >
                    {t.counter(text.trim().length, column.maxLength)}
                  </small>
                ) : null}
                <ErrorText id={id} error={fieldState.error} />
              </div>
            )
          }
        }
      }}
    />
  )
}
