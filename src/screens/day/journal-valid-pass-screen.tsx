import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import type { ScreenProps } from '@/lib/screen-props'
import { hasRole } from '@/lib/roles'
import { VALID_PASS_DOCUMENT_MAX, VALID_PASS_ROLES } from '@/lib/constants/journal'
import { validPassFormSchema, type ValidPassForm } from '@/api/journal-passes'
import type { StudentPasses } from '@/api/journal'
import { SessionContext } from '@/hooks/session-context'
import { selectRoles } from '@/machines/session/session.selectors'
import { validPassMachine } from '@/machines/day/valid-pass.machine'
import {
  selectValidBusy,
  selectValidFailure,
  selectValidFormKey,
  selectValidLoading,
  selectValidNotice,
  selectValidPasses,
  selectValidRefusal,
  selectValidWriteFailed,
} from '@/machines/day/valid-pass.selectors'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { SelectField } from '@/ui/form/select-field'
import { TextField } from '@/ui/form/text-field'
import { DateFormField } from '@/ui/form/date-form-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { confirm } from '@/ui/confirm'
import { journalPagesTexts } from '@/texts/ru/journal-pages'
import { journalTexts } from '@/texts/ru/journal'
import { StudentIDPage } from './student-id-page'
import './day.css'
import './journal.css'

const t = journalPagesTexts.validForm
const ru = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`
const REASONS = t.reasons.map((r) => ({ value: r, label: r }))
const EMPTY: ValidPassForm = { reason: '', document: '', dateFrom: '', dateTo: '' }

function PassForm({ onSave, busy, error }: { onSave: (v: ValidPassForm) => void; busy: boolean; error?: string }) {
  const form = useAppForm(validPassFormSchema, { defaultValues: EMPTY })
  return (
    <AppForm form={form} onSubmit={onSave} busy={busy} error={error} className="valid-pass-form">
      <SelectField name="reason" label={t.reason} options={REASONS} required />
      <TextField
        name="document"
        label={t.document}
        hint={t.documentHint}
        required
        maxLength={VALID_PASS_DOCUMENT_MAX}
      />
      <DateFormField name="dateFrom" label={t.dateFrom} required />
      <DateFormField name="dateTo" label={t.dateTo} required />
      <SubmitButton label={t.save} />
    </AppForm>
  )
}

function Recorded({ passes, onRemove }: { passes: StudentPasses; onRemove: ((id: number) => void) | null }) {
  if (!passes.passes.length) return <p>{t.none}</p>
  return (
    <div className="day-scroll" tabIndex={0} role="region" aria-label={t.recorded}>
      <table className="zach-table">
        <caption className="sr-only">{t.recorded}</caption>
        <thead>
          <tr>
            <th scope="col">{t.period}</th>
            <th scope="col">{t.reason}</th>
            <th scope="col">{t.doc}</th>
            {onRemove && <th scope="col">{t.actions}</th>}
          </tr>
        </thead>
        <tbody>
          {passes.passes.map((p) => (
            <tr key={`${p.dateFrom}-${p.id ?? 0}`}>
              <th scope="row">{`${ru(p.dateFrom)} – ${ru(p.dateTo)}`}</th>
              <td>{p.reason}</td>
              <td>{p.document ?? t.seeded}</td>
              {onRemove && (
                <td>
                  {p.id !== undefined && (
                    <Button
                      type="button"
                      icon="pi pi-trash"
                      text
                      size="small"
                      aria-label={t.remove(ru(p.dateFrom), ru(p.dateTo))}
                      onClick={() => onRemove(p.id!)}
                    />
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function ValidPassView({ studentID }: { studentID: number }) {
  const ref = useActorRef(validPassMachine, { input: { studentID } })
  const loading = useSelector(ref, selectValidLoading)
  const failure = useSelector(ref, selectValidFailure)
  const passes = useSelector(ref, selectValidPasses)
  const busy = useSelector(ref, selectValidBusy)
  const refusal = useSelector(ref, selectValidRefusal)
  const writeFailed = useSelector(ref, selectValidWriteFailed)
  const notice = useSelector(ref, selectValidNotice)
  const formKey = useSelector(ref, selectValidFormKey)
  const roles = SessionContext.useSelector(selectRoles)
  const canWrite = hasRole(roles, ...VALID_PASS_ROLES.write)
  if (failure)
    return (
      <>
        <h1>{t.title}</h1>
        <div role="alert" className="day-failure">
          <p>{journalPagesTexts.failures[failure]}</p>
          {failure === 'failed' && (
            <Button
              type="button"
              label={journalPagesTexts.stat.retry}
              onClick={() => ref.send({ type: 'load.retry' })}
            />
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
  const valid = passes.rows.reduce((sum, r) => sum + r.valid, 0)
  const invalid = passes.rows.reduce((sum, r) => sum + r.invalid, 0)
  const remove = async (id: number) => {
    if (await confirm(t.removeConfirm)) ref.send({ type: 'pass.remove', id })
  }
  return (
    <>
      <h1>{t.heading(passes.fio, passes.group)}</h1>
      <p>
        <Link href="/Journals/ValidPass/ListStudents">{t.back}</Link>
        {' · '}
        <Link href={`/Journals/StudentPasses/${passes.studentID}`}>{t.passesLink}</Link>
      </p>
      <p>{passes.semester}</p>
      <dl className="valid-pass-totals">
        <dt>{journalTexts.passes.valid}</dt>
        <dd>{valid}</dd>
        <dt>{journalTexts.passes.invalid}</dt>
        <dd>{invalid}</dd>
      </dl>
      <p role="status" className="journal-status">
        {notice === 'saved' ? t.saved : notice === 'removed' ? t.removed : ''}
      </p>
      {canWrite ? (
        <section aria-labelledby="valid-pass-add">
          <h2 id="valid-pass-add">{t.add}</h2>
          <PassForm
            key={formKey}
            busy={busy}
            error={refusal ?? (writeFailed ? journalPagesTexts.failures.saveFailed : undefined)}
            onSave={(values) => ref.send({ type: 'pass.save', values })}
          />
        </section>
      ) : (
        <p>{t.readOnly}</p>
      )}
      <section>
        <h2>{t.recorded}</h2>
        <Recorded passes={passes} onRemove={canWrite ? (id) => void remove(id) : null} />
      </section>
    </>
  )
}

/** /Journals/ValidPass/ValidPassForm/{studentID}: the dean's office records a student's valid pass. */
export default function JournalValidPassScreen({ params }: ScreenProps) {
  return (
    <StudentIDPage raw={params.studentID} badRequest={journalPagesTexts.failures.badRequest}>
      {(studentID) => <ValidPassView key={studentID} studentID={studentID} />}
    </StudentIDPage>
  )
}
