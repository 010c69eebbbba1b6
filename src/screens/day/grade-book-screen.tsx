import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Link } from 'wouter'
import type { Grade } from '@/api/day'
import { studentSearchSchema } from '@/api/day'
import { GRADE_BOOK_READER_ROLES } from '@/lib/constants/day'
import { isDebt } from '@/lib/day-grades'
import type { ScreenProps } from '@/lib/screen-props'
import { hasRole, ROLES } from '@/lib/roles'
import { SessionContext } from '@/hooks/session-context'
import { gradeBookMachine } from '@/machines/day/grade-book.machine'
import {
  selectAverage,
  selectDebtCount,
  selectFailure,
  selectFound,
  selectIsFinding,
  selectIsLoading,
  selectIsSearching,
  selectSemester,
  selectSemesters,
  selectStudent,
} from '@/machines/day/grade-book.selectors'
import { selectRoles } from '@/machines/session/session.selectors'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { SubmitButton } from '@/ui/form/submit-button'
import { TextField } from '@/ui/form/text-field'
import { gradeTexts as t } from '@/texts/ru/day'
import { ValueBar } from '@/ui/value-bar'
import './day.css'

const ruDay = (day: string) => day.split('-').reverse().join('.')
const formatAverage = (n: number | null) => (n === null ? t.noAverage : n.toFixed(2).replace('.', ','))

type Actor = ReturnType<typeof useActorRef<typeof gradeBookMachine>>

