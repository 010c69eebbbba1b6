import { LabelledDropdown } from '@/ui/dropdown/labelled-dropdown'
import { formTexts as t } from '@/texts/ru/form'
import { FieldFrame, useField, type BaseFieldProps } from './field-frame'

export interface Option<TValue = string | number> {
  value: TValue
  label: string
  disabled?: boolean
}

export interface SelectFieldProps<TValue extends string | number = string | number>
  extends BaseFieldProps<TValue | null> {
  options: readonly Option<TValue>[]
  placeholder?: string
  /** A search box over the options (default: on from 10 options). */
  filter?: boolean
  /** The options are being loaded (the machine's state): shown in the control. */
  loading?: boolean
}

/** One value out of a list; empty is `null`. Clearable unless required. */
export function SelectField<TValue extends string | number>(props: SelectFieldProps<TValue>) {
  const { label, required, hint, className, options, placeholder, filter, loading } = props
  const f = useField<TValue | null>(props)
  return (
    <FieldFrame field={f} label={label} required={required} hint={hint} className={className}>
      <LabelledDropdown
        inputId={f.id}
        inputRef={f.ref}
        label={label}
        value={f.value ?? null}
        options={options as Option<TValue>[]}
        optionValue="value"
        optionLabel="label"
        optionDisabled="disabled"
        placeholder={loading ? t.loadingOptions : (placeholder ?? t.choose)}
        loading={loading}
        filter={filter ?? options.length >= 10}
        emptyMessage={t.nothingFound}
        emptyFilterMessage={t.nothingFound}
        showClear={!required && f.value !== null && f.value !== undefined}
        disabled={f.disabled}
        invalid={f.invalid}
        aria-invalid={f.invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={f.describedBy}
        onChange={(e) => f.setValue((e.value ?? null) as TValue | null)}
        onBlur={f.onBlur}
      />
    </FieldFrame>
  )
}
