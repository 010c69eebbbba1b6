import { InputTextarea } from 'primereact/inputtextarea'
import { controlState, FieldFrame, useField, type BaseFieldProps } from './field-frame'
import { Counter, type CounterProps } from './text-field'

export interface TextAreaFieldProps extends BaseFieldProps<string>, CounterProps {
  rows?: number
  maxLength?: number
  placeholder?: string
  autoResize?: boolean
}

/** A multi-line text field; line breaks are kept as typed. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { label, required, hint, className, rows = 4, maxLength, placeholder, autoResize = true } = props
  const { countTrimmed, counterText } = props
  const f = useField<string>(props, maxLength ? 'counter' : undefined)
  const text = f.value ?? ''
  return (
    <FieldFrame
      field={f}
      label={label}
      required={required}
      hint={hint}
      className={className}
      after={
        maxLength ? (
          <Counter id={f.extraId!} value={text} max={maxLength} countTrimmed={countTrimmed} counterText={counterText} />
        ) : null
      }
    >
      <InputTextarea
        id={f.id}
        ref={f.ref}
        rows={rows}
        value={text}
        placeholder={placeholder}
        autoResize={autoResize}
        {...controlState(f, required)}
        onChange={(e) => f.setValue(e.target.value)}
      />
    </FieldFrame>
  )
}
