import { useSelector } from '@xstate/react'
import { contestApplySchema, type Contest, type ContestApplication, type ContestApplyInput } from '@/api/contests'
import { selectBusy, selectDone, selectError, selectMine } from '@/machines/achieve/contest.selectors'
import { formatRuDate, formatRuDateTime } from '@/lib/dates'
import { formatFileSize } from '@/lib/file-size'
import { CONTEST_SUMMARY_MAX, CONTEST_TITLE_MAX } from '@/lib/constants/contests'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { TextField } from '@/ui/form/text-field'
import { TextAreaField } from '@/ui/form/text-area-field'
import { FileField } from '@/ui/form/file-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { contestTexts, fillText } from '@/texts/ru/contests'
import { contestScreen, type ContestActor } from './contest-parts'
import { contestErrorText } from './contest-error-text'

const t = contestTexts.open
const EMPTY: ContestApplyInput = { title: '', summary: '', files: [] }

/** What a contest is about: the stages, the criteria with their maximum marks, the jury. */
export function ContestAbout({ contest }: { contest: Contest }) {
  return (
    <section className="ach-card con-app" aria-label={contest.name}>
      <p>{contest.description}</p>
      <p>
        {contestTexts.list.organiser}: {contest.organiser}
      </p>
      <p>
        <strong>
          {t.deadline} {formatRuDate(contest.dateTo)}
        </strong>
      </p>
      <h3>{t.stages}</h3>
      <ol className="con-criteria">
        {contest.stages.map((s) => (
          <li key={s.name}>
            {s.name} — {formatRuDate(s.date)}
          </li>
        ))}
      </ol>
      <h3>{t.criteria}</h3>
      <ul className="con-criteria">
        {contest.criteria.map((c) => (
          <li key={c.id}>
            {c.name} ({fillText(t.maxMark, { max: c.maxMark })})
          </li>
        ))}
      </ul>
      <p>
        {t.jury}: {contest.jury.join(', ')}
      </p>
    </section>
  )
}

function MyApplication({ mine }: { mine: ContestApplication }) {
  return (
    <section className="ach-card con-app" aria-labelledby="con-mine">
      <h3 id="con-mine">{t.yourApplication}</h3>
      <p>
        <strong>{mine.title}</strong> — {t.submittedAt} {formatRuDateTime(mine.submittedAt)}
      </p>
      <p className="con-muted">{mine.summary}</p>
      {mine.files.length > 0 && (
        <ul aria-label={t.files}>
          {mine.files.map((f) => (
            <li key={f.name}>
              {f.name} ({formatFileSize(f.size)})
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function ApplyForm({ actor }: { actor: ContestActor }) {
  const busy = useSelector(actor, selectBusy)
  const error = useSelector(actor, selectError)
  const form = useAppForm(contestApplySchema, { defaultValues: EMPTY })
  return (
    <section className="ach-card con-app" aria-labelledby="con-form">
      <h3 id="con-form">{t.form}</h3>
      <AppForm
        form={form}
        onSubmit={(values) => actor.send({ type: 'application.submit', values })}
        busy={busy}
        error={contestErrorText(error)}
      >
        <TextField name="title" label={t.title} required maxLength={CONTEST_TITLE_MAX} />
        <TextAreaField name="summary" label={t.summary} required rows={4} maxLength={CONTEST_SUMMARY_MAX} />
        <FileField name="files" label={t.files} multiple accept=".pdf,.docx" hint={t.filesHint} />
        <SubmitButton label={t.submit} icon="pi pi-send" />
      </AppForm>
    </section>
  )
}

function OpenBody({ actor, contest }: { actor: ContestActor; contest: Contest }) {
  const mine = useSelector(actor, selectMine)
  const done = useSelector(actor, selectDone)
  return (
    <>
      <ContestAbout contest={contest} />
      <p role="status" className="ach-saved">
        {done === 'applied' ? t.submitted : ''}
      </p>
      {mine ? (
        <MyApplication mine={mine} />
      ) : contest.can.apply ? (
        <ApplyForm actor={actor} />
      ) : (
        <p>{contest.phase === 'open' ? t.notStudent : t.closed}</p>
      )}
    </>
  )
}

/** /Contests/Open/{contestID}: the contest's rules, and a student's application with files (deadline by the server). */
export default contestScreen(t.form, '/Contests/Open', OpenBody)
