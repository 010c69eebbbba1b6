import { InputNumber } from 'primereact/inputnumber'
import { controlState, FieldFrame, useField, type BaseFieldProps } from './field-frame'

export interface NumberFieldProps extends BaseFieldProps<number | null> {
  min?: number
  max?: number
  /** Digits after the comma (0: whole numbers). */
  fractionDigits?: number
  suffix?: string
  showButtons?: boolean
  /** Digit grouping (default on); off for years and codes. */
  useGrouping?: boolean
}

/** A number in Russian notation (space grouping, comma decimals); empty is `null`. */
export function NumberField(props: NumberFieldProps) {
  const { label, required, hint, className, min, max, fractionDigits = 0, suffix, showButtons, useGrouping } = props
  const f = useField<number | null>(props)
  return (
    <FieldFrame field={f} label={label} required={required} hint={hint} className={className}>
      <InputNumber
        inputId={f.id}
        inputRef={f.ref}
        value={f.value ?? null}
        locale="ru-RU"
        useGrouping={useGrouping ?? true}
        min={min}
        max={max}
        minFractionDigits={fractionDigits}
        maxFractionDigits={fractionDigits}
        suffix={suffix}
        showButtons={showButtons}
        {...controlState(f, required)}
        onValueChange={(e) => f.setValue(e.value ?? null)}
      />
    </FieldFrame>
  )
}
