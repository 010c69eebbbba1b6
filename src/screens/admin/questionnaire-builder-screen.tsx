import { useFieldArray, useWatch, type Control } from 'react-hook-form'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { questionnaireFormSchema, type QuestionForm, type QuestionnaireFormInput } from '@/api/admin-questionnaires'
import {
  QUESTION_KINDS,
  QUESTION_SECTION_MAX,
  QUESTION_TEXT_MAX,
  QUESTIONNAIRE_DESCRIPTION_MAX,
  QUESTIONNAIRE_TITLE_MAX,
  QUESTIONS_MAX,
  SCALE_MAX_MAX,
  SCALE_MIN_MAX,
} from '@/lib/constants/admin'
import { ALL_ROLES } from '@/lib/roles'
import { questionnaireBuilderMachine } from '@/machines/admin/questionnaire-builder.machine'
import {
  selectPublished,
  selectPublishFailure,
  selectPublishing,
} from '@/machines/admin/questionnaire-builder.selectors'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { TextField } from '@/ui/form/text-field'
import { TextAreaField } from '@/ui/form/text-area-field'
import { SelectField } from '@/ui/form/select-field'
import { MultiSelectField } from '@/ui/form/multi-select-field'
import { DateFormField } from '@/ui/form/date-form-field'
import { CheckboxField } from '@/ui/form/checkbox-field'
import { NumberField } from '@/ui/form/number-field'
import { FieldError } from '@/ui/form/field-error'
import { SubmitButton } from '@/ui/form/submit-button'
import { adminTexts as t } from '@/texts/ru/admin'
import { failureText } from './feedback-texts'
import './admin.css'

const ROLE_OPTIONS = ALL_ROLES.map((r) => ({ value: r.id as number, label: r.name as string }))
const KIND_OPTIONS = QUESTION_KINDS.map((k) => ({ value: k, label: t.qKinds[k] }))
const NEW_QUESTION: QuestionForm = { text: '', kind: 'single', required: true, options: '', scaleMax: 5, section: '' }
const EMPTY: QuestionnaireFormInput = {
  title: '',
  description: '',
  roleIDs: [],
  from: null,
  to: null,
  anonymous: true,
  questions: [NEW_QUESTION],
}

/** /Questionnaires/CreateForm: build a questionnaire and publish it to its audience for a period (POST /Questionnaires). */
export default function QuestionnaireBuilderScreen() {
  const ref = useActorRef(questionnaireBuilderMachine)
  const publishing = useSelector(ref, selectPublishing)
  const published = useSelector(ref, selectPublished)
  const failure = useSelector(ref, selectPublishFailure)
  const form = useAppForm(questionnaireFormSchema, { defaultValues: EMPTY })
  const questions = useFieldArray({ control: form.control, name: 'questions' })
  const listError = form.formState.errors.questions?.root?.message ?? form.formState.errors.questions?.message
  if (published)
    return (
      <div className="page admin-page">
        <h1>{t.qBuilderTitle}</h1>
        <div className="admin-sent">
          <Message severity="success" text={`${t.qPublished}: «${published.title}»`} role="status" />
          <div className="admin-actions">
            <Link href={`/Questionnaires/Stat/${published.id}`}>{t.qOpenStat}</Link>
            <Link href="/Questionnaires/ListModerator">{t.qToModeration}</Link>
            <Button
              type="button"
              outlined
              label={t.qCreate}
              onClick={() => {
                form.reset(EMPTY)
                ref.send({ type: 'questionnaire.new' })
              }}
            />
          </div>
        </div>
      </div>
    )
  return (
    <div className="page admin-page">
      <h1>{t.qBuilderTitle}</h1>
      <p className="admin-intro">{t.qBuilderIntro}</p>
      <AppForm
        form={form}
        busy={publishing}
        error={failureText(failure, t.feedbackFailed)}
        label={t.qBuilderTitle}
        className="admin-form admin-form-card"
        onSubmit={(values) => ref.send({ type: 'questionnaire.publish', values })}
      >
        <TextField name="title" label={t.qTitle} required maxLength={QUESTIONNAIRE_TITLE_MAX} />
        <TextAreaField name="description" label={t.qDescription} rows={2} maxLength={QUESTIONNAIRE_DESCRIPTION_MAX} />
        <MultiSelectField name="roleIDs" label={t.qRoles} required options={ROLE_OPTIONS} filter />
        <div className="admin-period">
          <DateFormField name="from" label={t.qFrom} required />
          <DateFormField name="to" label={t.qTo} required />
        </div>
        <CheckboxField name="anonymous" label={t.qAnonymous} />
        <h2 className="admin-subtitle">{t.qQuestions}</h2>
        <ol className="admin-questions">
          {questions.fields.map((field, i) => (
            <li key={field.id} className="admin-card" aria-label={t.qQuestionN(i + 1)}>
              <QuestionEditor control={form.control} index={i} />
              <div className="admin-actions">
                <Button
                  type="button"
                  icon="pi pi-arrow-up"
                  text
                  aria-label={t.qMoveUp(i + 1)}
                  disabled={i === 0}
                  onClick={() => questions.move(i, i - 1)}
                />
                <Button
                  type="button"
                  icon="pi pi-arrow-down"
                  text
                  aria-label={t.qMoveDown(i + 1)}
                  disabled={i === questions.fields.length - 1}
                  onClick={() => questions.move(i, i + 1)}
                />
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  severity="danger"
                  aria-label={t.qRemoveQuestion(i + 1)}
                  onClick={() => questions.remove(i)}
                />
              </div>
            </li>
          ))}
        </ol>
        <FieldError id="questionnaire-questions-error" message={listError} />
        <div className="admin-actions">
          <Button
            type="button"
            icon="pi pi-plus"
            outlined
            label={t.qAddQuestion}
            disabled={questions.fields.length >= QUESTIONS_MAX}
            onClick={() =>
              // a new question continues the last one's section
              questions.append({
                ...NEW_QUESTION,
                section: form.getValues(`questions.${questions.fields.length - 1}.section`) ?? '',
              })
            }
          />
          <SubmitButton label={t.qPublish} icon="pi pi-send" />
          <Link href="/Questionnaires/ListModerator">{t.qToModeration}</Link>
        </div>
      </AppForm>
    </div>
  )
}

function QuestionEditor({ control, index }: { control: Control<QuestionnaireFormInput>; index: number }) {
  const kind = useWatch({ control, name: `questions.${index}.kind` })
  const at = `questions.${index}`
  return (
    <div className="admin-question-editor">
      <TextField
        name={`${at}.section`}
        label={`${t.qQuestionN(index + 1)}: ${t.qSection}`}
        hint={t.qSectionHint}
        maxLength={QUESTION_SECTION_MAX}
      />
      <TextField
        name={`${at}.text`}
        label={`${t.qQuestionN(index + 1)}: ${t.qText}`}
        required
        maxLength={QUESTION_TEXT_MAX}
      />
      <SelectField name={`${at}.kind`} label={t.qKind} required options={KIND_OPTIONS} />
      {kind === 'single' || kind === 'multiple' ? (
        <TextAreaField name={`${at}.options`} label={t.qOptions} required rows={4} />
      ) : null}
      {kind === 'scale' ? (
        <NumberField name={`${at}.scaleMax`} label={t.qScaleMax} required min={SCALE_MIN_MAX} max={SCALE_MAX_MAX} />
      ) : null}
      <CheckboxField name={`${at}.required`} label={t.qRequired} />
    </div>
  )
}
