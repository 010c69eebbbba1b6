import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { departmentStats } from '@/api/effective'
import {
  selectFirstLoad,
  selectReportLoading,
  selectStaffRows,
  selectYear,
} from '@/machines/achieve/rating-table.selectors'
import { effectiveTexts } from '@/texts/ru/effective'
import { ratingTexts } from '@/texts/ru/rating'
import { BarCell } from './work-parts'
import { ReportError, ReportFilters, periodLabel, useReport } from './rating-parts'
import './achieve.css'

const t = effectiveTexts

/** /staff/EffectiveContract: every teacher's effective contract points for the year, each opening the card. */
export function EffectiveStaffScreen() {
  const actor = useReport('ecStaff')
  const first = useSelector(actor, selectFirstLoad)
  const loading = useSelector(actor, selectReportLoading)
  const rows = useSelector(actor, selectStaffRows)
  const year = useSelector(actor, selectYear)
  const max = rows[0]?.points ?? 0
  return (
    <div className="page ach-page">
      <h1>{t.staffTitle}</h1>
      <p>{t.staffIntro}</p>
      <ReportFilters actor={actor} />
      <ReportError actor={actor} />
      {first ? (
        <p role="status">{ratingTexts.loading}</p>
      ) : rows.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <div className="ach-scroll">
          <table className="ach-table" aria-label={t.table(t.staffTitle, '', periodLabel(year))} aria-busy={loading}>
            <thead>
              <tr>
                <th scope="col">{t.place}</th>
                <th scope="col">{t.teacher}</th>
                <th scope="col">{t.department}</th>
                <th scope="col">{t.points}</th>
                <th scope="col">{t.excess}</th>
                <th scope="col">{t.done}</th>
                <th scope="col">{t.fulfilment}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.teacherID}>
                  <td>{r.place}</td>
                  <th scope="row">
                    <Link href={`/EffectiveContract/${r.teacherID}`}>{r.name}</Link>
                  </th>
                  <td>{r.department}</td>
                  <BarCell value={r.points} max={max} />
                  <td>
                    {r.excess > 0 ? (
                      <Link href={`/EffectiveContract/ExcessIndicators/${r.teacherID}`}>{r.excess}</Link>
                    ) : (
                      0
                    )}
                  </td>
                  <td>
                    {r.done} / {r.indicators}
                  </td>
                  <td>{r.fulfilment}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

/** /EffectiveContract/Statistics: the departments by their teachers' points and plan fulfilment. */
export function EffectiveStatScreen() {
  const actor = useReport('ecStaff')
  const first = useSelector(actor, selectFirstLoad)
  const loading = useSelector(actor, selectReportLoading)
  const rows = departmentStats(useSelector(actor, selectStaffRows))
  const year = useSelector(actor, selectYear)
  const max = rows[0]?.points ?? 0
  return (
    <div className="page ach-page">
      <h1>{t.statTitle}</h1>
      <p>{t.statIntro}</p>
      <ReportFilters actor={actor} />
      <ReportError actor={actor} />
      {first ? (
        <p role="status">{ratingTexts.loading}</p>
      ) : rows.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <div className="ach-scroll">
          <table className="ach-table" aria-label={t.table(t.statTitle, '', periodLabel(year))} aria-busy={loading}>
            <thead>
              <tr>
                <th scope="col">{t.place}</th>
                <th scope="col">{t.department}</th>
                <th scope="col">{t.teachers}</th>
                <th scope="col">{t.points}</th>
                <th scope="col">{t.average}</th>
                <th scope="col">{t.fulfilment}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.department}>
                  <td>{r.place}</td>
                  <th scope="row">{r.department}</th>
                  <td>{r.teachers}</td>
                  <BarCell value={r.points} max={max} />
                  <td>{r.average}</td>
                  <td>{r.fulfilment}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
