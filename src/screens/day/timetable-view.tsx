import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Link } from 'wouter'
import type { Lesson, RaspTab, RaspWeek } from '@/api/day'
import { PAIR_TIMES } from '@/lib/constants/day'
import { buildIcs } from '@/lib/day-ics'
import { pairTime } from '@/lib/day-week'
import { downloadBlob } from '@/lib/files'
import { timetableMachine } from '@/machines/day/timetable.machine'
import {
  selectDay,
  selectDays,
  selectFailure,
  selectIsLoading,
  selectMarks,
  selectParity,
  selectServerMessage,
  selectWeek,
  selectWeekNumber,
} from '@/machines/day/timetable.selectors'
import { dayTexts as t } from '@/texts/ru/day'
import './day.css'

/** 'yyyy-mm-dd' → 'дд.мм.гггг' without any time zone shift. */
export const formatRuDate = (day: string) => day.split('-').reverse().join('.')

interface Marks {
  current: number | null
  next: number | null
}

export function LessonCard({ lesson, type, marks }: { lesson: Lesson; type: RaspTab; marks: Marks }) {
  const mark = lesson.id === marks.current ? 'now' : lesson.id === marks.next ? 'next' : null
  return (
    <div className={`day-lesson day-kind-${lesson.kind}${mark ? ` day-lesson-${mark}` : ''}`}>
      {mark && <span className="day-mark">{mark === 'now' ? t.now : t.next}</span>}
      <span className="day-subject">{lesson.subject}</span>
      <span className="day-kind">{t.kinds[lesson.kind]}</span>
      {lesson.subgroup > 0 && <span className="day-subgroup">{t.subgroup(lesson.subgroup)}</span>}
      <span className="day-meta">
        {type !== 'Aud' && <span>{`${t.room} ${lesson.room}`}</span>}
        {type !== 'Prepod' && <Link href={`/Rasp/Prepod/${lesson.teacherID}`}>{lesson.teacher}</Link>}
        {type !== 'Group' && <Link href={`/Rasp/Group/${lesson.groupID}`}>{lesson.group}</Link>}
      </span>
    </div>
  )
}

/** A week table's row header: the pair number and its bell times. */
export function PairRowHeader({ pair, start, end }: { pair: number; start: string; end: string }) {
  return (
    <th scope="row">
      {pair}
      <span className="day-time">{`${start}–${end}`}</span>
    </th>
  )
}

/** One day's lessons in bell order, each with its pair number and times. */
export function DayLessons({
  lessons,
  type,
  marks,
  label,
}: {
  lessons: Lesson[]
  type: RaspTab
  marks: Marks
  label?: string
}) {
  return (
    <ol className="day-list" aria-label={label}>
      {lessons.map((l) => {
        const time = pairTime(l.pair)
        return (
          <li key={`${l.id}-${l.subgroup}`}>
            <span className="day-time">{time ? `${l.pair}. ${time.start}–${time.end}` : l.pair}</span>
            <LessonCard lesson={l} type={type} marks={marks} />
          </li>
        )
      })}
    </ol>
  )
}

/** An address naming no timetable: what happened and a way back to the list. */
export function UnknownTimetable({ title }: { title: string }) {
  return (
    <div className="page">
      <h1>{title}</h1>
      <div role="alert">
        <p>{t.notFound}</p>
        <Link href="/Rasp/list">{t.chooseOther}</Link>
      </div>
    </div>
  )
}

function exportWeek(week: RaspWeek) {
  const events = week.lessons.map((l) => {
    const time = pairTime(l.pair) ?? PAIR_TIMES[0]
    const who = [l.group, l.teacher, l.subgroup > 0 ? t.subgroup(l.subgroup) : ''].filter(Boolean).join(', ')
    return {
      uid: `lesson-${l.id}-${l.subgroup}@kabinet`,
      date: l.date,
      start: time.start,
      end: time.end,
      summary: `${l.subject} (${t.kinds[l.kind]})`,
      location: `${t.room} ${l.room}`,
      description: who,
    }
  })
  const text = buildIcs(t.icsCalendar(week.name), events)
  downloadBlob(new Blob([text], { type: 'text/calendar;charset=utf-8' }), t.icsFile(week.name, week.weekStart))
}

