import type { Sovet, SovetDecision, SovetMeeting } from '@/api/sovet'
import { sovetTexts as t } from '@/texts/ru/sovet'

const ruDay = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.')

/** The council's members as a table (the chair, deputies and the secretary first). */
export function MembersTable({ members }: { members: Sovet['members'] }) {
  return (
    <div className="boards-table-scroll" tabIndex={0} role="region" aria-label={t.membersTitle}>
      <table className="boards-table">
        <caption className="sr-only">{t.membersTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{t.colFio}</th>
            <th scope="col">{t.colPosition}</th>
            <th scope="col">{t.colDuty}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.id}>
              <th scope="row">{m.fio}</th>
              <td>{m.position}</td>
              <td>{t.duties[m.duty]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** One meeting: its day and time, the room, the agenda. */
export function MeetingCard({ meeting }: { meeting: SovetMeeting }) {
  const headingId = `sovet-meeting-${meeting.id}`
  return (
    <li className="admin-card" aria-labelledby={headingId}>
      <h4 id={headingId}>
        {t.meetingOf(ruDay(meeting.start))}, {meeting.start.slice(11, 16)}
      </h4>
      <p className="admin-meta">
        {t.place}: {meeting.place}
      </p>
      <p className="admin-meta">{t.agenda}:</p>
      <ol>
        {meeting.agenda.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    </li>
  )
}

/** The decisions of the chosen year with the documents that record them. */
export function DecisionsTable({ decisions }: { decisions: SovetDecision[] }) {
  if (!decisions.length) return <p>{t.noDecisions}</p>
  return (
    <div className="boards-table-scroll" tabIndex={0} role="region" aria-label={t.decisionsTitle}>
      <table className="boards-table">
        <caption className="sr-only">{t.decisionsTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{t.colNumber}</th>
            <th scope="col">{t.colDate}</th>
            <th scope="col">{t.colDecision}</th>
            <th scope="col">{t.colDocument}</th>
          </tr>
        </thead>
        <tbody>
          {decisions.map((d) => (
            <tr key={d.id}>
              <td>{d.number}</td>
              <td>{ruDay(d.date)}</td>
              <td>{d.title}</td>
              <td>{d.document}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
