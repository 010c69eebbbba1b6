import { LabelledDropdown } from '@/ui/dropdown/labelled-dropdown'

/** A labelled PrimeReact Dropdown for the area's filters (course, period, year, form kind). */
export function Picker<T extends string | number>(props: {
  id: string
  label: string
  value: T | null
  options: readonly { value: T; label: string }[]
  onChange: (value: T) => void
}) {
  return (
    <div className="schoolx-field">
      <label htmlFor={props.id}>{props.label}</label>
      <LabelledDropdown
        inputId={props.id}
        label={props.label}
        value={props.value}
        options={[...props.options]}
        onChange={(e) => props.onChange(e.value as T)}
      />
    </div>
  )
}
