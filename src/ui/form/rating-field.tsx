import { StarRating } from '@/ui/star-rating'
import { FieldFrame, useField, type BaseFieldProps } from './field-frame'

export interface RatingFieldProps extends BaseFieldProps<number | null> {
  /** Name of one star: (n, max) → e.g. '3 из 5'. */
  starLabel: (n: number, max: number) => string
  max?: number
  /** Values at or below this are shown red, above it orange. */
  redMax?: number
}

/**
 * A 1..max star rating in a form (value number | null): a radio group named by the field's label,
 * one tab stop, arrows move and select. The visible label repeats the group's accessible name.
 */
export function RatingField(props: RatingFieldProps) {
  const { label, required, hint, className, starLabel, max = 5, redMax } = props
  const f = useField<number | null>(props)
  return (
    <FieldFrame field={f} label={label} required={required} hint={hint} className={className} labelFor={null}>
      <div onBlur={f.onBlur}>
        <StarRating
          id={f.id}
          label={label}
          value={f.value ?? null}
          max={max}
          redMax={redMax}
          starLabel={starLabel}
          disabled={f.disabled}
          invalid={f.invalid}
          describedBy={f.describedBy}
          onChange={(value) => f.setValue(value)}
        />
      </div>
    </FieldFrame>
  )
}
