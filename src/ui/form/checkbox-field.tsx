import { Checkbox } from 'primereact/checkbox'
import { FieldError } from './field-error'
import { useField, type BaseFieldProps } from './field-frame'

/** A yes/no field with its label to the right. */
export function CheckboxField(props: BaseFieldProps<boolean>) {
  const { label, hint, className } = props
  const f = useField<boolean>(props)
  return (
    <div className={`app-field app-field-check ${className ?? ''}`}>
      <div className="app-field-check-row">
        <Checkbox
          inputId={f.id}
          inputRef={f.ref}
          checked={Boolean(f.value)}
          disabled={f.disabled}
          invalid={f.invalid}
          aria-invalid={f.invalid || undefined}
          aria-describedby={f.describedBy}
          onChange={(e) => f.setValue(Boolean(e.checked))}
          onBlur={f.onBlur}
        />
        <label htmlFor={f.id}>{label}</label>
      </div>
      {hint ? (
        <small id={f.hintId} className="app-field-hint">
          {hint}
        </small>
      ) : null}
      <FieldError id={f.errorId} message={f.error} />
    </div>
  )
}
