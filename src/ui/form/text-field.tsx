import type { KeyboardEvent } from 'react'
import { InputText } from 'primereact/inputtext'
import { isAllowedNumberKey } from '@/lib/validation'
import { formTexts as t } from '@/texts/ru/form'
import { controlState, FieldFrame, useField, type BaseFieldProps } from './field-frame'

/** How a field with `maxLength` counts: the length shown and the text of the counter. */
export interface CounterProps {
  /** Count the trimmed text (a schema that trims before checking the length). */
  countTrimmed?: boolean
  /** The counter's text (default «N из M»). */
  counterText?: (length: number, max: number) => string
}

export interface TextFieldProps extends BaseFieldProps<string>, CounterProps {
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url'
  maxLength?: number
  placeholder?: string
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'url' | 'search'
  /** The control takes no more than `maxLength` characters (native maxlength) instead of letting the schema refuse. */
  stopAtMax?: boolean
  /**
   * Only digits, minus, space, backspace, delete and the moving keys are taken from the keyboard (spec 2 §5:
   * numeric fields block other keys); the value stays text, the schema parses it. Numeric keypad on phones.
   */
  digitsOnly?: boolean
}

/** Keys a digits-only field refuses (shortcuts with Ctrl, Cmd or Alt pass: paste, select all). */
function blockNonDigits(event: KeyboardEvent) {
  if (!event.ctrlKey && !event.metaKey && !event.altKey && !isAllowedNumberKey(event.key)) event.preventDefault()
}

/**
 * A one-line text field; with `maxLength`, a «N из M» counter (typing past it is allowed, the schema refuses,
 * unless `stopAtMax`: then no further input is taken, as the spec asks for the mail subject).
 */
export function TextField(props: TextFieldProps) {
  const { label, required, hint, className, type = 'text', maxLength, placeholder, autoComplete } = props
  const { inputMode, stopAtMax, digitsOnly, countTrimmed, counterText } = props
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
      <InputText
        id={f.id}
        ref={f.ref}
        type={type}
        value={text}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode ?? (digitsOnly ? 'numeric' : undefined)}
        maxLength={stopAtMax ? maxLength : undefined}
        {...controlState(f, required)}
        onKeyDown={digitsOnly ? blockNonDigits : undefined}
        onChange={(e) => f.setValue(e.target.value)}
      />
    </FieldFrame>
  )
}

/** «N из M» under a field with a length limit; over the limit it turns red. */
export function Counter({
  id,
  value,
  max,
  countTrimmed,
  counterText = t.counter,
}: { id: string; value: string; max: number } & CounterProps) {
  const length = countTrimmed ? value.trim().length : value.length
  return (
    <small id={id} className={length > max ? 'app-field-counter app-field-counter-over' : 'app-field-counter'}>
      {counterText(length, max)}
    </small>
  )
}
