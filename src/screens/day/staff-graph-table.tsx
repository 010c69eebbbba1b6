import type { StaffGraph } from '@/api/staff'
import { staffTexts } from '@/texts/ru/staff'

const t = staffTexts.graph
type Person = StaffGraph['staff'][number]
type Period = Person['periods'][number]

const ru = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`
const DAY = 86_400_000
const time = (day: string) => Date.parse(`${day}T00:00:00Z`)
const daysOf = (p: Period) => Math.round((time(p.dateTo) - time(p.dateFrom)) / DAY) + 1
const kindOf = (kind: string) => t.kinds[kind] ?? kind
const label = (p: Period) => t.period(kindOf(p.kind), ru(p.dateFrom), ru(p.dateTo))

/** The part of a period inside month `m` (0-based) of `year`, as left and width in per cent of the month. */
function slice(p: Period, year: number, m: number) {
  const start = Date.UTC(year, m, 1)
  const end = Date.UTC(year, m + 1, 1)
  const from = Math.max(start, time(p.dateFrom))
  const to = Math.min(end, time(p.dateTo) + DAY)
  if (to <= from) return null
  return { left: ((from - start) / (end - start)) * 100, width: ((to - from) / (end - start)) * 100 }
}

/** The year as a Gantt-like table: a row per person, a column per month, a bar per absence (its words for screen readers). */
export function StaffGantt({ graph }: { graph: StaffGraph }) {
  const name = t.gantt(graph.department, graph.year)
  return (
    <div className="staff-scroll" tabIndex={0} role="region" aria-label={name}>
      <table className="staff-gantt">
        <caption className="sr-only">{name}</caption>
        <thead>
          <tr>
            <th scope="col">{t.fio}</th>
            {t.months.map((m) => (
              <th scope="col" key={m}>
                {m}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {graph.staff.map((person) => (
            <tr key={person.userID}>
              <th scope="row">{person.fio}</th>
              {t.months.map((month, m) => (
                <td key={month}>
                  {person.periods.map((p) => {
                    const part = slice(p, graph.year, m)
                    if (!part) return null
                    return (
                      <span key={p.id} title={label(p)}>
                        <span
                          className={`staff-bar staff-bar-${p.kind}`}
                          style={{ left: `${part.left}%`, width: `${part.width}%` }}
                          aria-hidden="true"
                        />
                        <span className="sr-only">{label(p)}</span>
                      </span>
                    )
                  })}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The same absences as a plain table: one row per period. */
export function StaffPeriods({ graph }: { graph: StaffGraph }) {
  const rows = graph.staff.flatMap((person) => person.periods.map((p) => ({ person, p })))
  if (!rows.length) return <p>{t.none}</p>
  return (
    <div className="staff-scroll" tabIndex={0} role="region" aria-label={t.list}>
      <table>
        <caption className="sr-only">{t.list}</caption>
        <thead>
          <tr>
            <th scope="col">{t.fio}</th>
            <th scope="col">{t.position}</th>
            <th scope="col">{t.kind}</th>
            <th scope="col">{t.from}</th>
            <th scope="col">{t.to}</th>
            <th scope="col">{t.days}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ person, p }) => (
            <tr key={p.id}>
              <th scope="row">{person.fio}</th>
              <td>{person.position}</td>
              <td>{kindOf(p.kind)}</td>
              <td>{ru(p.dateFrom)}</td>
              <td>{ru(p.dateTo)}</td>
              <td>{daysOf(p)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** What the bars' colours mean. */
export function StaffLegend() {
  return (
    <ul className="staff-legend">
      {Object.entries(t.kinds).map(([kind, name]) => (
        <li key={kind}>
          <span className={`staff-bar staff-bar-${kind}`} aria-hidden="true" />
          {name}
        </li>
      ))}
    </ul>
  )
}
