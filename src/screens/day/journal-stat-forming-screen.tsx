import { useSelector } from '@xstate/react'
import { useLocation } from 'wouter'
import type { FormingRow } from '@/api/journal-stats'
import type { ScreenProps } from '@/lib/screen-props'
import { moscowClock } from '@/lib/day-week'
import { semesterRange } from '@/lib/journal-dates'
import { fillingPercent } from '@/lib/journal-stats'
import { periodOf, recentPeriods, type Period } from '@/lib/journal-forming'
import { selectForming } from '@/machines/day/journal-stat.selectors'
import { FilterSelect } from '@/ui/filter-select'
import { journalFormingTexts } from '@/texts/ru/journal-forming'
import { PercentCell, StatStatus, useStatActor } from './journal-stat-parts'

const t = journalFormingTexts.forming
const keyOf = (p: Period) => `${p.year}/${p.sem}`

/** /Journals/Stat/Forming/{year?}/{sem?}: a semester's journal filling by department (attendance taken, marks entered). */
export default function JournalStatFormingScreen({ params }: ScreenProps) {
  const [, navigate] = useLocation()
  const range = semesterRange(moscowClock(new Date()).day)
  const current: Period = { year: range.year, sem: range.semester }
  const period = periodOf(params.year, params.sem) ?? current
  const options = recentPeriods(current, 4).map((p) => ({ value: keyOf(p), label: t.periodName(p.year, p.sem) }))
  if (!options.some((o) => o.value === keyOf(period)))
    options.push({ value: keyOf(period), label: t.periodName(period.year, period.sem) })
  return (
    <div className="page">
      <h1>{t.title}</h1>
      <FilterSelect
        label={t.period}
        options={options}
        value={keyOf(period)}
        onChange={(value) => value && navigate(`/Journals/Stat/Forming/${value}`)}
      />
      <FormingTable key={keyOf(period)} period={period} />
    </div>
  )
}

function FormingTable({ period }: { period: Period }) {
  const actor = useStatActor('forming', period)
  const stat = useSelector(actor, selectForming)
  if (!stat) return <StatStatus actor={actor} />
  if (stat.rows.length === 0) return <p>{t.archive}</p>
  const name = t.table(t.periodName(stat.year, stat.sem))
  const total = stat.rows.reduce<Omit<FormingRow, 'department'>>(
    (a, r) => ({
      teachers: a.teachers + r.teachers,
      journals: a.journals + r.journals,
      held: a.held + r.held,
      filled: a.filled + r.filled,
      marked: a.marked + r.marked,
    }),
    { teachers: 0, journals: 0, held: 0, filled: 0, marked: 0 },
  )
  return (
    <>
      <p className="cal-hint">{t.hint}</p>
      <div className="day-scroll" tabIndex={0} role="region" aria-label={name}>
        <table className="zach-table journal-stat">
          <caption>{name}</caption>
          <thead>
            <tr>
              <th scope="col">{t.department}</th>
              <th scope="col">{t.teachers}</th>
              <th scope="col">{t.journals}</th>
              <th scope="col">{t.held}</th>
              <th scope="col">{t.filled}</th>
              <th scope="col">{t.marked}</th>
              <th scope="col">{t.filledShare}</th>
              <th scope="col">{t.markedShare}</th>
            </tr>
          </thead>
          <tbody>
            {[...stat.rows, { department: t.total, ...total }].map((r) => (
              <tr key={r.department}>
                <th scope="row">{r.department}</th>
                <td>{r.teachers}</td>
                <td>{r.journals}</td>
                <td>{r.held}</td>
                <td>{r.filled}</td>
                <td>{r.marked}</td>
                <PercentCell percent={fillingPercent(r.held, r.filled)} />
                <PercentCell percent={fillingPercent(r.held, r.marked)} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
