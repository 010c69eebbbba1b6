import { useSelector } from '@xstate/react'
import { selectReportLoading, selectStatRows, selectYear } from '@/machines/achieve/rating-table.selectors'
import { ratingTexts } from '@/texts/ru/rating'
import { BarCell } from './work-parts'
import { ReportPage, periodLabel, useReport } from './rating-parts'
import './achieve.css'

const t = ratingTexts.stat
const COLUMNS = ['works', 'confirmed', 'pending', 'returned', 'people'] as const

/** /portfolio/globalStat: achievements per category by status, their points and participants, per year. */
export default function RatingStatScreen() {
  const actor = useReport('stat')
  const loading = useSelector(actor, selectReportLoading)
  const rows = useSelector(actor, selectStatRows)
  const year = useSelector(actor, selectYear)
  const max = Math.max(0, ...rows.map((r) => r.points))
  const total = (key: (typeof COLUMNS)[number] | 'points') => rows.reduce((sum, r) => sum + r[key], 0)
  return (
    <ReportPage actor={actor} title={t.title} intro={t.intro} empty="" rows={rows.length}>
      <table className="ach-table" aria-label={ratingTexts.table(t.table, periodLabel(year))} aria-busy={loading}>
        <thead>
          <tr>
            <th scope="col">{ratingTexts.category}</th>
            {COLUMNS.slice(0, 4).map((c) => (
              <th key={c} scope="col">
                {t[c]}
              </th>
            ))}
            <th scope="col">{t.points}</th>
            <th scope="col">{t.people}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.categoryID}>
              <th scope="row">{r.name}</th>
              {COLUMNS.slice(0, 4).map((c) => (
                <td key={c}>{r[c]}</td>
              ))}
              <BarCell value={r.points} max={max} />
              <td>{r.people}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t.total}</th>
            {COLUMNS.slice(0, 4).map((c) => (
              <td key={c}>{total(c)}</td>
            ))}
            <td>{total('points')}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </ReportPage>
  )
}
