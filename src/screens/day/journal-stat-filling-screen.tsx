import { useSelector, shallowEqual } from '@xstate/react'
import { fillingPercent } from '@/lib/journal-stats'
import { selectFillingRows } from '@/machines/day/journal-stat.selectors'
import { journalPagesTexts } from '@/texts/ru/journal-pages'
import { PercentCell, StatStatus, useStatActor } from './journal-stat-parts'

const t = journalPagesTexts.stat.filling

/** /Journals/Stat/Filling: per teacher, the lessons held and how many of them have marks entered. */
export default function JournalStatFillingScreen() {
  const actor = useStatActor('filling')
  const rows = useSelector(actor, selectFillingRows, shallowEqual)
  return (
    <div className="page">
      <h1>{t.title}</h1>
      <StatStatus actor={actor} />
      {rows &&
        (rows.length === 0 ? (
          <p>{journalPagesTexts.stat.empty}</p>
        ) : (
          <div className="day-scroll" tabIndex={0} role="region" aria-label={t.table}>
            <table className="zach-table journal-stat">
              <caption>{t.table}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.teacher}</th>
                  <th scope="col">{t.journals}</th>
                  <th scope="col">{t.held}</th>
                  <th scope="col">{t.filled}</th>
                  <th scope="col">{t.percent}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.teacherID}>
                    <th scope="row">{r.teacher}</th>
                    <td>{r.journals}</td>
                    <td>{r.held}</td>
                    <td>{r.filled}</td>
                    <PercentCell percent={fillingPercent(r.held, r.filled)} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </div>
  )
}
