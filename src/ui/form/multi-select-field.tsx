import { MultiSelect } from '@/ui/dropdown/multi-select'
import { formTexts as t } from '@/texts/ru/form'
import { FieldFrame, useField, type BaseFieldProps } from './field-frame'
import type { Option } from './select-field'

export interface MultiSelectFieldProps<TValue extends string | number = string | number>
  extends BaseFieldProps<TValue[]> {
  options: readonly Option<TValue>[]
  placeholder?: string
  filter?: boolean
  loading?: boolean
}

/** Several values out of a list, shown as chips; empty is `[]`. */
export function MultiSelectField<TValue extends string | number>(props: MultiSelectFieldProps<TValue>) {
  const { label, required, hint, className, options, placeholder, filter, loading } = props
  const f = useField<TValue[]>(props)
  return (
    <FieldFrame field={f} label={label} required={required} hint={hint} className={className}>
      <MultiSelect
        inputId={f.id}
        inputRef={f.ref}
        value={f.value ?? []}
        options={options as Option<TValue>[]}
        optionValue="value"
        optionLabel="label"
        optionDisabled="disabled"
        display="chip"
        placeholder={loading ? t.loadingOptions : (placeholder ?? t.chooseMany)}
        filter={filter ?? options.length >= 10}
        emptyMessage={t.nothingFound}
        emptyFilterMessage={t.nothingFound}
        disabled={f.disabled || loading}
        invalid={f.invalid}
        aria-invalid={f.invalid || undefined}
        aria-describedby={f.describedBy}
        onChange={(e) => f.setValue((e.value ?? []) as TValue[])}
        onBlur={f.onBlur}
      />
    </FieldFrame>
  )
}
