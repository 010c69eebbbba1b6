import { Button } from 'primereact/button'
import { formatFileSize } from '@/lib/file-size'
import { formTexts as t } from '@/texts/ru/form'
import { FieldFrame, useField, type BaseFieldProps } from './field-frame'
import { FilePicker } from './file-picker'

export interface FileFieldProps extends BaseFieldProps<File[]> {
  /** The input's accept list (`.pdf,.docx`, `image/*`). */
  accept?: string
  multiple?: boolean
}

/**
 * Files chosen with a Russian button (no bare native «Choose Files»), listed with their sizes, each
 * removable. The value is `File[]`; choosing again adds to the list (a file of the same name replaces the
 * earlier one), so nothing chosen before is lost.
 */
export function FileField(props: FileFieldProps) {
  const { label, required, hint, className, accept, multiple = false } = props
  const f = useField<File[]>(props)
  const files = f.value ?? []
  const labelId = `${f.id}-label`

  const add = (chosen: File[]) => {
    if (!multiple) {
      f.setValue(chosen.slice(0, 1))
    } else {
      const names = new Set(chosen.map((file) => file.name))
      f.setValue([...files.filter((file) => !names.has(file.name)), ...chosen])
    }
    f.onBlur()
  }

  const list = (
    <ul className="app-file-list" aria-labelledby={labelId}>
      {files.length === 0 ? <li className="app-file-none">{multiple ? t.noFiles : t.noFile}</li> : null}
      {files.map((file) => (
        <li key={file.name} className="app-file-item">
          <i className="pi pi-file" aria-hidden="true" />
          <span className="app-file-name">{file.name}</span>
          <span className="app-file-size">{formatFileSize(file.size)}</span>
          <Button
            type="button"
            icon="pi pi-times"
            text
            rounded
            size="small"
            aria-label={t.removeFile(file.name)}
            disabled={f.disabled}
            onClick={() => {
              f.setValue(files.filter((other) => other !== file))
              f.onBlur()
            }}
          />
        </li>
      ))}
    </ul>
  )

  return (
    <FieldFrame
      field={f}
      label={label}
      required={required}
      hint={hint}
      className={className}
      labelFor={null}
      labelId={labelId}
      after={list}
    >
      <FilePicker
        id={f.id}
        inputRef={f.ref}
        label={multiple ? t.chooseFiles : t.chooseFile}
        accept={accept}
        multiple={multiple}
        disabled={f.disabled}
        aria-labelledby={`${labelId} ${f.id}-button`}
        aria-invalid={f.invalid || undefined}
        aria-describedby={f.describedBy}
        onFiles={add}
      />
    </FieldFrame>
  )
}