/** One week of a timetable: a pairs × days table on wide screens, one day at a time on phones. */
export function TimetableView({ type, id, date }: { type: RaspTab; id: number; date?: string }) {
  const actor = useActorRef(timetableMachine, { input: { type, id, date } })
  const loading = useSelector(actor, selectIsLoading)
  const failure = useSelector(actor, selectFailure)
  const serverMessage = useSelector(actor, selectServerMessage)
  const week = useSelector(actor, selectWeek)
  const days = useSelector(actor, selectDays, shallowEqual)
  const day = useSelector(actor, selectDay)
  const number = useSelector(actor, selectWeekNumber)
  const parity = useSelector(actor, selectParity)
  const marks = useSelector(actor, selectMarks, shallowEqual)
  const lessons = week?.lessons ?? []
  const at = (date: string, pair: number) => lessons.filter((l) => l.date === date && l.pair === pair)
  const ofDay = (date: string) => lessons.filter((l) => l.date === date)
  const usedPairs = PAIR_TIMES.filter((p) => lessons.some((l) => l.pair === p.pair))

  return (
    <section className="day-timetable" aria-busy={loading}>
      <h1>{week ? `${t.typeNames[week.type]} ${week.name}` : t.myTimetable}</h1>
      <div className="day-week-bar">
        <Button
          type="button"
          icon="pi pi-chevron-left"
          aria-label={t.previousWeek}
          text
          onClick={() => actor.send({ type: 'week.previous' })}
        />
        <p className="day-week-title" aria-live="polite">
          <span>{t.weekOf(formatRuDate(days[0]), formatRuDate(days[days.length - 1]))}</span>{' '}
          <strong className={`day-parity day-parity-${parity}`}>{t.weekNumber(number, parity === 'odd')}</strong>
        </p>
        <Button
          type="button"
          icon="pi pi-chevron-right"
          aria-label={t.nextWeek}
          text
          onClick={() => actor.send({ type: 'week.next' })}
        />
        <Button type="button" label={t.currentWeek} outlined onClick={() => actor.send({ type: 'week.current' })} />
        <Link href={`/RaspCalendar/${type}/${id}?date=${days[day] ?? days[0]}`} className="p-button p-button-text">
          {t.monthCalendar}
        </Link>
        <Button
          type="button"
          icon="pi pi-calendar-plus"
          label={t.exportIcs}
          title={t.exportHint}
          disabled={!week || lessons.length === 0}
          onClick={() => week && exportWeek(week)}
        />
      </div>
      {loading && <p>{t.loading}</p>}
      {failure && (
        <div role="alert" className="day-failure">
          <p>{failure === 'notFound' ? t.notFound : failure === 'badRequest' ? t.badRequest : t.failed}</p>
          {serverMessage && <p>{serverMessage}</p>}
          {failure === 'failed' && (
            <Button type="button" label={t.retry} onClick={() => actor.send({ type: 'load.retry' })} />
          )}
          <p>
            <Link href="/Rasp/list">{t.chooseOther}</Link>
          </p>
        </div>
      )}
      {week && !loading && lessons.length === 0 && <p>{t.noWeekLessons}</p>}
      {week && !loading && lessons.length > 0 && (
        <>
          <div className="day-week-table">
            <table>
              <caption className="sr-only">
                {t.weekOf(formatRuDate(days[0]), formatRuDate(days[days.length - 1]))}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t.pair}</th>
                  {days.map((d, i) => (
                    <th scope="col" key={d}>
                      {t.days[i]}
                      <span className="day-date">{formatRuDate(d)}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {usedPairs.map((p) => (
                  <tr key={p.pair}>
                    <PairRowHeader {...p} />
                    {days.map((d) => (
                      <td key={d}>
                        {at(d, p.pair).map((l) => (
                          <LessonCard key={`${l.id}-${l.subgroup}`} lesson={l} type={week.type} marks={marks} />
                        ))}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="day-phone">
            <div role="group" aria-label={t.dayPicker} className="day-picker">
              {days.map((d, i) => (
                <button
                  key={d}
                  type="button"
                  aria-pressed={i === day}
                  aria-label={`${t.days[i]}, ${formatRuDate(d)}`}
                  onClick={() => actor.send({ type: 'day.select', day: i })}
                >
                  {t.daysShort[i]}
                </button>
              ))}
            </div>
            <h2>{`${t.days[day]}, ${formatRuDate(days[day])}`}</h2>
            {ofDay(days[day]).length === 0 ? (
              <p>{t.noLessons}</p>
            ) : (
              <DayLessons lessons={ofDay(days[day])} type={week.type} marks={marks} />
            )}
          </div>
        </>
      )}
    </section>
  )
}
