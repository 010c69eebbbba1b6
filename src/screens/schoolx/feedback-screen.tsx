import { useMemo } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { shallowEqual } from '@xstate/react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import type { ActorRefFrom } from 'xstate'
import { feedbackFormSchema, type FeedbackFormValues } from '@/api/schoolx'
import { feedbackFormMachine } from '@/machines/schoolx/feedback-form.machine'
import * as sel from '@/machines/schoolx/feedback-form.selectors'
import { SessionContext } from '@/hooks/session-context'
import { selectRoles } from '@/machines/session/session.selectors'
import { hasRole, ROLES } from '@/lib/roles'
import { FEEDBACK_TEXT_MAX, FORM_KINDS, RATING_MAX, RATING_MIN } from '@/lib/constants/schoolx'
import { formatRuDate } from '@/lib/dates'
import type { ScreenProps } from '@/lib/screen-props'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { NumberField } from '@/ui/form/number-field'
import { SelectField } from '@/ui/form/select-field'
import { TextAreaField } from '@/ui/form/text-area-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { PageLoading } from '@/ui/page-loading'
import { schoolxTexts } from '@/texts/ru/schoolx'
import './schoolx.css'

const t = schoolxTexts.feedback
const kinds = schoolxTexts.kinds
type Ref = ActorRefFrom<typeof feedbackFormMachine>

const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null)

/** /donstux/Feedback/{periodID?}/{moduleID?}: a school student's feedback forms (issue 17). */
export default function FeedbackScreen({ params }: ScreenProps) {
  const roles = SessionContext.useSelector(selectRoles)
  return (
    <div className="page schoolx">
      <h1>{t.title}</h1>
      {hasRole(roles, ROLES.schoolXStudent.name) ? (
        <StudentFeedback periodID={idOf(params.periodID)} moduleID={idOf(params.moduleID)} />
      ) : (
        <p>
          {t.notStudent} <Link href="/donstux/FeedbackStat">{schoolxTexts.stat.title}</Link>
        </p>
      )}
    </div>
  )
}

function StudentFeedback(input: { periodID: number | null; moduleID: number | null }) {
  const actor = useActorRef(feedbackFormMachine, { input })
  const loading = useSelector(actor, sel.selectIsLoading)
  const failed = useSelector(actor, sel.selectFailed)
  const period = useSelector(actor, sel.selectPeriod)
  const open = useSelector(actor, sel.selectIsOpen)
  const modules = useSelector(actor, sel.selectModules)
  if (loading) return <PageLoading />
  if (failed)
    return (
      <div role="alert" className="schoolx-note">
        <p>{t.loadFailed}</p>
        <Button type="button" label={t.retry} onClick={() => actor.send({ type: 'forms.retry' })} />
      </div>
    )
  if (!period) return <p className="schoolx-note">{t.noPeriod}</p>
  if (!open)
    return (
      <p className="schoolx-note">
        {t.closedUntil(period.name, formatRuDate(period.dateStart), formatRuDate(period.dateEnd))}
      </p>
    )
  return (
    <>
      <p className="schoolx-note">{t.openPeriod(period.name, formatRuDate(period.dateEnd))}</p>
      {modules.length === 0 ? <p>{t.noModules}</p> : <FeedbackWorkspace actor={actor} />}
    </>
  )
}

