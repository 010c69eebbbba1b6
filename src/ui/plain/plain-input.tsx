import { useState, type InputHTMLAttributes, type Ref } from 'react'
import './plain.css'

export interface PlainInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  value: string
  onValueChange: (value: string) => void
  invalid?: boolean
  ref?: Ref<HTMLInputElement>
}

function inputClass({ value, invalid, className }: Pick<PlainInputProps, 'value' | 'invalid' | 'className'>) {
  return ['p-inputtext p-component', value && 'p-filled', invalid && 'p-invalid', className].filter(Boolean).join(' ')
}

/** PrimeReact's InputText, drawn by the theme's classes without its code (see PlainButton). */
export function PlainInput({ value, onValueChange, invalid = false, className, ref, ...rest }: PlainInputProps) {
  return (
    <input
      ref={ref}
      className={inputClass({ value, invalid, className })}
      value={value}
      aria-invalid={invalid || undefined}
      onChange={(event) => onValueChange(event.target.value)}
      {...rest}
    />
  )
}

/**
 * A password with a show/hide toggle, as PrimeReact's Password with `toggleMask` draws it, but the toggle is a
 * real button: reachable by Tab, named in Russian (`toggleLabel`), whether the text shows told by aria-pressed.
 */
export function PlainPasswordInput({
  toggleLabel,
  className,
  ...props
}: Omit<PlainInputProps, 'type'> & { toggleLabel: string }) {
  const [shown, setShown] = useState(false)
  return (
    <div className={`p-password p-component p-inputwrapper p-input-icon-right ${className ?? ''}`}>
      <div className="p-icon-field p-icon-field-right">
        <PlainInput {...props} type={shown ? 'text' : 'password'} className="p-password-input" />
        <span className="p-input-icon">
          <button
            type="button"
            className="plain-password-toggle"
            aria-label={toggleLabel}
            aria-pressed={shown}
            disabled={props.disabled}
            onClick={() => setShown((s) => !s)}
          >
            <span className={shown ? 'pi pi-eye-slash' : 'pi pi-eye'} aria-hidden="true" />
          </button>
        </span>
      </div>
    </div>
  )
}
