import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { documentsMachine } from '@/machines/gia/documents.machine'
import { selectIsLoading, selectRows } from '@/machines/gia/documents.selectors'
import { SessionContext } from '@/hooks/session-context'
import { selectRoles } from '@/machines/session/session.selectors'
import { hasRole } from '@/lib/roles'
import { giaTexts as t } from '@/texts/ru/gia'
import './gia.css'

/** The secretary's reports (the chairman: the reports to confirm) in a plain accessible table. */
export default function DocumentsScreen() {
  const roles = SessionContext.useSelector(selectRoles)
  const actor = useActorRef(documentsMachine)
  const loading = useSelector(actor, selectIsLoading)
  const rows = useSelector(actor, selectRows)
  const secretary = hasRole(roles, 'Секретарь ГЭК')
  return (
    <div className="page gia-report">
      <h1>{t.documents}</h1>
      {secretary && (
        <p>
          <Link href="/GAK/Protocol">{t.create}</Link>
        </p>
      )}
      {loading ? (
        <p>{t.loading}</p>
      ) : rows.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <div className="gia-scroll">
          <table className="gia-table gia-docs">
            <thead>
              <tr>
                <th scope="col">{t.number}</th>
                <th scope="col">{t.direction}</th>
                <th scope="col">{t.level}</th>
                <th scope="col">{t.confirmed}</th>
                <th scope="col">
                  <span className="sr-only">{t.open}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.reportID}>
                  <td>{d.reportID}</td>
                  <td>{d['directionСipher']}</td>
                  <td>{t.levels[d.levelEducation]}</td>
                  <td>{d.veryfied ? t.yes : t.no}</td>
                  <td>
                    <Link href={`/GAK/Protocol/${d.reportID}`} aria-label={`${t.open} ${t.number} ${d.reportID}`}>
                      {t.open}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
