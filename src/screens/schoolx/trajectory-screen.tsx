import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Link } from 'wouter'
import { formatRuDate } from '@/lib/dates'
import type { ScreenProps } from '@/lib/screen-props'
import { trajectoryMachine } from '@/machines/schoolx/trajectory.machine'
import * as sel from '@/machines/schoolx/trajectory.selectors'
import { schoolxAdminTexts } from '@/texts/ru/schoolx-admin'
import { PageLoading } from '@/ui/page-loading'
import './schoolx.css'

const t = schoolxAdminTexts.trajectory
const idOf = (value: string | undefined) => (value && /^-?\d+$/.test(value) ? Number(value) : null)

/** `/donstux/trajectory/{userID?}`: a participant's modules period by period, with marks and the feedback given. */
export default function TrajectoryScreen({ params }: ScreenProps) {
  const userID = idOf(params.userID)
  const actor = useActorRef(trajectoryMachine, { input: { userID } })
  const loading = useSelector(actor, sel.selectIsLoading)
  const notFound = useSelector(actor, sel.selectNotFound)
  const failed = useSelector(actor, sel.selectFailed)
  const trajectory = useSelector(actor, sel.selectTrajectory)
  if (loading) return <PageLoading />
  if (notFound || failed || !trajectory)
    return (
      <div className="page schoolx">
        <h1>{t.title}</h1>
        {failed ? (
          <div role="alert">
            <p>{t.loadFailed}</p>
            <Button type="button" label={t.retry} onClick={() => actor.send({ type: 'trajectory.retry' })} />
          </div>
        ) : (
          <p>{t.notFound}</p>
        )}
      </div>
    )
  const { student, periods } = trajectory
  return (
    <div className="page schoolx">
      {userID !== null && (
        <p>
          <Link href="/donstux/Admin/Users">{t.back}</Link>
        </p>
      )}
      <h1>{t.title}</h1>
      <p>{t.who(student.fio, student.grade, student.school)}</p>
      <p className="schoolx-deadline">{t.total(trajectory.points)}</p>
      {periods.length === 0 && <p>{t.noPeriods}</p>}
      <ol className="schoolx-timeline">
        {periods.map((p) => (
          <li key={p.periodID} className="schoolx-timeline-period">
            <h2>{p.name}</h2>
            <p className="schoolx-muted">
              {t.periodDates(formatRuDate(p.dateStart), formatRuDate(p.dateEnd))} · {schoolxAdminTexts.stages[p.stage]}
            </p>
            <div className="schoolx-scroll" tabIndex={0} role="region" aria-label={t.caption(p.name)}>
              <table className="schoolx-table">
                <caption>{t.caption(p.name)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.colModule}</th>
                    <th scope="col">{t.colMark}</th>
                    <th scope="col">{t.colForms}</th>
                    <th scope="col">{t.colPoints}</th>
                  </tr>
                </thead>
                <tbody>
                  {p.modules.map((m) => (
                    <tr key={m.moduleID}>
                      <th scope="row">
                        <Link href={`/modules/module/view/${m.moduleID}`}>{m.name}</Link>
                      </th>
                      <td className="num">{m.mark ?? t.noMark}</td>
                      <td className="num">{t.forms(m.forms, m.total)}</td>
                      <td className="num">{m.points}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </li>
        ))}
      </ol>
    </div>
  )
}
