import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { SCORE_MAX, type StatAnswer } from '@/api/competency'
import { competencyStatMachine } from '@/machines/achieve/competency-stat.machine'
import { academicYear, academicYears } from '@/lib/dates'
import { competencyTexts } from '@/texts/ru/competency'
import { FilterSelect } from '@/ui/filter-select'
import { scoreText } from './competency-parts'
import './achieve.css'
import './competency.css'

const t = competencyTexts.stat
const c = competencyTexts

/**
 * The bar chart: per department one bar per area, its length the mean score out of 5, in the area's theme
 * colour with a legend. Decoration for sighted users — the table below holds the same figures.
 */
function StatChart({ answer }: { answer: StatAnswer }) {
  return (
    <figure className="cmp-chart" aria-labelledby="cmp-chart-title">
      <figcaption id="cmp-chart-title">
        <strong>{t.chart}</strong>
      </figcaption>
      <ul className="cmp-chart-legend">
        {answer.areas.map((a) => (
          <li key={a.id}>
            <span className={`cmp-chart-swatch cmp-area-${a.id}`} aria-hidden="true" />
            {a.name}
          </li>
        ))}
      </ul>
      <div aria-hidden="true">
        {[...answer.rows, answer.overall].map((row) => (
          <div key={row.department} className="cmp-chart-group">
            <span>{row.department}</span>
            <span className="cmp-chart-bars">
              {answer.areas.map((a) => {
                const value = row.averages[`a${a.id}`] ?? 0
                return (
                  <span
                    key={a.id}
                    className={`cmp-chart-bar cmp-area-${a.id}`}
                    style={{ width: `${(100 * value) / SCORE_MAX}%` }}
                    title={`${a.name}: ${scoreText(row.averages[`a${a.id}`])}`}
                  />
                )
              })}
            </span>
          </div>
        ))}
      </div>
    </figure>
  )
}

/** /TeacherCompetencyAssessment/Stat: mean scores of the submitted self-assessments by department and area. */
export default function CompetencyStatScreen() {
  const actor = useActorRef(competencyStatMachine, { input: { year: academicYear() } })
  const year = useSelector(actor, (s) => s.context.year)
  const answer = useSelector(actor, (s) => s.context.answer)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'))
  const caption = t.table(c.yearLabel(year))
  const rows = answer ? [...answer.rows, answer.overall] : []
  return (
    <div className="page ach-page">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <div className="ach-head">
        <FilterSelect
          label={c.year}
          options={academicYears(2024).map((y) => ({ value: y, label: c.yearLabel(y) }))}
          value={year}
          onChange={(y) => y && actor.send({ type: 'year.select', year: y })}
        />
      </div>
      {loading ? (
        <p role="status">{c.loading}</p>
      ) : loadFailed || !answer ? (
        <p role="alert">
          {c.loadFailed} <Button type="button" label={c.retry} text onClick={() => actor.send({ type: 'retry' })} />
        </p>
      ) : answer.overall.submitted === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <>
          <StatChart answer={answer} />
          <div className="ach-scroll" tabIndex={0} role="region" aria-label={caption}>
            <table className="ach-table">
              <caption>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.department}</th>
                  <th scope="col">{t.teachers}</th>
                  <th scope="col">{t.submitted}</th>
                  <th scope="col">{t.drafts}</th>
                  {answer.areas.map((a) => (
                    <th key={a.id} scope="col">
                      {a.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => {
                  const Cell = i === rows.length - 1 ? 'strong' : 'span'
                  return (
                    <tr key={row.department}>
                      <th scope="row">
                        <Cell>{row.department}</Cell>
                      </th>
                      <td className="ach-num">{row.teachers}</td>
                      <td className="ach-num">{row.submitted}</td>
                      <td className="ach-num">{row.drafts}</td>
                      {answer.areas.map((a) => (
                        <td key={a.id} className="ach-num">
                          {scoreText(row.averages[`a${a.id}`])}
                        </td>
                      ))}
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  )
}
