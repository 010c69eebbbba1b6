import { InputText } from 'primereact/inputtext'
import { RadioButton } from 'primereact/radiobutton'
import { FieldFrame, useField } from '@/ui/form/field-frame'

/**
 * Fields of the GEK report that the shared primitives do not cover: digit-only text (approval numbers,
 * originality, the count tables; spec 2 §6: numeric, originality at most 3 characters) and the level radios.
 */
interface DigitsProps {
  name: string
  label: string
  required?: boolean
  maxLength?: number
  /** The value is a number (originality, counts) or digits as text (approval numbers). */
  kind?: 'number' | 'text'
  /** In a table cell: the label is the cell's row and column, not shown. */
  bare?: boolean
  className?: string
}

const digits = (text: string) => text.replace(/\D/g, '')

export function DigitsField({ name, label, required, maxLength, kind = 'text', bare = false, className }: DigitsProps) {
  const f = useField<string | number | null>({ name, label, required })
  const text = f.value === null || f.value === undefined ? '' : String(f.value)
  const input = (
    <InputText
      id={f.id}
      ref={f.ref}
      value={text}
      inputMode="numeric"
      maxLength={maxLength}
      disabled={f.disabled}
      readOnly={f.readOnly}
      invalid={f.invalid}
      aria-label={bare ? label : undefined}
      aria-invalid={f.invalid || undefined}
      aria-required={required || undefined}
      aria-describedby={f.describedBy}
      onChange={(e) => {
        const typed = digits(e.target.value)
        f.setValue(kind === 'number' ? Number(typed || 0) : typed)
      }}
      onBlur={f.onBlur}
    />
  )
  if (bare) return input
  return (
    <FieldFrame field={f} label={label} required={required} className={className}>
      {input}
    </FieldFrame>
  )
}

/** One of a few values as radio buttons in a fieldset with a legend. */
export function RadioGroupField({
  name,
  legend,
  options,
  onValueChange,
}: {
  name: string
  legend: string
  options: { value: number; label: string }[]
  onValueChange?: (value: number) => void
}) {
  const f = useField<number>({ name, label: legend, onValueChange })
  return (
    <fieldset className="gia-radios">
      <legend>{legend}</legend>
      {options.map((o) => (
        <div key={o.value} className="gia-check">
          <RadioButton
            inputId={`${f.id}-${o.value}`}
            name={f.id}
            value={o.value}
            checked={f.value === o.value}
            disabled={f.disabled}
            onChange={() => f.setValue(o.value)}
          />
          <label htmlFor={`${f.id}-${o.value}`}>{o.label}</label>
        </div>
      ))}
    </fieldset>
  )
}
