import { InputText } from 'primereact/inputtext'
import { formTexts as t } from '@/texts/ru/form'
import { controlState, FieldFrame, useField, type BaseFieldProps } from './field-frame'

export interface TextFieldProps extends BaseFieldProps<string> {
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url'
  maxLength?: number
  placeholder?: string
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'url' | 'search'
  /** The control takes no more than `maxLength` characters (native maxlength) instead of letting the schema refuse. */
  stopAtMax?: boolean
}

/**
 * A one-line text field; with `maxLength`, a «N из M» counter (typing past it is allowed, the schema refuses,
 * unless `stopAtMax`: then no further input is taken, as the spec asks for the mail subject).
 */
export function TextField(props: TextFieldProps) {
  const {
    label,
    required,
    hint,
    className,
    type = 'text',
    maxLength,
    placeholder,
    autoComplete,
    inputMode,
    stopAtMax,
  } = props
  const f = useField<string>(props, maxLength ? 'counter' : undefined)
  const text = f.value ?? ''
  return (
    <FieldFrame
      field={f}
      label={label}
      required={required}
      hint={hint}
      className={className}
      after={maxLength ? <Counter id={f.extraId!} length={text.length} max={maxLength} /> : null}
    >
      <InputText
        id={f.id}
        ref={f.ref}
        type={type}
        value={text}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={stopAtMax ? maxLength : undefined}
        {...controlState(f, required)}
        onChange={(e) => f.setValue(e.target.value)}
      />
    </FieldFrame>
  )
}

export function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <small id={id} className={length > max ? 'app-field-counter app-field-counter-over' : 'app-field-counter'}>
      {t.counter(length, max)}
    </small>
  )
}
