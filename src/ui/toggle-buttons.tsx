import { Button } from 'primereact/button'

export interface ToggleOption<T> {
  value: T
  label: string
}

interface ToggleButtonsProps<T> {
  /** The group's accessible name. */
  label: string
  options: readonly ToggleOption<T>[]
  value: T
  onChange: (value: T) => void
  size?: 'small'
  className?: string
}

/** A row of buttons of which one is pressed (aria-pressed): a filter or a view picked with one click. */
export function ToggleButtons<T extends string | number>({
  label,
  options,
  value,
  onChange,
  size,
  className,
}: ToggleButtonsProps<T>) {
  return (
    <div role="group" aria-label={label} className={className}>
      {options.map((o) => (
        <Button
          key={o.value}
          type="button"
          size={size}
          label={o.label}
          aria-pressed={value === o.value}
          outlined={value !== o.value}
          onClick={() => onChange(o.value)}
        />
      ))}
    </div>
  )
}
