import { useMemo } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { useLocation } from 'wouter'
import * as v from 'valibot'
import { protocolSchema, reportFormSchema } from '@/api/gia'
import { reportEditMachine } from '@/machines/gia/report-edit.machine'
import {
  selectHasFailed,
  selectIsLoading,
  selectReport,
  selectRevision,
  selectSaveError,
  selectUgsnName,
} from '@/machines/gia/report-edit.selectors'
import type { ScreenProps } from '@/lib/screen-props'
import { downloadBlob } from '@/lib/files'
import { useAppForm } from '@/ui/form/app-form'
import { giaTexts as t } from '@/texts/ru/gia'
import type { ReportActor } from './report-actor'
import { ReportFields } from './report-form'
import { ReportHeader } from './report-header'
import { BestWorks, useStudentsInReport } from './report-people'
import './gia.css'

/** The GEK report (spec 2 §2.6): /GAK/Protocol for a new one, /GAK/Protocol/{reportID} for a saved one. */
export default function ReportScreen({ params }: ScreenProps) {
  const id = params.protocolID ? Number(params.protocolID) : null
  return <Report key={id ?? 'new'} protocolID={id} />
}

function Report({ protocolID }: { protocolID: number | null }) {
  const [, navigate] = useLocation()
  const machine = useMemo(
    () =>
      reportEditMachine.provide({
        actions: { navigateToReport: (_: unknown, p: { reportID: number }) => navigate(`/GAK/Protocol/${p.reportID}`) },
      }),
    [navigate],
  )
  const actor = useActorRef(machine, { input: { protocolID } })
  const loading = useSelector(actor, selectIsLoading)
  const failed = useSelector(actor, selectHasFailed)
  const revision = useSelector(actor, selectRevision)
  // The page keeps its heading while it loads or fails (screen readers and the route walk look for one).
  if (loading || failed)
    return (
      <div className="page">
        <h1>{protocolID === null ? t.newTitle : t.title}</h1>
        {loading ? <p>{t.loading}</p> : <p role="alert">{t.failed}</p>}
      </div>
    )
  // A report replaced from outside the form (loaded, imported) starts a fresh form.
  return <ReportPage key={revision} actor={actor} />
}

function ReportPage({ actor }: { actor: ReportActor }) {
  const report = useSelector(actor, selectReport)
  const saveError = useSelector(actor, selectSaveError)
  const ugsnName = useSelector(actor, selectUgsnName)
  const { inReport } = useStudentsInReport(actor)
  // the values the form starts from (read once, at mount)
  const form = useAppForm(reportFormSchema, { defaultValues: report as never })

  /** Required fields only highlight: nothing blocks saving (spec 2 §6), so the values are parsed leniently. */
  const current = () => {
    const parsed = v.safeParse(protocolSchema, form.getValues())
    return parsed.success ? parsed.output : null
  }
  const save = () => {
    const values = current()
    if (values) actor.send({ type: 'report.save', values })
  }
  const cancel = () => actor.send({ type: 'report.cancel', values: current() ?? report })
  const generate = async () => {
    // The .docx writer (the docx library, ~100 KiB gzip) loads on the first «Сформировать», not with the report.
    const { buildReportDocx } = await import('./report-document')
    const blob = await buildReportDocx(report, { ugsnName, studentNames: inReport.map((s) => s.fullName) })
    downloadBlob(blob, `GEK-report-${report.reportID ?? 'new'}.docx`)
  }
  const error = saveError
    ? (saveError.message ?? (saveError.code === 'forbidden' ? t.server.confirmed : t.saveFailed))
    : null

  return (
    <div className="page gia-report">
      <ReportHeader actor={actor} onSave={save} onCancel={cancel} onGenerate={() => void generate()} />
      <ReportFields actor={actor} form={form} onSave={save} error={error} />
      <BestWorks actor={actor} />
    </div>
  )
}
