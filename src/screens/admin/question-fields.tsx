import { Fragment } from 'react'
import { Checkbox } from 'primereact/checkbox'
import { RadioButton } from 'primereact/radiobutton'
import { FieldFrame, useField } from '@/ui/form/field-frame'
import { TextAreaField } from '@/ui/form/text-area-field'
import { ANSWER_TEXT_MAX } from '@/lib/constants/admin'
import type { Question } from '@/api/admin-questionnaires'
import { answerField, sectionsOf } from '@/api/admin-questionnaires'
import { adminTexts as t } from '@/texts/ru/admin'

/** The questions by section: a named section is a group under its name; numbering runs through. */
export function QuestionSections({ questions }: { questions: readonly Question[] }) {
  return sectionsOf(questions).map((section, i) => {
    const fields = section.items.map(({ question, index }) => (
      <QuestionField key={question.id} question={question} index={index} />
    ))
    if (!section.title) return <Fragment key={`section-${i}`}>{fields}</Fragment>
    const headingId = `questionnaire-section-${i}`
    return (
      <section key={`section-${i}`} className="admin-question-section" aria-labelledby={headingId}>
        <h2 id={headingId} className="admin-subtitle">
          {section.title}
        </h2>
        {fields}
      </section>
    )
  })
}

/**
 * One question of a questionnaire as a form field: radio buttons (one choice, a scale), check boxes
 * (several choices) or the form's text area; a group is named by its question (role=radiogroup / group) and
 * described by its error. The form (react-hook-form) owns the value.
 */
export function QuestionField({ question, index }: { question: Question; index: number }) {
  const name = answerField(question)
  const label = `${index + 1}. ${question.text}`
  if (question.kind === 'text')
    return <TextAreaField name={name} label={label} required={question.required} rows={3} maxLength={ANSWER_TEXT_MAX} />
  const choices =
    question.kind === 'scale'
      ? Array.from({ length: question.scaleMax }, (_, i) => ({ value: i + 1, label: String(i + 1) }))
      : question.options.map((option, i) => ({ value: i, label: option }))
  return (
    <ChoiceGroup
      name={name}
      label={label}
      required={question.required}
      multiple={question.kind === 'multiple'}
      scale={question.kind === 'scale'}
      hint={question.kind === 'scale' ? t.qScaleHint(question.scaleMax) : undefined}
      choices={choices}
    />
  )
}

function ChoiceGroup(props: {
  name: string
  label: string
  required: boolean
  multiple: boolean
  scale: boolean
  hint?: string
  choices: { value: number; label: string }[]
}) {
  const { name, label, required, multiple, scale, hint, choices } = props
  const f = useField<number | number[] | null>({ name, label, hint })
  const labelId = `${f.id}-label`
  const selected = (value: number) =>
    multiple ? ((f.value as number[] | null) ?? []).includes(value) : f.value === value
  const toggle = (value: number) => {
    if (!multiple) return f.setValue(value)
    const current = (f.value as number[] | null) ?? []
    f.setValue(current.includes(value) ? current.filter((x) => x !== value) : [...current, value].sort((a, b) => a - b))
  }
  return (
    <FieldFrame
      field={f}
      label={label}
      required={required}
      hint={hint}
      labelFor={null}
      labelId={labelId}
      className="admin-question"
    >
      <div
        role={multiple ? 'group' : 'radiogroup'}
        aria-labelledby={labelId}
        aria-describedby={f.describedBy}
        aria-required={!multiple && required ? true : undefined}
        aria-invalid={f.invalid || undefined}
        className={`admin-choices ${scale ? 'admin-choices-scale' : ''}`}
      >
        {choices.map((choice, i) => {
          const inputId = `${f.id}-choice-${i}`
          const control = {
            inputId,
            name,
            checked: selected(choice.value),
            disabled: f.disabled,
            onChange: () => toggle(choice.value),
            onBlur: f.onBlur,
            inputRef: i === 0 ? f.ref : undefined,
          }
          return (
            <div key={choice.value} className="admin-choice">
              {multiple ? <Checkbox {...control} /> : <RadioButton {...control} value={choice.value} />}
              <label htmlFor={inputId}>{choice.label}</label>
            </div>
          )
        })}
      </div>
    </FieldFrame>
  )
}
