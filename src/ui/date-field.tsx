import { useId, useRef, useState, type ChangeEvent, type FocusEvent } from 'react'
import { InputText } from 'primereact/inputtext'
import { Button } from 'primereact/button'
import { DATE_TEXT_LENGTH, applyDateMask, formatMaskedDate, parseMaskedDate } from './date-field-parse'
import type { DateFieldCalendarHandle } from './date-field-calendar'
import { lazy } from '@/lib/lazy'
import { LoadedPart } from './on-demand'
import { dateFieldTexts } from '@/texts/ru/date-field'
import './date-field.css'

const DateFieldCalendar = lazy(() =>
  import('./date-field-calendar').then((module) => ({ default: module.DateFieldCalendar })),
)

export interface DateFieldProps {
  /** Id of the text input (labels point at it). */
  id?: string
  label: string
  /** yyyy-mm-dd or null. */
  value: string | null
  onChange: (value: string | null) => void
  /** Inclusive bounds, yyyy-mm-dd. */
  min?: string | null
  max?: string | null
  /** When required, empty is invalid. */
  required?: boolean
  disabled?: boolean
  className?: string
  /** An error from outside (a form's schema), shown when the field has no problem of its own. */
  error?: string | null
  /** Days the calendar shows struck through (still pickable: the form's schema refuses them with a message). */
  allowedDates?: (date: Date) => boolean
}

/**
 * The date field of spec 1 §5: a dd.mm.yyyy mask (exactly 10 characters are accepted; anything else
 * clears the value when the field is left), a Russian Monday-first calendar (290 px) behind a button,
 * optional min/max, and 'required' making an empty value invalid.
 */
export function DateField({
  id,
  label,
  value,
  onChange,
  min,
  max,
  required = false,
  disabled = false,
  className,
  error,
  allowedDates,
}: DateFieldProps) {
  const autoId = useId()
  const inputId = id ?? `date-${autoId}`
  const errorId = `${inputId}-error`
  const calendar = useRef<DateFieldCalendarHandle>(null)
  // The button that first asked for the calendar: until then its code is not loaded.
  const [calendarAnchor, setCalendarAnchor] = useState<HTMLElement | null>(null)
  const [text, setText] = useState(() => formatMaskedDate(value))
  const [shownValue, setShownValue] = useState(value)
  const [problem, setProblem] = useState<'invalid' | 'range' | null>(null)
  const [touched, setTouched] = useState(false)

  // The value changed from outside (a reset, a calendar pick): show it.
  if (value !== shownValue) {
    setShownValue(value)
    setText(formatMaskedDate(value))
    setProblem(null)
  }

  const commit = (next: string | null) => {
    setShownValue(next)
    if (next !== value) onChange(next)
  }

  /**
   * The dd.mm.yyyy mask applied to what was typed, pasted or deleted: digits only, dots inserted, at
   * most 10 characters; the caret stays after the same digit. (PrimeReact's InputMask moved the caret
   * from a timer started on focus, so selecting all and typing a new date scrambled it — issue 13
   * item 10.) Selecting all and typing replaces the text like any input.
   */
  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    const caret = input.selectionStart ?? input.value.length
    const { text: masked, caret: nextCaret } = applyDateMask(input.value, caret)
    if (input.value !== masked) {
      input.value = masked
      if (document.activeElement === input) input.setSelectionRange(nextCaret, nextCaret)
    }
    setText(masked)
    const parsed = parseMaskedDate(masked, min, max)
    if (parsed.ok) {
      setProblem(null)
      commit(parsed.iso)
    }
  }

  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    setTouched(true)
    const parsed = parseMaskedDate(event.target.value ?? text, min, max)
    if (parsed.ok) {
      setProblem(null)
      commit(parsed.iso)
      return
    }
    // Other lengths (and impossible dates) clear the value.
    setProblem(parsed.reason === 'range' ? 'range' : parsed.reason === 'empty' ? null : 'invalid')
    setText('')
    commit(null)
  }

  const missing = required && value === null && touched && problem === null
  const message =
    problem === 'range'
      ? dateFieldTexts.outOfRange
      : problem === 'invalid'
        ? dateFieldTexts.invalid
        : (error ?? (missing ? dateFieldTexts.required : null))

  return (
    <div className={`date-field field ${className ?? ''}`}>
      <label htmlFor={inputId}>
        {label}
        {required ? ' *' : ''}
      </label>
      <div className="date-field-row p-inputgroup">
        <InputText
          id={inputId}
          value={text}
          placeholder={dateFieldTexts.placeholder}
          onChange={onType}
          onBlur={onBlur}
          maxLength={DATE_TEXT_LENGTH}
          disabled={disabled}
          required={required}
          invalid={message !== null}
          aria-invalid={message !== null}
          aria-describedby={message ? errorId : undefined}
          inputMode="numeric"
          autoComplete="off"
        />
        <Button
          type="button"
          icon="pi pi-calendar"
          aria-label={`${dateFieldTexts.openCalendar}: ${label}`}
          aria-haspopup="dialog"
          disabled={disabled}
          onClick={(e) => (calendar.current ? calendar.current.toggle(e) : setCalendarAnchor(e.currentTarget))}
          outlined
        />
      </div>
      {message && (
        <small id={errorId} className="form-error" role="alert">
          {message}
        </small>
      )}
      {calendarAnchor && (
        <LoadedPart>
          <DateFieldCalendar
            ref={calendar}
            anchor={calendarAnchor}
            inputId={inputId}
            value={value}
            min={min}
            max={max}
            allowedDates={allowedDates}
            onPick={(picked) => {
              setProblem(null)
              setTouched(true)
              commit(picked)
              setText(formatMaskedDate(picked))
            }}
          />
        </LoadedPart>
      )}
    </div>
  )
}
