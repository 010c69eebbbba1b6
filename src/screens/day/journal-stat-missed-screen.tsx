import { useSelector, shallowEqual } from '@xstate/react'
import { Link } from 'wouter'
import { selectMissedRows } from '@/machines/day/journal-stat.selectors'
import { ValueBar } from '@/ui/value-bar'
import { journalPagesTexts } from '@/texts/ru/journal-pages'
import { StatStatus, useStatActor } from './journal-stat-parts'

const t = journalPagesTexts.stat.missed

/** /Journals/Stat/MissedDays: the students with the most missed lessons of the semester. */
export default function JournalStatMissedScreen() {
  const actor = useStatActor('missed')
  const rows = useSelector(actor, selectMissedRows, shallowEqual)
  const most = Math.max(1, ...(rows ?? []).map((r) => r.missed))
  return (
    <div className="page">
      <h1>{t.title}</h1>
      <StatStatus actor={actor} />
      {rows &&
        (rows.length === 0 ? (
          <p>{journalPagesTexts.stat.empty}</p>
        ) : (
          <div className="day-scroll" tabIndex={0} role="region" aria-label={t.table(rows.length)}>
            <table className="zach-table journal-stat">
              <caption>{t.table(rows.length)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.rank}</th>
                  <th scope="col">{t.fio}</th>
                  <th scope="col">{t.group}</th>
                  <th scope="col">{t.missed}</th>
                  <th scope="col">{t.valid}</th>
                  <th scope="col">{t.invalid}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <tr key={r.studentID}>
                    <td>{i + 1}</td>
                    <th scope="row">
                      <Link href={`/Journals/StudentPasses/${r.studentID}`}>{r.fio}</Link>
                    </th>
                    <td>{r.group}</td>
                    <td>
                      <span className="journal-bar-cell">
                        {r.missed}
                        <ValueBar value={r.missed} max={most} />
                      </span>
                    </td>
                    <td>{r.valid}</td>
                    <td>{r.missed - r.valid}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </div>
  )
}
