import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { departmentStats } from '@/api/effective'
import { selectReportLoading, selectStaffRows, selectYear } from '@/machines/achieve/rating-table.selectors'
import { effectiveTexts } from '@/texts/ru/effective'
import { BarCell } from './work-parts'
import { ReportPage, periodLabel, useReport } from './rating-parts'
import './achieve.css'

const t = effectiveTexts

/** /staff/EffectiveContract: every teacher's effective contract points for the year, each opening the card. */
export function EffectiveStaffScreen() {
  const actor = useReport('ecStaff')
  const loading = useSelector(actor, selectReportLoading)
  const rows = useSelector(actor, selectStaffRows)
  const year = useSelector(actor, selectYear)
  const max = rows[0]?.points ?? 0
  return (
    <ReportPage actor={actor} title={t.staffTitle} intro={t.staffIntro} empty={t.empty} rows={rows.length}>
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
                {r.excess > 0 ? <Link href={`/EffectiveContract/ExcessIndicators/${r.teacherID}`}>{r.excess}</Link> : 0}
              </td>
              <td>
                {r.done} / {r.indicators}
              </td>
              <td>{r.fulfilment}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportPage>
  )
}

/** /EffectiveContract/Statistics: the departments by their teachers' points and plan fulfilment. */
export function EffectiveStatScreen() {
  const actor = useReport('ecStaff')
  const loading = useSelector(actor, selectReportLoading)
  const rows = departmentStats(useSelector(actor, selectStaffRows))
  const year = useSelector(actor, selectYear)
  const max = rows[0]?.points ?? 0
  return (
    <ReportPage actor={actor} title={t.statTitle} intro={t.statIntro} empty={t.empty} rows={rows.length}>
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
    </ReportPage>
  )
}
