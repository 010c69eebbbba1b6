import { useId, useMemo, useRef } from 'react'
import { Controller, useForm, type Control, type FieldError } from 'react-hook-form'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Dialog } from 'primereact/dialog'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { InputTextarea } from 'primereact/inputtextarea'
import { Checkbox } from 'primereact/checkbox'
import { LabelledDropdown } from './labelled-dropdown'
import { MultiSelect } from 'primereact/multiselect'
import { Calendar } from 'primereact/calendar'
import { Message } from 'primereact/message'
import { ruLocale } from '@/ui/locale'
import { formatFileSize } from '@/lib/file-size'
import { tableTexts as t } from '@/texts/ru/table'
import { buildFormSchema, fieldKind, formColumns, formDefaults, isAllowedNumberKey, isReadonly, type FormMode, type FormValues } from './form-schema'
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
  const { control, handleSubmit, formState } = useForm<FormValues, unknown, FormValues>({
    resolver: valibotResolver(schema as never) as never,
    mode: 'all',
    defaultValues: defaults,
  })
  const baseId = useId()
  const heading = title ?? (state.mode === 'create' ? t.dialogCreate : t.dialogEdit)
  const submit = handleSubmit((values) => onSave(values))

  const footer = (
    <div className="dt-dialog-footer">
      <Button type="button" label={t.cancel} text onClick={onClose} disabled={state.saving} />
      <Button type="submit" form={`${baseId}-form`} label={t.save} icon="pi pi-check" loading={state.saving} disabled={!formState.isValid || state.saving} />
    </div>
  )

  return (
    <Dialog visible header={heading} onHide={() => !state.saving && onClose()} footer={footer} className="dt-dialog" breakpoints={{ '769px': '95vw' }} style={{ width: '36rem' }} modal draggable={false} closeOnEscape={!state.saving} ariaCloseIconLabel={t.close}>
      <form id={`${baseId}-form`} className="dt-form" noValidate onSubmit={submit}>
        {state.error && <Message severity="error" text={state.error} className="dt-dialog-error" role="alert" />}
        {fields.map((column) => (
          <Field key={column.value} column={column as TableColumn} control={control} lists={lists} mode={state.mode} id={`${baseId}-${column.value}`} />
        ))}
      </form>
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

function Field({ column, control, lists, mode, id }: { column: TableColumn; control: Control<FormValues>; lists: Lists; mode: FormMode; id: string }) {
  const kind = fieldKind(column)
  const readonly = isReadonly(column, mode)
  const label = `${column.text}${column.required && !readonly ? ' *' : ''}`
  const fileInput = useRef<HTMLInputElement>(null)
  return (
    <Controller
      name={column.value}
      control={control}
      render={({ field, fieldState }) => {
        const invalid = Boolean(fieldState.error)
        const describedBy = [fieldState.error ? `${id}-error` : '', column.maxLength && kind === 'text' ? `${id}-counter` : ''].filter(Boolean).join(' ') || undefined
        const common = { id, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy }
        switch (kind) {
          case 'boolean':
            return (
              <div className="dt-field dt-field-check">
                <Checkbox inputId={id} checked={Boolean(field.value)} onChange={(e) => field.onChange(Boolean(e.checked))} onBlur={field.onBlur} disabled={readonly} invalid={invalid} aria-describedby={describedBy} />
                <label htmlFor={id}>{label}</label>
                <ErrorText id={id} error={fieldState.error} />
              </div>
            )
          case 'select': {
            const options = (lists[column.listName ?? ''] ?? []) as Row[]
            const props = {
              inputId: id,
              value: field.value,
              options,
              optionValue: column.listID ?? 'id',
              optionLabel: column.accessIsName ?? 'name',
              placeholder: t.choose,
              disabled: readonly,
              invalid,
              filter: options.length > 10,
              onBlur: field.onBlur,
              'aria-describedby': describedBy,
            }
            return (
              <div className="dt-field">
                <label htmlFor={id}>{label}</label>
                {column.multiple ? (
                  <MultiSelect {...props} display="chip" showClear onChange={(e) => field.onChange(e.value ?? [])} />
                ) : (
                  <LabelledDropdown {...props} label={column.text} showClear={!column.required} onChange={(e) => field.onChange(e.value ?? null)} />
                )}
                <ErrorText id={id} error={fieldState.error} />
              </div>
            )
          }
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
            const shown = value instanceof File ? `${value.name} (${formatFileSize(value.size)})` : typeof value === 'string' && value ? fileNameOf(value) : t.noFile
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
                  <Button type="button" label={t.chooseFile} icon="pi pi-paperclip" outlined size="small" disabled={readonly} onClick={() => fileInput.current?.click()} aria-describedby={`${id}-label`} />
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
                  onChange={(e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                />
                {column.maxLength && !number ? (
                  <small id={`${id}-counter`} className={text.trim().length > column.maxLength ? 'dt-counter dt-counter-over' : 'dt-counter'}>
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
