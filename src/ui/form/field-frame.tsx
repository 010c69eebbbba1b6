import type { ReactNode } from 'react'
import { useController, useFormContext, type FieldValues } from 'react-hook-form'
import { useFormFrame } from './app-form'
import { FieldError } from './field-error'

/** What every field primitive takes. `name` is the form value's path (`author.fio`, `files`). */
export interface BaseFieldProps<TValue> {
  name: string
  label: string
  /** Shows the mark and sets aria-required; the schema decides validity. */
  required?: boolean
  disabled?: boolean
  /**
   * Shown but not editable (an edit form's fixed key): a text control stays focusable with `readonly`;
   * a control without a native read-only state (select, checkbox, date, file) is disabled instead.
   */
  readOnly?: boolean
  hint?: string
  className?: string
  /** Called after the value changed, for cascades: the screen tells its machine. */
  onValueChange?: (value: TValue) => void
}

/** The controller of one field plus the ids and ARIA wiring every primitive needs. */
/** `extra`: the suffix of one more element describing the control (a counter), `${id}-${extra}`. */
export function useField<TValue>(
  { name, disabled, readOnly, hint, onValueChange }: BaseFieldProps<TValue>,
  extra?: string,
) {
  const { control } = useFormContext<FieldValues>()
  const frame = useFormFrame()
  const { field, fieldState } = useController({ name, control })
  const id = `${frame.idPrefix}-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`
  const errorId = `${id}-error`
  const hintId = hint ? `${id}-hint` : undefined
  const error = fieldState.error?.message
  const extraId = extra ? `${id}-${extra}` : undefined
  const describedBy = [error ? errorId : '', hintId ?? '', extraId ?? ''].filter(Boolean).join(' ') || undefined
  /** Disabled for a control that can be read-only (text): busy, disabled or the whole form read-only. */
  const inputDisabled = Boolean(disabled) || frame.busy || frame.readOnly
  return {
    id,
    errorId,
    hintId,
    extraId,
    error,
    invalid: Boolean(fieldState.error),
    describedBy,
    value: field.value as TValue,
    /** Disabled for a control without a native read-only state: a read-only field is disabled too. */
    disabled: inputDisabled || Boolean(readOnly),
    inputDisabled,
    readOnly: Boolean(readOnly) || frame.readOnly,
    ref: field.ref,
    onBlur: field.onBlur,
    setValue: (next: TValue) => {
      field.onChange(next)
      onValueChange?.(next)
    },
  }
}

/** The state and ARIA wiring every control of a field takes, in one spread. */
export function controlState(
  f: Pick<ReturnType<typeof useField>, 'inputDisabled' | 'readOnly' | 'invalid' | 'describedBy' | 'onBlur'>,
  required?: boolean,
) {
  return {
    disabled: f.inputDisabled,
    readOnly: f.readOnly,
    invalid: f.invalid,
    'aria-invalid': f.invalid || undefined,
    'aria-required': required || undefined,
    'aria-describedby': f.describedBy,
    onBlur: f.onBlur,
  }
}

export function FieldLabel({
  htmlFor,
  id,
  label,
  required,
}: {
  htmlFor?: string
  id?: string
  label: string
  required?: boolean
}) {
  const mark = required ? (
    <span className="app-field-required" aria-hidden="true">
      {' *'}
    </span>
  ) : null
  return htmlFor ? (
    <label htmlFor={htmlFor} id={id}>
      {label}
      {mark}
    </label>
  ) : (
    <span className="app-field-label" id={id}>
      {label}
      {mark}
    </span>
  )
}

/** Label, control, hint, counter and error of one field, in that order. */
export function FieldFrame({
  field,
  label,
  required,
  hint,
  className,
  labelFor,
  labelId,
  after,
  children,
}: {
  field: { id: string; errorId: string; hintId?: string; error?: string }
  label: string
  required?: boolean
  hint?: string
  className?: string
  /** The focusable control the label names (default: the field id). */
  labelFor?: string | null
  labelId?: string
  /** Rendered after the control, before the error (a counter, a file list). */
  after?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={`field app-field ${className ?? ''}`}>
      <FieldLabel
        htmlFor={labelFor === null ? undefined : (labelFor ?? field.id)}
        id={labelId}
        label={label}
        required={required}
      />
      {children}
      {after}
      {hint ? (
        <small id={field.hintId} className="app-field-hint">
          {hint}
        </small>
      ) : null}
      <FieldError id={field.errorId} message={field.error} />
    </div>
  )
}
