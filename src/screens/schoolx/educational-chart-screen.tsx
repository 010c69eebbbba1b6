import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { CHART_KINDS, type ChartKind } from '@/api/schoolx-chart'
import { chartMachine } from '@/machines/schoolx/chart.machine'
import * as sel from '@/machines/schoolx/chart.selectors'
import { schoolxPlansTexts } from '@/texts/ru/schoolx-plans'
import { PageLoading } from '@/ui/page-loading'
import './schoolx.css'
import './schoolx-plans.css'

const t = schoolxPlansTexts.chart
/** 'yyyy-mm-dd' → 'дд.мм' (the year is in the caption). */
const dayMonth = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}`

function Mark({ kind }: { kind: ChartKind }) {
  return (
    <>
      <span aria-hidden>{t.marks[kind]}</span>
      <span className="sr-only">{t.kinds[kind]}</span>
    </>
  )
}

/**
 * `/donstux/educationalChart`: the calendar graph of the programme's study year. The graph IS a table —
 * weeks down, modules across, each cell a coloured kind of week with its letter (and its name for screen
 * readers) — so it reads the same with or without colour; the last row counts each module's lesson weeks.
 */
export default function EducationalChartScreen() {
  const actor = useActorRef(chartMachine)
  const loading = useSelector(actor, sel.selectIsLoading)
  const failed = useSelector(actor, sel.selectFailed)
  const chart = useSelector(actor, sel.selectChart)
  if (loading) return <PageLoading />
  if (failed || !chart)
    return (
      <div className="page schoolx">
        <h1>{t.title}</h1>
        <div role="alert">
          <p>{t.loadFailed}</p>
          <Button type="button" label={t.retry} onClick={() => actor.send({ type: 'chart.retry' })} />
        </div>
      </div>
    )
  const caption = t.caption(chart.year)
  return (
    <div className="page schoolx">
      <h1>{t.title}</h1>
      <p className="schoolx-note">{t.intro}</p>
      <section aria-labelledby="chart-legend">
        <h2 id="chart-legend">{t.legend}</h2>
        <ul className="schoolx-chart-legend">
          {CHART_KINDS.map((kind) => (
            <li key={kind}>
              <span className={`schoolx-chart-cell schoolx-chart-${kind}`} aria-hidden>
                {t.marks[kind]}
              </span>{' '}
              {t.kinds[kind]}
            </li>
          ))}
        </ul>
      </section>
      {chart.modules.length === 0 ? (
        <p>{t.noModules}</p>
      ) : (
        <div className="schoolx-scroll schoolx-chart-wrap" tabIndex={0} role="region" aria-label={caption}>
          <table className="schoolx-table schoolx-chart">
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.colWeek}</th>
                <th scope="col">{t.colDates}</th>
                {chart.modules.map((m) => (
                  <th scope="col" key={m.moduleID}>
                    {m.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.weeks.map((w, i) => (
                <tr key={w.week}>
                  <th scope="row">{w.week}</th>
                  <td className="schoolx-chart-dates">{`${dayMonth(w.start)} — ${dayMonth(w.end)}`}</td>
                  {chart.modules.map((m) => (
                    <td key={m.moduleID} className={`schoolx-chart-cell schoolx-chart-${m.cells[i]}`}>
                      <Mark kind={m.cells[i]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {t.totals}
                </th>
                {chart.modules.map((m) => (
                  <td key={m.moduleID} className="num">
                    {sel.kindCounts(m.cells).lesson}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </div>
  )
}
