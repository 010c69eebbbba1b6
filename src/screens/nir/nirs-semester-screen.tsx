import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { SnapshotFrom } from 'xstate'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { nirsPageMachine } from '@/machines/nir/nir-semestr.machine'
import type { ScreenProps } from '@/lib/screen-props'
import { nirsTexts as t } from '@/texts/ru/nir-semestr'
import { claimIdOf } from './finnir-parts'
import { MarkForm, ReportCard, ReportForm, nirsErrorText, type NirsActor } from './nirs-parts'
import './nir.css'
import './finnir.css'

type S = SnapshotFrom<typeof nirsPageMachine>
const selectLoading = (s: S) => s.matches('loading')
const selectFailed = (s: S) => s.matches('failed')
const selectPage = (s: S) => s.context.page
const selectError = (s: S) => s.context.error
const selectFormKey = (s: S) => s.context.formKey
const selectDone = (s: S) => s.context.done

/**
 * /NIRSemestr/NIRSemestr/{SID?}/{SEM?}/{BaseList?}: one master student's research work in a semester
 * (SID: the student, the signed-in one when absent; SEM: the semester, their current one when absent;
 * BaseList: came from the list, which the page links back to). The student uploads the report until it
 * is marked; the supervisor (the research admin) marks it.
 */
export default function NirsSemesterScreen({ params }: ScreenProps) {
  const sid = claimIdOf(params.SID)
  const sem = claimIdOf(params.SEM)
  const fromList = Boolean(params.BaseList)
  const bad = Number.isNaN(sid) || Number.isNaN(sem)
  return (
    <div className="page nir-page">
      <header className="nir-header">
        <h1>{t.pageTitle}</h1>
      </header>
      {fromList ? <Link href="/NIRSemestr/NIRSList">{t.toList}</Link> : null}
      {bad ? (
        <Message severity="warn" text={t.badSemester} />
      ) : (
        <Semester key={`${sid}/${sem}`} sid={sid} sem={sem} base={params.BaseList ?? ''} />
      )}
    </div>
  )
}

function Semester({ sid, sem, base }: { sid: number | null; sem: number | null; base: string }) {
  const actor = useActorRef(nirsPageMachine, { input: { sid, sem } })
  const loading = useSelector(actor, selectLoading)
  const failed = useSelector(actor, selectFailed)
  const page = useSelector(actor, selectPage)
  const error = useSelector(actor, selectError)
  if (loading) return <p role="status">{t.loading}</p>
  if (failed || !page)
    return (
      <div>
        <Message severity="warn" text={nirsErrorText(error)} role="alert" />
        {error?.code === 'failed' ? (
          <Button label={t.retry} className="nir-retry" onClick={() => actor.send({ type: 'load.retry' })} />
        ) : null}
      </div>
    )
  const tail = base ? `/${base}` : ''
  return (
    <>
      <nav aria-label={t.semester} className="nir-row-actions">
        {page.semesters.map((s) => (
          <Link
            key={s.semester}
            href={`/NIRSemestr/NIRSemestr/${page.student.id}/${s.semester}${tail}`}
            aria-current={s.semester === page.semester ? 'page' : undefined}
            className={`p-button p-button-sm ${s.semester === page.semester ? '' : 'p-button-outlined'}`}
          >
            {t.semesterN(s.semester)}
            {s.mark ? `: ${s.mark}` : ''}
          </Link>
        ))}
      </nav>
      <h2>{t.semesterN(page.semester)}</h2>
      <Forms actor={actor} />
    </>
  )
}

function Forms({ actor }: { actor: NirsActor }) {
  const page = useSelector(actor, selectPage)!
  const formKey = useSelector(actor, selectFormKey)
  const done = useSelector(actor, selectDone)
  return (
    <>
      {done ? (
        <Message severity="success" text={done === 'uploaded' ? t.uploadedOk : t.markedOk} role="status" />
      ) : null}
      <ReportCard page={page} />
      {page.canUpload ? <ReportForm key={`r${formKey}`} actor={actor} page={page} /> : null}
      {page.report?.mark && page.student.id && !page.canMark && !page.canUpload ? (
        <p className="finnir-muted">{t.markedLocked}</p>
      ) : null}
      {page.canMark ? <MarkForm key={`m${formKey}`} actor={actor} page={page} /> : null}
      {!page.report && !page.canUpload ? <p>{t.noReportYet}</p> : null}
    </>
  )
}
