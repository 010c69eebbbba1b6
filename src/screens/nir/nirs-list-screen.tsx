import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { SnapshotFrom } from 'xstate'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { nirsListMachine } from '@/machines/nir/nir-semestr.machine'
import { NIRS_SEMESTERS, NIRS_STUDENT_ROLE } from '@/lib/constants/nir-semestr'
import { SessionContext } from '@/hooks/session-context'
import { selectRoles } from '@/machines/session/session.selectors'
import { hasRole } from '@/lib/roles'
import { nirsTexts as t } from '@/texts/ru/nir-semestr'
import { FilterSelect } from '@/ui/filter-select'
import { nirsErrorText } from './nirs-parts'
import './nir.css'
import './finnir.css'

type S = SnapshotFrom<typeof nirsListMachine>
const selectLoading = (s: S) => s.matches('loading')
const selectFailed = (s: S) => s.matches('failed')
const selectRows = (s: S) => s.context.rows
const selectSem = (s: S) => s.context.sem
const selectError = (s: S) => s.context.error
const SEM_OPTIONS = [
  { value: 0, label: t.allSemesters },
  ...NIRS_SEMESTERS.map((n) => ({ value: n, label: t.semesterN(n) })),
]

/** /NIRSemestr/NIRSList: the master students' semester reports (the research admin: all; a supervisor: their students'; a master student: their own semesters). */
export default function NirsListScreen() {
  const actor = useActorRef(nirsListMachine)
  const loading = useSelector(actor, selectLoading)
  const failed = useSelector(actor, selectFailed)
  const error = useSelector(actor, selectError)
  const rows = useSelector(actor, selectRows, shallowEqual)
  const sem = useSelector(actor, selectSem)
  const roles = SessionContext.useSelector(selectRoles)
  const title = hasRole(roles, NIRS_STUDENT_ROLE) ? t.pageTitle : t.listTitle
  return (
    <div className="page nir-page">
      <header className="nir-header">
        <h1>{title}</h1>
      </header>
      <FilterSelect
        label={t.semester}
        options={SEM_OPTIONS}
        value={sem}
        onChange={(value) => actor.send({ type: 'sem.change', sem: value ?? 0 })}
      />
      {failed ? (
        <div>
          <Message severity="warn" text={nirsErrorText(error)} role="alert" />
          {error?.code === 'failed' ? (
            <Button label={t.retry} className="nir-retry" onClick={() => actor.send({ type: 'load.retry' })} />
          ) : null}
        </div>
      ) : loading ? (
        <p role="status">{t.loading}</p>
      ) : rows.length === 0 ? (
        <p>{t.noRows}</p>
      ) : (
        <div className="nir-table-card">
          <table className="nir-table" aria-label={title}>
            <thead>
              <tr>
                <th scope="col">{t.colStudent}</th>
                <th scope="col">{t.colGroup}</th>
                <th scope="col">{t.colSemester}</th>
                <th scope="col">{t.colTopic}</th>
                <th scope="col">{t.colSupervisor}</th>
                <th scope="col">{t.colReport}</th>
                <th scope="col">{t.colMark}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.studentID}-${r.semester}`} data-student-id={r.studentID}>
                  <td data-label={t.colStudent}>
                    <Link
                      href={`/NIRSemestr/NIRSemestr/${r.studentID}/${r.semester}/1`}
                      aria-label={t.openStudent(r.fio, r.semester)}
                    >
                      {r.fio}
                    </Link>
                  </td>
                  <td data-label={t.colGroup}>{r.group}</td>
                  <td data-label={t.colSemester}>{r.semester}</td>
                  <td data-label={t.colTopic}>{r.topic}</td>
                  <td data-label={t.colSupervisor}>{r.supervisor}</td>
                  <td data-label={t.colReport}>{r.fileName || <span className="finnir-muted">{t.noReport}</span>}</td>
                  <td data-label={t.colMark}>{r.mark || <span className="finnir-muted">{t.notMarked}</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
