import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { acquaintanceFormSchema, type Acquaintance } from '@/api/schoolx-acquaintance'
import { formatRuDate } from '@/lib/dates'
import type { ScreenProps } from '@/lib/screen-props'
import { acquaintanceMachine } from '@/machines/schoolx/acquaintance.machine'
import * as sel from '@/machines/schoolx/acquaintance.selectors'
import { acquaintanceTexts as t } from '@/texts/ru/schoolx-programme'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { SubmitButton } from '@/ui/form/submit-button'
import { TextAreaField } from '@/ui/form/text-area-field'
import { TextField } from '@/ui/form/text-field'
import { PageLoading } from '@/ui/page-loading'
import './schoolx.css'

const idOf = (value: string | undefined) => (value && /^-?\d+$/.test(value) ? Number(value) : null)
type Actor = ReturnType<typeof useActorRef<typeof acquaintanceMachine>>

/** The questionnaire's form: editable for its participant, read-only for the staff; a refusal keeps the text. */
function QuestionnaireForm({ actor, questionnaire }: { actor: Actor; questionnaire: Acquaintance }) {
  const form = useAppForm(acquaintanceFormSchema, { defaultValues: questionnaire.values })
  const saving = useSelector(actor, sel.selectSaving)
  const refusal = useSelector(actor, sel.selectRefusal)
  return (
    <AppForm
      form={form}
      label={t.title}
      busy={saving}
      readOnly={!questionnaire.editable}
      error={refusal === null ? null : refusal || t.saveFailed}
      className="schoolx-form"
      onSubmit={(values) => actor.send({ type: 'acquaintance.submit', values })}
    >
      <TextAreaField name="about" label={t.about} required rows={4} maxLength={2000} />
      <TextAreaField name="interests" label={t.interests} required rows={3} maxLength={1000} />
      <TextAreaField name="expectations" label={t.expectations} required rows={3} maxLength={1000} />
      <TextField name="profession" label={t.profession} maxLength={300} />
      {questionnaire.editable && <SubmitButton label={t.save} icon="pi pi-save" />}
    </AppForm>
  )
}

/** `/SchoolX/acquaintance/{userID?}`: a participant fills their acquaintance questionnaire; the staff read anyone's. */
export default function AcquaintanceScreen({ params }: ScreenProps) {
  const actor = useActorRef(acquaintanceMachine, { input: { userID: idOf(params.userID) } })
  const loading = useSelector(actor, sel.selectLoading)
  const unavailable = useSelector(actor, sel.selectUnavailable)
  const failed = useSelector(actor, sel.selectFailed)
  const questionnaire = useSelector(actor, sel.selectQuestionnaire)
  const saved = useSelector(actor, sel.selectSaved)
  if (loading) return <PageLoading />
  return (
    <div className="page schoolx">
      <h1>{t.title}</h1>
      {unavailable && <p>{t.unavailable}</p>}
      {failed && (
        <div role="alert">
          <p>{t.loadFailed}</p>
          <Button type="button" label={t.retry} onClick={() => actor.send({ type: 'acquaintance.retry' })} />
        </div>
      )}
      {questionnaire && (
        <>
          <p>{t.who(questionnaire.fio, questionnaire.grade, questionnaire.school)}</p>
          {questionnaire.editable && <p className="schoolx-note">{t.intro}</p>}
          <p className="schoolx-muted">
            {questionnaire.date ? t.filledOn(formatRuDate(questionnaire.date)) : t.notFilled}
          </p>
          <p role="status" className="schoolx-saved">
            {saved ? t.saved : ''}
          </p>
          <QuestionnaireForm actor={actor} questionnaire={questionnaire} />
        </>
      )}
    </div>
  )
}
