import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { markFormSchema, reportFormSchema, type NirsPage } from '@/api/nir-semestr'
import type { ClaimError } from '@/machines/nir/finnir.types'
import type { nirsPageMachine } from '@/machines/nir/nir-semestr.machine'
import { formatFileSize } from '@/lib/file-size'
import { NIRS_FILE_MAX, NIRS_MARKS, NIRS_PLAN_MAX, NIRS_TOPIC_MAX } from '@/lib/constants/nir-semestr'
import { nirsTexts as t } from '@/texts/ru/nir-semestr'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { TextField } from '@/ui/form/text-field'
import { TextAreaField } from '@/ui/form/text-area-field'
import { SingleFileField } from '@/ui/form/single-file-field'
import { SelectField } from '@/ui/form/select-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { formatDate } from './format'

export type NirsActor = ActorRefFrom<typeof nirsPageMachine>
const selectBusy = (s: ReturnType<NirsActor['getSnapshot']>) => s.hasTag('busy')
const selectError = (s: ReturnType<NirsActor['getSnapshot']>) => s.context.error
const MARK_OPTIONS = NIRS_MARKS.map((m) => ({ value: m as string, label: m }))

/** An error code as text; a refusal shows the server's own message. */
export function nirsErrorText(error: ClaimError | null): string {
  if (!error || error.code === 'failed') return t.errors.failed
  return error.message ?? t.errors[error.code]
}

/** The semester's report, read-only. */
export function ReportCard({ page }: { page: NirsPage }) {
  const r = page.report
  return (
    <div className="finnir-card">
      <dl className="finnir-fields">
        <dt>{t.student}</dt>
        <dd>
          {page.student.fio}
          {page.student.group ? `, ${page.student.group}` : ''}
        </dd>
        <dt>{t.supervisor}</dt>
        <dd>{page.supervisor}</dd>
        <dt>{t.topic}</dt>
        <dd>{r?.topic ?? ''}</dd>
        <dt>{t.plan}</dt>
        <dd className="finnir-summary">{r?.plan ?? ''}</dd>
        <dt>{t.report}</dt>
        <dd>{r?.fileName ? `${r.fileName} (${formatFileSize(r.fileSize)}), ${formatDate(r.uploaded)}` : t.noReport}</dd>
        <dt>{t.mark}</dt>
        <dd>{r?.mark ? `${r.mark} (${t.markedBy(r.markedBy, formatDate(r.markedAt))})` : t.notMarked}</dd>
      </dl>
    </div>
  )
}

/** The student's form: topic, plan and the report file (kept by name until replaced). */
export function ReportForm({ actor, page }: { actor: NirsActor; page: NirsPage }) {
  const busy = useSelector(actor, selectBusy)
  const error = useSelector(actor, selectError)
  const form = useAppForm(reportFormSchema, {
    defaultValues: {
      topic: page.report?.topic ?? '',
      plan: page.report?.plan ?? '',
      file: page.report?.fileName || null,
    },
  })
  return (
    <AppForm
      form={form}
      busy={busy}
      error={error ? nirsErrorText(error) : null}
      label={t.upload}
      className="nir-form finnir-form"
      onSubmit={(values) => actor.send({ type: 'report.submit', values })}
    >
      <TextField name="topic" label={t.topic} required maxLength={NIRS_TOPIC_MAX} />
      <TextAreaField name="plan" label={t.plan} required rows={4} maxLength={NIRS_PLAN_MAX} />
      <SingleFileField name="file" label={t.file} required accept=".pdf,.docx" maxSize={NIRS_FILE_MAX} />
      <div className="app-form-actions">
        <SubmitButton label={t.upload} icon="pi pi-upload" />
      </div>
    </AppForm>
  )
}

/** The supervisor's mark of the uploaded report. */
export function MarkForm({ actor, page }: { actor: NirsActor; page: NirsPage }) {
  const busy = useSelector(actor, selectBusy)
  const error = useSelector(actor, selectError)
  const form = useAppForm(markFormSchema, { defaultValues: { mark: page.report?.mark || null } })
  return (
    <AppForm
      form={form}
      busy={busy}
      error={error ? nirsErrorText(error) : null}
      label={t.setMark}
      className="nir-form finnir-form"
      onSubmit={(values) => actor.send({ type: 'mark.submit', mark: values.mark })}
    >
      <SelectField name="mark" label={t.mark} required options={MARK_OPTIONS} />
      <div className="app-form-actions">
        <SubmitButton label={t.setMark} icon="pi pi-check" />
      </div>
    </AppForm>
  )
}
