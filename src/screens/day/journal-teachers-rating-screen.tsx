import { useSelector } from '@xstate/react'
import { SessionContext } from '@/hooks/session-context'
import { selectUser } from '@/machines/session/session.selectors'
import { selectRating } from '@/machines/day/journal-stat.selectors'
import { journalFormingTexts } from '@/texts/ru/journal-forming'
import { PercentCell, StatStatus, useStatActor } from './journal-stat-parts'

const t = journalFormingTexts.rating

/** /Journals/TeachersRating: every teacher ranked by the share of their lessons held with journal entries. */
export default function JournalTeachersRatingScreen() {
  const actor = useStatActor('rating')
  const rows = useSelector(actor, selectRating)
  const me = SessionContext.useSelector(selectUser)?.userID
  return (
    <div className="page">
      <h1>{t.title}</h1>
      <StatStatus actor={actor} />
      {rows && (
        <div className="day-scroll" tabIndex={0} role="region" aria-label={t.table}>
          <table className="zach-table journal-stat">
            <caption>{t.table}</caption>
            <thead>
              <tr>
                <th scope="col">{t.place}</th>
                <th scope="col">{t.teacher}</th>
                <th scope="col">{t.department}</th>
                <th scope="col">{t.journals}</th>
                <th scope="col">{t.held}</th>
                <th scope="col">{t.filled}</th>
                <th scope="col">{t.percent}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.teacherID} aria-current={r.teacherID === me ? 'true' : undefined}>
                  <td>{r.place}</td>
                  <th scope="row">
                    {r.teacher}
                    {r.teacherID === me && <strong> ({t.you})</strong>}
                  </th>
                  <td>{r.department}</td>
                  <td>{r.journals}</td>
                  <td>{r.held}</td>
                  <td>{r.filled}</td>
                  <PercentCell percent={r.percent} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
