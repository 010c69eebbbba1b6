import { useEffect, useImperativeHandle, useRef, useState, type Ref, type SyntheticEvent } from 'react'
import { Calendar } from 'primereact/calendar'
import { OverlayPanel } from 'primereact/overlaypanel'
import { ruLocale } from './locale'
import { CALENDAR_WIDTH_PX, dateToIso, isoToDate } from './date-field-parse'
import { dateFieldTexts } from '@/texts/ru/date-field'

export interface DateFieldCalendarHandle {
  toggle: (event: SyntheticEvent) => void
}

export interface DateFieldCalendarProps {
  ref?: Ref<DateFieldCalendarHandle>
  /** The button that opened it first: the panel shows there as soon as it has loaded. */
  anchor: HTMLElement
  inputId: string
  value: string | null
  min?: string | null
  max?: string | null
  allowedDates?: (date: Date) => boolean
  onPick: (iso: string | null) => void
}

/**
 * The date field's calendar popup (Russian, Monday first, 290 px): PrimeReact's Calendar in an overlay. It
 * is the heaviest part of the field, so DateField loads it on the first press of its button (issue 19).
 */
export function DateFieldCalendar({
  ref,
  anchor,
  inputId,
  value,
  min,
  max,
  allowedDates,
  onPick,
}: DateFieldCalendarProps) {
  const panel = useRef<OverlayPanel>(null)
  useImperativeHandle(ref, () => ({ toggle: (event) => panel.current?.toggle(event) }), [])
  // Shown once the overlay's portal has mounted, which PrimeReact does in an effect of its own, in the render after
  // this one: shown before, its content would mount already open and PrimeReact would never position it (it stayed
  // at its -9999 px start, off screen). `portalMounted` is set in the same pass of effects as the portal's own state,
  // so the render it causes mounts the portal too, whatever the priority React gave the first render (a timer was
  // enough when that render was synchronous; a chunk's arrival now renders in a transition, src/lib/lazy.ts).
  const [portalMounted, setPortalMounted] = useState(false)
  useEffect(() => setPortalMounted(true), [])
  useEffect(() => {
    if (portalMounted) panel.current?.show(null, anchor)
  }, [portalMounted, anchor])
  return (
    <OverlayPanel
      ref={panel}
      closeOnEscape
      onHide={() => document.getElementById(inputId)?.focus()}
      aria-label={dateFieldTexts.calendar}
      className="date-field-panel"
      style={{ width: CALENDAR_WIDTH_PX }}
    >
      <Calendar
        inline
        locale={ruLocale}
        value={isoToDate(value) ?? null}
        minDate={isoToDate(min)}
        maxDate={isoToDate(max)}
        dateTemplate={
          allowedDates
            ? (d) => (
                <span
                  className={allowedDates(new Date(d.year, d.month, d.day)) ? undefined : 'date-field-day-disallowed'}
                >
                  {d.day}
                </span>
              )
            : undefined
        }
        onChange={(e) => {
          onPick(e.value instanceof Date ? dateToIso(e.value) : null)
          panel.current?.hide()
        }}
      />
    </OverlayPanel>
  )
}
