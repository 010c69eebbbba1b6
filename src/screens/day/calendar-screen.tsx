import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react'
import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Link } from 'wouter'
import type { Lesson, RaspTab } from '@/api/day'
import type { ScreenProps } from '@/lib/screen-props'
import { CALENDAR_KEYS, monthGrid, monthOf, moveDay, type CalendarKey } from '@/lib/day-month'
import { currentAndNext, parityOf, weekNumberOf, weekdayOf } from '@/lib/day-week'
import { calendarMachine } from '@/machines/day/calendar.machine'
import {
  selectCalendarFailure,
  selectCalendarLoading,
  selectCalendarName,
  selectMonth,
  selectMonthLessons,
  selectSelectedDay,
  selectToday,
} from '@/machines/day/calendar.selectors'
import { calendarTexts as c, dayTexts as t } from '@/texts/ru/day'
import { DayLessons, UnknownTimetable } from './timetable-view'
import { timetableParams } from './rasp-params'
import './day.css'

const dayLabel = (day: string) => {
  const [y, m, d] = day.split('-').map(Number)
  return c.dayLabel(c.weekDays[weekdayOf(day)], d, c.monthsGenitive[m - 1], y)
}
const monthLabel = (month: string) => `${c.months[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`
/** Pairs of a day: subgroups of one pair count once. */
const pairCount = (lessons: readonly Lesson[]) => new Set(lessons.map((l) => l.pair)).size

function DayPairs({ day, lessons, type }: { day: string; lessons: Lesson[]; type: RaspTab }) {
  const marks = currentAndNext(lessons, new Date())
  return (
    <section className="cal-day" aria-labelledby="cal-day-title">
      <h2 id="cal-day-title">{dayLabel(day)}</h2>
      {lessons.length === 0 ? (
        <p>{c.noLessons}</p>
      ) : (
        <DayLessons lessons={lessons} type={type} marks={marks} label={c.dayPairs} />
      )}
    </section>
  )
}

function Calendar({ type, id, date }: { type: RaspTab; id: number; date?: string }) {
  const actor = useActorRef(calendarMachine, { input: { type, id, date } })
  const loading = useSelector(actor, selectCalendarLoading)
  const failure = useSelector(actor, selectCalendarFailure)
  const name = useSelector(actor, selectCalendarName)
  const month = useSelector(actor, selectMonth)
  const day = useSelector(actor, selectSelectedDay)
  const today = useSelector(actor, selectToday)
  const lessons = useSelector(actor, selectMonthLessons, shallowEqual)
  const grid = useMemo(() => monthGrid(month), [month])
  const byDay = useMemo(() => {
    const map = new Map<string, Lesson[]>()
    for (const l of lessons) map.set(l.date, [...(map.get(l.date) ?? []), l])
    return map
  }, [lessons])
  // Keyboard moves keep the focus on the chosen day, also when it lies in the next month's grid.
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const movedByKey = useRef(false)
  useEffect(() => {
    if (!movedByKey.current) return
    const target = buttons.current.get(day)
    if (target) {
      target.focus()
      movedByKey.current = false
    }
  }, [day, grid])

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, from: string) => {
    if (!CALENDAR_KEYS.includes(event.key)) return
    event.preventDefault()
    movedByKey.current = true
    actor.send({ type: 'day.select', day: moveDay(from, event.key as CalendarKey) })
  }

  return (
    <section className="cal" aria-busy={loading}>
      <h1>{name ? c.heading(t.typeNames[type], name) : c.title}</h1>
      <div className="day-week-bar">
        <Button
          type="button"
          icon="pi pi-chevron-left"
          aria-label={c.previousMonth}
          text
          onClick={() => actor.send({ type: 'month.previous' })}
        />
        <p className="cal-month" aria-live="polite">
          {monthLabel(month)}
        </p>
        <Button
          type="button"
          icon="pi pi-chevron-right"
          aria-label={c.nextMonth}
          text
          onClick={() => actor.send({ type: 'month.next' })}
        />
        <Button type="button" label={c.currentMonth} outlined onClick={() => actor.send({ type: 'month.current' })} />
        <Link href={`/Rasp/${type}/${id}?date=${day}`} className="p-button p-button-text">
          {c.weekView}
        </Link>
      </div>
      {failure ? (
        <div role="alert" className="day-failure">
          <p>{failure === 'notFound' ? t.notFound : failure === 'badRequest' ? t.badRequest : t.failed}</p>
          {failure === 'failed' && (
            <Button type="button" label={t.retry} onClick={() => actor.send({ type: 'load.retry' })} />
          )}
          <p>
            <Link href="/Rasp/list">{t.chooseOther}</Link>
          </p>
        </div>
      ) : (
        <div className="cal-layout">
          <div className="cal-grid-wrap">
            <p id="cal-keys" className="cal-hint">
              {c.keysHint}
            </p>
            <table className="cal-grid" aria-describedby="cal-keys">
              <caption className="sr-only">{monthLabel(month)}</caption>
              <thead>
                <tr>
                  <th scope="col">{c.week}</th>
                  {c.weekDaysShort.map((d, i) => (
                    <th scope="col" key={d}>
                      <abbr title={c.weekDays[i]}>{d}</abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {grid.map((week) => {
                  const odd = parityOf(week[0]) === 'odd'
                  return (
                    <tr key={week[0]}>
                      <th scope="row" className={`day-parity-${odd ? 'odd' : 'even'}`}>
                        <span className="cal-week-long">{c.weekShort(weekNumberOf(week[0]), odd)}</span>
                        <span className="cal-week-short" aria-hidden>
                          {c.weekTiny(weekNumberOf(week[0]), odd)}
                        </span>
                      </th>
                      {week.map((d) => {
                        const own = byDay.get(d) ?? []
                        const count = pairCount(own)
                        const outside = monthOf(d) !== month
                        return (
                          <td key={d} className={outside ? 'cal-outside' : undefined}>
                            <button
                              type="button"
                              ref={(el) => {
                                if (el) buttons.current.set(d, el)
                                else buttons.current.delete(d)
                              }}
                              className={`cal-day-button${count > 0 ? ' cal-has' : ''}`}
                              tabIndex={d === day ? 0 : -1}
                              aria-pressed={d === day}
                              aria-current={d === today ? 'date' : undefined}
                              aria-label={`${dayLabel(d)}${d === today ? `, ${c.today}` : ''}: ${
                                loading ? t.loading : count > 0 ? c.pairs(count) : c.noLessons
                              }`}
                              onClick={() => actor.send({ type: 'day.select', day: d })}
                              onKeyDown={(e) => onKey(e, d)}
                            >
                              <span className="cal-date">{Number(d.slice(8))}</span>
                              {!loading && count > 0 && <span className="cal-count">{c.pairs(count)}</span>}
                            </button>
                          </td>
                        )
                      })}
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
          {loading ? (
            <p role="status">{t.loading}</p>
          ) : (
            <DayPairs day={day} lessons={byDay.get(day) ?? []} type={type} />
          )}
        </div>
      )}
    </section>
  )
}

/** /RaspCalendar/{type}/{id}/{year?} (public): a month of a group's, teacher's or room's lessons. */
export default function CalendarScreen({ params }: ScreenProps) {
  const own = timetableParams(params)
  if (!own) return <UnknownTimetable title={c.title} />
  const { type, id, date } = own
  return (
    <div className="page">
      <Calendar key={`${type}-${id}-${date ?? ''}`} type={type} id={id} date={date} />
    </div>
  )
}
