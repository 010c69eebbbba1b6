import { DateField } from '@/ui/date-field'
import { dateToIso, isoToDate } from '@/ui/date-field-parse'
import { useField, type BaseFieldProps } from './field-frame'

interface DateFormFieldCommon {
  /** Inclusive bounds, yyyy-mm-dd. */
  min?: string | null
  max?: string | null
  /** Days the calendar strikes through; the schema refuses them (the one source of the rule). */
  allowedDates?: (date: Date) => boolean
}

/** The form value: 'yyyy-mm-dd' (default) or, with `valueAs="date"`, a local `Date` (a schema on `v.date()`). */
export type DateFormFieldProps = DateFormFieldCommon &
  ((BaseFieldProps<string | null> & { valueAs?: 'iso' }) | (BaseFieldProps<Date | null> & { valueAs: 'date' }))

/**
 * The portal's date field (mask дд.мм.гггг, Russian calendar; spec 1 §5) in a form: the value is
 * 'yyyy-mm-dd' or null (or a Date, see `valueAs`). The field itself reports a wrong or out-of-range date;
 * the schema adds the rest.
 */
export function DateFormField(props: DateFormFieldProps) {
  const { label, required, className, min, max, hint, allowedDates, valueAs } = props
  const f = useField<string | Date | null>(props as BaseFieldProps<string | Date | null>)
  const asDate = valueAs === 'date'
  const iso = f.value instanceof Date ? (Number.isNaN(f.value.getTime()) ? null : dateToIso(f.value)) : f.value
  return (
    <div className={`app-field ${className ?? ''}`} onBlur={f.onBlur}>
      <DateField
        id={f.id}
        label={label}
        value={iso ?? null}
        onChange={(value) => f.setValue(asDate ? (isoToDate(value) ?? null) : value)}
        min={min}
        max={max}
        allowedDates={allowedDates}
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
