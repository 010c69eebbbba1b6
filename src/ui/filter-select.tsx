import { useId } from 'react'
import { LabelledDropdown } from '@/ui/dropdown/labelled-dropdown'
import './filter-select.css'

export interface FilterSelectOption<TValue extends string | number> {
  value: TValue
  label: string
}

export interface FilterSelectProps<TValue extends string | number> {
  /** The visible (or, with `hideLabel`, screen-reader only) Russian label; also names the trigger. */
  label: string
  options: readonly FilterSelectOption<TValue>[]
  /** `null`: nothing chosen, the placeholder shows. */
  value: TValue | null
  onChange: (value: TValue | null) => void
  placeholder?: string
  id?: string
  hideLabel?: boolean
  disabled?: boolean
  className?: string
}

/**
 * A labelled select outside a form (a period filter, a font preference, «Переместить в папку»): PrimeReact's
 * Dropdown with its `<label htmlFor>`, keyboard reachable; the value lives where the caller keeps it (a
 * machine, a persisted setting, local state). Inside a form use `@/ui/form/select-field` instead.
 */
export function FilterSelect<TValue extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder,
  id,
  hideLabel = false,
  disabled,
  className,
}: FilterSelectProps<TValue>) {
  const auto = useId()
  const inputId = id ?? `filter-select${auto.replace(/[^a-zA-Z0-9_-]/g, '')}`
  return (
    <span className={`filter-select ${className ?? ''}`}>
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : 'filter-select-label'}>
        {label}
      </label>
      <LabelledDropdown
        inputId={inputId}
        label={label}
        value={value}
        options={options as FilterSelectOption<TValue>[]}
        optionValue="value"
        optionLabel="label"
        placeholder={placeholder}
        disabled={disabled}
        onChange={(e) => onChange((e.value ?? null) as TValue | null)}
      />
    </span>
  )
}
