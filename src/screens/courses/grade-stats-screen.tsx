import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import type { StatRow } from '@/api/courses'
import { STATISTICS_FIRST_YEAR } from '@/lib/constants/courses'
import { academicYearLabel, academicYearOf, moscowClock, semesterOf } from '@/lib/day-week'
import { MARKS } from '@/lib/day-grades'
import { gradeStatsMachine } from '@/machines/courses/grade-stats.machine'
import { FilterSelect } from '@/ui/filter-select'
import { ValueBar } from '@/ui/value-bar'
import { courseTexts } from '@/texts/ru/courses'
import { CourseFailureView } from './courses-parts'

const t = courseTexts.stats
const marks = courseTexts.marks as Record<string, string>
const markLabel = (m: (typeof MARKS)[number]) => marks[m] ?? courseTexts.markAbsent

/** The last semester whose session is over: the spring one in autumn, the autumn one in spring. */
function lastSession(today: string) {
  const year = academicYearOf(today)
  return semesterOf(today) === 0
    ? { year: academicYearLabel(year), sem: 1 }
    : { year: academicYearLabel(year - 1), sem: 0 }
}

const ROW = 22
const LABEL = 90
const WIDTH = 520

/** Average marks by group as horizontal bars on the 2–5 scale (the table below holds the same figures). */
function AverageChart({ rows, label }: { rows: StatRow[]; label: string }) {
  const height = rows.length * ROW + 24
  const x = (avg: number) => ((avg - 2) / 3) * (WIDTH - LABEL - 40)
  return (
    <figure className="courses-chart">
      <figcaption>{t.chartTitle}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={label}>
        {rows.map((r, i) => (
          <g key={r.groupID} transform={`translate(0 ${i * ROW})`}>
            <text x={LABEL - 6} y={ROW * 0.7} textAnchor="end">
              {r.group}
            </text>
            <rect x={LABEL} y={4} height={ROW - 8} width={r.average === null ? 0 : Math.max(1, x(r.average))} />
            <text x={LABEL + (r.average === null ? 0 : x(r.average)) + 4} y={ROW * 0.7}>
              {t.averageValue(r.average)}
            </text>
          </g>
        ))}
        {[2, 3, 4, 5].map((v) => (
          <text key={v} x={LABEL + x(v)} y={height - 6} textAnchor="middle">
            {v}
          </text>
        ))}
      </svg>
    </figure>
  )
}

/** /EducationalActivity/Statistics: the grade books' session results by group for a year and semester. */
export default function GradeStatsScreen() {
  const today = moscowClock(new Date()).day
  const actor = useActorRef(gradeStatsMachine, { input: lastSession(today) })
  const year = useSelector(actor, (s) => s.context.year)
  const sem = useSelector(actor, (s) => s.context.sem)
  const data = useSelector(actor, (s) => s.context.data, shallowEqual)
  const failure = useSelector(actor, (s) => s.context.failure)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const last = academicYearOf(today)
  const years = Array.from({ length: last - STATISTICS_FIRST_YEAR + 1 }, (_, i) => academicYearLabel(last - i))
  const semName = t.semesters[sem as 0 | 1]
  const rows = data?.rows ?? []
  return (
    <div className="page">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <div className="courses-filters">
        <FilterSelect
          label={t.year}
          options={years.map((y) => ({ value: y, label: y }))}
          value={year}
          onChange={(y) => y && actor.send({ type: 'period.select', year: y, sem })}
        />
        <FilterSelect
          label={t.semester}
          options={([1, 0] as const).map((s) => ({ value: s, label: t.semesters[s] }))}
          value={sem}
          onChange={(s) => s !== null && actor.send({ type: 'period.select', year, sem: s })}
        />
      </div>
      {loading && <p role="status">{courseTexts.loading}</p>}
      {failure && <CourseFailureView failure={failure} onRetry={() => actor.send({ type: 'load.retry' })} />}
      {data && rows.length === 0 && <p>{t.empty}</p>}
      {data && rows.length > 0 && (
        <>
          <AverageChart rows={rows} label={t.chartLabel(year, semName)} />
          <div className="courses-scroll" tabIndex={0} role="region" aria-label={t.tableCaption(year, semName)}>
            <table className="courses-table" aria-busy={loading}>
              <caption>{t.tableCaption(year, semName)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.group}</th>
                  <th scope="col">{t.course}</th>
                  <th scope="col">{t.students}</th>
                  <th scope="col">{t.average}</th>
                  <th scope="col">{t.debtShare}</th>
                  {MARKS.map((m) => (
                    <th key={m} scope="col">
                      {markLabel(m)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.groupID}>
                    <th scope="row">{r.group}</th>
                    <td>{r.course}</td>
                    <td>{r.students}</td>
                    <td>{t.averageValue(r.average)}</td>
                    <td>
                      <span className="courses-bar-cell">
                        {t.percent(r.debtShare)}
                        <ValueBar value={r.debtShare} max={100} />
                      </span>
                    </td>
                    {MARKS.map((m) => (
                      <td key={m}>{r.counts[m]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  )
}
