import { useSelector } from '@xstate/react'
import type { RatingKind } from '@/api/rating'
import { selectRatingRows, selectReportLoading, selectYear } from '@/machines/achieve/rating-table.selectors'
import { SessionContext } from '@/hooks/session-context'
import { selectUser } from '@/machines/session/session.selectors'
import type { ScreenProps } from '@/lib/screen-props'
import { ratingTexts } from '@/texts/ru/rating'
import { BarCell } from './work-parts'
import { ReportPage, periodLabel, useReport } from './rating-parts'
import './achieve.css'

const t = ratingTexts
/** Rows keyed by a person: the signed-in one's own row is marked. */
const PERSONAL: readonly RatingKind[] = ['students', 'teachers', 'myDepartment']

/**
 * A rating table: place (ties share it), name, group / department / faculty, points with a bar,
 * confirmed and waiting achievements; filtered by academic year (and category for students).
 */
function RatingTable({ kind, categoryParam }: { kind: RatingKind; categoryParam?: string }) {
  const me = SessionContext.useSelector(selectUser)
  const actor = useReport(kind, categoryParam)
  const loading = useSelector(actor, selectReportLoading)
  const rows = useSelector(actor, selectRatingRows)
  const year = useSelector(actor, selectYear)
  const max = rows[0]?.points ?? 0
  const mine = (key: number) => PERSONAL.includes(kind) && key === me?.userID
  return (
    <ReportPage
      actor={actor}
      title={t.titles[kind]}
      intro={t.intro[kind]}
      empty={t.empty}
      rows={rows.length}
      categories={kind === 'students'}
    >
      <table className="ach-table" aria-label={t.table(t.titles[kind], periodLabel(year))} aria-busy={loading}>
        <thead>
          <tr>
            <th scope="col">{t.place}</th>
            <th scope="col">{t.name[kind]}</th>
            <th scope="col">{t.unit[kind]}</th>
            <th scope="col">{t.points}</th>
            <th scope="col">{t.works}</th>
            <th scope="col">{t.pending}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className={mine(r.key) ? 'ach-me' : undefined}>
              <td>{r.place}</td>
              <th scope="row">
                {r.name} {mine(r.key) && <strong>{t.you}</strong>}
              </th>
              <td>{r.unit}</td>
              <BarCell value={r.points} max={max} />
              <td>{r.works}</td>
              <td>{r.pending}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportPage>
  )
}

/** /portfolio/ratingAll/{competitionID?}: the students' rating, in one category when the path names it. */
export function StudentsRatingScreen({ params }: ScreenProps) {
  return <RatingTable kind="students" categoryParam={params.competitionID} />
}
/** /Portfolio/TeachersRating. */
export const TeachersRatingScreen = () => <RatingTable kind="teachers" />
/** /teachingStaffRating: the departments by their teachers' points. */
export const DepartmentsRatingScreen = () => <RatingTable kind="departments" />
/** /statFacultsPoints. */
export const FacultiesRatingScreen = () => <RatingTable kind="faculties" />
/** /Portfolio/Verifier/teachersZavKaf: the head's own department's teachers. */
export const DepartmentTeachersScreen = () => <RatingTable kind="myDepartment" />
