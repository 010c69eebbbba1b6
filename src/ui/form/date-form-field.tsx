import { DateField } from '@/ui/date-field'
import { useField, type BaseFieldProps } from './field-frame'

export interface DateFormFieldProps extends BaseFieldProps<string | null> {
  /** Inclusive bounds, yyyy-mm-dd. */
  min?: string | null
  max?: string | null
}

/**
 * The portal's date field (mask дд.мм.гггг, Russian calendar; spec 1 §5) in a form: the value is
 * 'yyyy-mm-dd' or null. The field itself reports a wrong or out-of-range date; the schema adds the rest.
 */
export function DateFormField(props: DateFormFieldProps) {
  const { label, required, className, min, max, hint } = props
  const f = useField<string | null>(props)
  return (
    <div className={`app-field ${className ?? ''}`} onBlur={f.onBlur}>
      <DateField
        id={f.id}
        label={label}
        value={f.value ?? null}
        onChange={(value) => f.setValue(value)}
        min={min}
        max={max}
        required={required}
        disabled={f.disabled}
        error={f.error}
      />
      {hint ? (
        <small id={f.hintId} className="app-field-hint">
          {hint}
        </small>
      ) : null}
    </div>
  )
}
