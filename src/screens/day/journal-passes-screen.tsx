import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import type { ScreenProps } from '@/lib/screen-props'
import { attendancePercent } from '@/lib/journal-stats'
import { journalPassesMachine } from '@/machines/day/journal-passes.machine'
import { selectPasses, selectPassesFailure, selectPassesLoading } from '@/machines/day/journal-passes.selectors'
import { ValueBar } from '@/ui/value-bar'
import { journalTexts } from '@/texts/ru/journal'
import { StudentIDPage } from './student-id-page'
import './day.css'
import './journal.css'

const t = journalTexts.passes
const ru = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`

function PassesView({ studentID }: { studentID: number }) {
  const ref = useActorRef(journalPassesMachine, { input: { studentID } })
  const loading = useSelector(ref, selectPassesLoading)
  const passes = useSelector(ref, selectPasses)
  const failure = useSelector(ref, selectPassesFailure)
  if (failure)
    return (
      <>
        <h1>{t.title}</h1>
        <div role="alert" className="day-failure">
          <p>{journalTexts.failures[failure]}</p>
          {failure === 'failed' && (
            <Button type="button" label={journalTexts.journal.retry} onClick={() => ref.send({ type: 'load.retry' })} />
          )}
        </div>
      </>
    )
  if (loading || !passes)
    return (
      <>
        <h1>{t.title}</h1>
        <p role="status">{t.loading}</p>
      </>
    )
  const total = passes.rows.reduce(
    (sum, r) => ({ lessons: sum.lessons + r.lessons, valid: sum.valid + r.valid, invalid: sum.invalid + r.invalid }),
    { lessons: 0, valid: 0, invalid: 0 },
  )
  return (
    <>
      <h1>{t.heading(passes.fio, passes.group)}</h1>
      <p>{passes.semester}</p>
      <div className="day-scroll" tabIndex={0} role="region" aria-label={t.table}>
        <table className="zach-table journal-passes">
          <caption>{t.table}</caption>
          <thead>
            <tr>
              <th scope="col">{t.discipline}</th>
              <th scope="col">{t.lessons}</th>
              <th scope="col">{t.valid}</th>
              <th scope="col">{t.invalid}</th>
              <th scope="col">{t.attendance}</th>
            </tr>
          </thead>
          <tbody>
            {passes.rows.map((r) => {
              const percent = attendancePercent(r.lessons, r.valid + r.invalid)
              return (
                <tr key={r.journalID} className={r.invalid > 0 ? 'zach-debt' : undefined}>
                  <th scope="row">
                    <Link href={`/Journals/Journal/${r.journalID}`}>{r.discipline}</Link> (
                    {r.kind.toLocaleLowerCase('ru')})
                  </th>
                  <td>{r.lessons}</td>
                  <td>{r.valid}</td>
                  <td>{r.invalid}</td>
                  <td>
                    <span className="journal-bar-cell">
                      {journalTexts.journal.percent(percent)}
                      <ValueBar value={percent ?? 0} max={100} />
                    </span>
                  </td>
                </tr>
              )
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t.total}</th>
              <td>{total.lessons}</td>
              <td>{total.valid}</td>
              <td>{total.invalid}</td>
              <td>{journalTexts.journal.percent(attendancePercent(total.lessons, total.valid + total.invalid))}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <section aria-labelledby="passes-docs">
        <h2 id="passes-docs">{t.documents}</h2>
        {passes.passes.length ? (
          <ul>
            {passes.passes.map((p) => (
              <li key={p.dateFrom}>{t.period(ru(p.dateFrom), ru(p.dateTo), p.reason)}</li>
            ))}
          </ul>
        ) : (
          <p>{t.none}</p>
        )}
      </section>
    </>
  )
}

/** /Journals/StudentPasses/{studentID}: a student's absences by discipline, excused and not. */
export default function JournalPassesScreen({ params }: ScreenProps) {
  return (
    <StudentIDPage raw={params.studentID} badRequest={journalTexts.failures.badRequest}>
      {(studentID) => <PassesView key={studentID} studentID={studentID} />}
    </StudentIDPage>
  )
}
