import { formatFileSize } from '@/lib/file-size'
import { fileNameOf } from '@/lib/files'
import { formTexts as t } from '@/texts/ru/form'
import { FieldFrame, useField, type BaseFieldProps } from './field-frame'
import { FilePicker } from './file-picker'

/** The value: a newly chosen `File`, the stored path of the kept file (an edit form), or null. */
export type SingleFileValue = File | string | null

export interface SingleFileFieldProps extends BaseFieldProps<SingleFileValue> {
  accept?: string
  /** Bytes: shown under the field as «≤ 1.000 kb» (the schema refuses a bigger file). */
  maxSize?: number
}

/** What the field shows: the chosen file with its size, the kept file's name, or «Файл не выбран». */
export function singleFileText(value: SingleFileValue): string {
  if (typeof File !== 'undefined' && value instanceof File) return `${value.name} (${formatFileSize(value.size)})`
  return typeof value === 'string' && value ? fileNameOf(value) : t.noFile
}

/**
 * One file (FileField's single-file form for a record's file column): a Russian «Выбрать файл» button,
 * then the chosen file's name and size, or the name of the file the record keeps until another is chosen.
 * Choosing replaces the value; there is nothing to remove (a kept file stays unless replaced).
 */
export function SingleFileField(props: SingleFileFieldProps) {
  const { label, required, className, accept, maxSize } = props
  const hint = props.hint ?? (maxSize ? t.maxFileSize(formatFileSize(maxSize)) : undefined)
  const f = useField<SingleFileValue>({ ...props, hint }, 'name')
  const labelId = `${f.id}-label`
  return (
    <FieldFrame
      field={f}
      label={label}
      required={required}
      hint={hint}
      className={className}
      labelFor={null}
      labelId={labelId}
    >
      <div className="app-file-pick">
        <FilePicker
          id={f.id}
          inputRef={f.ref}
          label={t.chooseFile}
          accept={accept}
          disabled={f.disabled}
          aria-labelledby={`${labelId} ${f.id}-button`}
          aria-invalid={f.invalid || undefined}
          aria-describedby={f.describedBy}
          onFiles={(files) => {
            f.setValue(files[0])
            f.onBlur()
          }}
        />
        <span id={f.extraId} className="app-file-name app-file-chosen">
          {singleFileText(f.value ?? null)}
        </span>
      </div>
    </FieldFrame>
  )
}
