import { useActorRef, useSelector } from '@xstate/react'
import { WORK_LEVELS, WORK_RESULTS, pointsFor } from '@/api/achieve'
import { ratingMachine } from '@/machines/achieve/portfolio.machine'
import {
  selectRating,
  selectRatingFailed,
  selectRatingLoading,
  selectRatingRefs,
} from '@/machines/achieve/portfolio.selectors'
import { SessionContext } from '@/hooks/session-context'
import { selectUser } from '@/machines/session/session.selectors'
import { achieveTexts } from '@/texts/ru/achieve'
import { BarCell } from './work-parts'
import './achieve.css'

const t = achieveTexts.work

/** /Portfolio/PointsTable: the students' rating by points of confirmed achievements, and the points table. */
export default function RatingScreen() {
  const me = SessionContext.useSelector(selectUser)
  const actor = useActorRef(ratingMachine)
  const loading = useSelector(actor, selectRatingLoading)
  const failed = useSelector(actor, selectRatingFailed)
  const rating = useSelector(actor, selectRating)
  const refs = useSelector(actor, selectRatingRefs)
  const max = rating[0]?.points ?? 0
  return (
    <div className="page ach-page">
      <h1>{t.ratingTitle}</h1>
      {loading ? (
        <p role="status">{t.loading}</p>
      ) : failed ? (
        <p role="alert">{t.errors.loadFailed}</p>
      ) : (
        <>
          <div className="ach-scroll" tabIndex={0} role="region" aria-label={t.ratingTable}>
            <table className="ach-table" aria-label={t.ratingTable}>
              <thead>
                <tr>
                  <th scope="col">{t.place}</th>
                  <th scope="col">{t.person}</th>
                  <th scope="col">{t.worksCount}</th>
                  <th scope="col">{t.points}</th>
                </tr>
              </thead>
              <tbody>
                {rating.map((r) => (
                  <tr key={r.userID} className={r.userID === me?.userID ? 'ach-me' : undefined}>
                    <td>{r.place}</td>
                    <td>
                      {r.userName} {r.userID === me?.userID && <strong>{t.you}</strong>}
                    </td>
                    <td>{r.works}</td>
                    <BarCell value={r.points} max={max} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2 id="points-table-heading">{t.pointsTable}</h2>
          <div className="ach-scroll" tabIndex={0} role="region" aria-labelledby="points-table-heading">
            <table className="ach-table" aria-labelledby="points-table-heading">
              <thead>
                <tr>
                  <th scope="col">{t.category}</th>
                  <th scope="col">{t.level}</th>
                  {WORK_RESULTS.map((r) => (
                    <th key={r} scope="col">
                      {t.results[r]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {refs.categories.flatMap((c) =>
                  WORK_LEVELS.map((l) => (
                    <tr key={`${c.id}-${l}`}>
                      <td>{c.name}</td>
                      <td>{t.levels[l]}</td>
                      {WORK_RESULTS.map((r) => (
                        <td key={r}>{pointsFor(refs.points, c.id, l, r)}</td>
                      ))}
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  )
}