function FeedbackWorkspace({ actor }: { actor: Ref }) {
  const modules = useSelector(actor, sel.selectModules)
  const moduleID = useSelector(actor, sel.selectModuleID)
  const kind = useSelector(actor, sel.selectKind)
  const module = useSelector(actor, sel.selectModule)
  const done = modules.reduce((sum, m) => sum + m.answers.length, 0)
  const total = modules.length * FORM_KINDS.length
  return (
    <div className="schoolx-feedback">
      <p>
        <strong>{t.progress(done, total)}</strong>
      </p>
      <div className="schoolx-choice" role="group" aria-label={t.modulesLegend}>
        {modules.map((m) => (
          <Button
            key={m.moduleID}
            type="button"
            label={`${m.name} (${m.answers.length}/${FORM_KINDS.length})`}
            outlined={m.moduleID !== moduleID}
            aria-pressed={m.moduleID === moduleID}
            onClick={() => actor.send({ type: 'module.select', moduleID: m.moduleID })}
          />
        ))}
      </div>
      {module && (
        <>
          <p>{t.teachersOf(module.teachers.join(', '))}</p>
          <div className="schoolx-choice" role="group" aria-label={t.kindsLegend}>
            {FORM_KINDS.map((k) => {
              const filled = module.answers.some((a) => a.kind === k)
              return (
                <Button
                  key={k}
                  type="button"
                  icon={filled ? 'pi pi-check' : undefined}
                  label={kinds[k]}
                  aria-label={`${kinds[k]}: ${filled ? t.filled : t.notFilled}`}
                  outlined={k !== kind}
                  aria-pressed={k === kind}
                  onClick={() => actor.send({ type: 'kind.select', kind: k })}
                />
              )
            })}
          </div>
          <FeedbackForm key={`${module.moduleID}-${kind}`} actor={actor} />
        </>
      )}
    </div>
  )
}

function FeedbackForm({ actor }: { actor: Ref }) {
  const kind = useSelector(actor, sel.selectKind)
  const criteria = useSelector(actor, sel.selectCriteria)
  const classmates = useSelector(actor, sel.selectClassmates)
  const answer = useSelector(actor, sel.selectAnswer)
  const busy = useSelector(actor, sel.selectBusy)
  const saved = useSelector(actor, sel.selectSaved)
  const refusal = useSelector(actor, sel.selectRefusal)
  const serverMessage = useSelector(actor, sel.selectServerMessage)
  const fieldErrors = useSelector(actor, sel.selectFieldErrors, shallowEqual)
  const schema = useMemo(() => feedbackFormSchema(kind, criteria), [kind, criteria])
  const defaultValues: FeedbackFormValues = {
    rating: answer?.rating ?? null,
    text: answer?.text ?? '',
    peerID: answer?.peerID ?? null,
    scores: Object.fromEntries(
      criteria.map((c) => [String(c.criteriaID), answer?.scores[String(c.criteriaID)] ?? null]),
    ),
  }
  const errors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(fieldErrors)
          .filter(([name]) => name !== 'period')
          .map(([name, message]) => [name, { type: 'server', message }]),
      ),
    [fieldErrors],
  )
  const form = useAppForm(schema, { defaultValues, errors })
  const refusalText =
    refusal === null
      ? undefined
      : refusal === 'invalid' && serverMessage && Object.keys(fieldErrors).length === 0
        ? serverMessage
        : t.refusal[refusal]
  const peers = useMemo(() => classmates.map((c) => ({ value: c.studentID, label: c.fio })), [classmates])
  return (
    <section className="schoolx-form" aria-labelledby="schoolx-form-title">
      <h2 id="schoolx-form-title">{kinds[kind]}</h2>
      {answer && <p>{t.savedAt(formatRuDate(answer.date))}</p>}
      <AppForm
        form={form}
        busy={busy}
        error={refusalText}
        onSubmit={(values) => actor.send({ type: 'form.submit', values })}
      >
        {kind === 'peerReview' && <SelectField name="peerID" label={t.peer} options={peers} required filter />}
        {kind === 'criterias' && (
          <fieldset className="schoolx-criteria">
            <legend>{t.criteriaLegend}</legend>
            {criteria.map((c) => (
              <NumberField
                key={c.criteriaID}
                name={`scores.${c.criteriaID}`}
                label={t.criterion(c.name, c.maxPoints)}
                required
                min={0}
                max={c.maxPoints}
              />
            ))}
          </fieldset>
        )}
        <NumberField name="rating" label={t.rating[kind]} required min={RATING_MIN} max={RATING_MAX} />
        <TextAreaField name="text" label={t.text[kind]} required rows={4} maxLength={FEEDBACK_TEXT_MAX} />
        <SubmitButton label={answer ? t.resubmit : t.submit} />
      </AppForm>
      {saved && (
        <p role="status" className="schoolx-saved">
          <i className="pi pi-check-circle" aria-hidden="true" /> {t.saved}
        </p>
      )}
    </section>
  )
}