function FindStudent({ actor }: { actor: Actor }) {
  const form = useAppForm(studentSearchSchema, { defaultValues: { fio: '' } })
  const busy = useSelector(actor, selectIsSearching)
  const found = useSelector(actor, selectFound)
  return (
    <section aria-labelledby="zach-find">
      <h2 id="zach-find">{t.find}</h2>
      <p>{t.notStudent}</p>
      <AppForm
        form={form}
        busy={busy}
        label={t.find}
        onSubmit={(values) => actor.send({ type: 'students.search', fio: values.fio })}
      >
        <TextField name="fio" label={t.findLabel} required hint={t.findHint} maxLength={100} />
        <SubmitButton label={t.findSubmit} icon="pi pi-search" />
      </AppForm>
      {found && found.length === 0 && <p role="status">{t.findEmpty}</p>}
      {found && found.length > 0 && (
        <ul className="day-entries" aria-label={t.find}>
          {found.map((p) => (
            <li key={p.id}>
              <Link href={`/EducationalActivity/ZachBook/${p.id}`} aria-label={t.openBook(p.fio)}>
                <span className="day-entry-name">{p.fio}</span>
                {p.info && <span className="day-entry-hint">{p.info}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function GradeTable({ rows, caption }: { rows: Grade[]; caption: string }) {
  return (
    <div className="day-scroll">
      <table className="zach-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.discipline}</th>
            <th scope="col">{t.kind}</th>
            <th scope="col">{t.hours}</th>
            <th scope="col">{t.mark}</th>
            <th scope="col">{t.date}</th>
            <th scope="col">{t.teacher}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((g) => (
            <tr key={g.id} className={isDebt(g) ? 'zach-debt' : undefined}>
              <th scope="row">{g.discipline}</th>
              <td>{t.kinds[g.kind]}</td>
              <td>{g.hours}</td>
              <td>
                {t.marks[g.mark]}
                {isDebt(g) && <strong className="zach-debt-label">{` — ${t.debt}`}</strong>}
              </td>
              <td>{ruDay(g.date)}</td>
              <td>{g.teacher}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** /EducationalActivity/ZachBook/{studentID?}: marks by semester, the average mark and the debts. */
export default function GradeBookScreen({ params }: ScreenProps) {
  const roles = SessionContext.useSelector(selectRoles)
  const raw = params.studentID
  const studentID = raw === undefined ? null : /^[1-9]\d*$/.test(raw) ? Number(raw) : -1
  const reader = hasRole(roles, ...GRADE_BOOK_READER_ROLES)
  const find = studentID === null && reader && !hasRole(roles, ROLES.student.name)
  const actor = useActorRef(gradeBookMachine, { input: { studentID, find } })
  const loading = useSelector(actor, selectIsLoading)
  const finding = useSelector(actor, selectIsFinding)
  const failure = useSelector(actor, selectFailure)
  const student = useSelector(actor, selectStudent, shallowEqual)
  const semesters = useSelector(actor, selectSemesters)
  const semester = useSelector(actor, selectSemester)
  const average = useSelector(actor, selectAverage)
  const debtCount = useSelector(actor, selectDebtCount)
  const shown = semesters.filter((s) => semester === null || s.semester === semester)
  const debts = semesters.flatMap((s) => s.rows.filter(isDebt))

  return (
    <div className="page zach-page">
      <h1>{student ? `${t.title}: ${student.fio}` : t.title}</h1>
      {finding && <FindStudent actor={actor} />}
      {loading && <p>{t.loading}</p>}
      {failure && (
        <div role="alert" className="day-failure">
          <p>
            {failure === 'forbidden'
              ? t.forbidden
              : failure === 'notFound'
                ? t.notFound
                : failure === 'badRequest'
                  ? t.badRequest
                  : t.failed}
          </p>
          {failure === 'failed' && (
            <Button type="button" label={t.retry} onClick={() => actor.send({ type: 'load.retry' })} />
          )}
        </div>
      )}
      {student && (
        <>
          <dl className="zach-facts">
            <div>
              <dt>{t.bookNumber}</dt>
              <dd>{student.bookNumber}</dd>
            </div>
            <div>
              <dt>{t.group}</dt>
              <dd>
                <Link href="/Rasp/My">{student.group}</Link>
              </dd>
            </div>
            <div>
              <dt>{t.course}</dt>
              <dd>{student.course}</dd>
            </div>
            <div>
              <dt title={t.averageHint}>{t.average}</dt>
              <dd className="zach-average">{formatAverage(average)}</dd>
            </div>
            <div>
              <dt>{t.debts}</dt>
              <dd className={debtCount > 0 ? 'zach-debt-count' : undefined}>{debtCount}</dd>
            </div>
          </dl>
          {semesters.length === 0 ? (
            <p>{t.empty}</p>
          ) : (
            <>
              {debts.length > 0 ? (
                <GradeTable rows={debts} caption={t.debtsList(debts.length)} />
              ) : (
                <p className="zach-no-debts">{t.noDebts}</p>
              )}
              <div className="day-scroll">
                <table className="zach-table zach-averages">
                  <caption>{t.bySemester}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t.filter}</th>
                      <th scope="col">{t.average}</th>
                      <th scope="col">{t.debts}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {semesters.map((s) => (
                      <tr key={s.semester}>
                        <th scope="row">{t.semester(s.semester)}</th>
                        <td>
                          <span className="zach-bar-cell">
                            <span>{formatAverage(s.average)}</span>
                            {/* from 2 (an empty bar) to 5 (a full one) */}
                            <ValueBar value={s.average === null ? 0 : s.average - 2} max={3} />
                          </span>
                        </td>
                        <td>{s.debts}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div role="group" aria-label={t.filter} className="day-tabs zach-filter">
                <Button
                  type="button"
                  label={t.allSemesters}
                  aria-pressed={semester === null}
                  outlined={semester !== null}
                  onClick={() => actor.send({ type: 'semester.select', semester: null })}
                />
                {semesters.map((s) => (
                  <Button
                    key={s.semester}
                    type="button"
                    label={t.semester(s.semester)}
                    aria-pressed={semester === s.semester}
                    outlined={semester !== s.semester}
                    onClick={() => actor.send({ type: 'semester.select', semester: s.semester })}
                  />
                ))}
              </div>
              {shown.map((s) => (
                <GradeTable
                  key={s.semester}
                  rows={s.rows}
                  caption={t.semesterYear(s.semester, s.rows[0]?.year ?? '')}
                />
              ))}
            </>
          )}
        </>
      )}
    </div>
  )
}
