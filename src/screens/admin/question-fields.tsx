import { FieldError } from '@/ui/form/field-error'
import { FieldLabel, useField } from '@/ui/form/field-frame'
import type { Question } from '@/api/admin-questionnaires'
import { answerField } from '@/api/admin-questionnaires'
import { adminTexts as t } from '@/texts/ru/admin'

/**
 * One question of a questionnaire as a form field: radio buttons (one choice, a scale), check boxes
 * (several choices) or a text box; a group is named by its question (role=radiogroup / group) and
 * described by its error. The form (react-hook-form) owns the value.
 */
export function QuestionField({ question, index }: { question: Question; index: number }) {
  const name = answerField(question)
  const label = `${index + 1}. ${question.text}`
  if (question.kind === 'text') return <TextAnswer name={name} label={label} required={question.required} />
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
    <div className="field app-field admin-question">
      <FieldLabel id={labelId} label={label} required={required} />
      <div
        role={multiple ? 'group' : 'radiogroup'}
        aria-labelledby={labelId}
        aria-describedby={f.describedBy}
        aria-required={!multiple && required ? true : undefined}
        aria-invalid={f.invalid || undefined}
        className={`admin-choices ${scale ? 'admin-choices-scale' : ''}`}
      >
        {choices.map((choice, i) => (
          <label key={choice.value} className="admin-choice">
            <input
              ref={i === 0 ? f.ref : undefined}
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              checked={selected(choice.value)}
              disabled={f.disabled}
              onChange={() => toggle(choice.value)}
              onBlur={f.onBlur}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {hint ? (
        <small id={f.hintId} className="app-field-hint">
          {hint}
        </small>
      ) : null}
      <FieldError id={f.errorId} message={f.error} />
    </div>
  )
}

function TextAnswer({ name, label, required }: { name: string; label: string; required: boolean }) {
  const f = useField<string>({ name, label })
  return (
    <div className="field app-field admin-question">
      <FieldLabel htmlFor={f.id} label={label} required={required} />
      <textarea
        id={f.id}
        ref={f.ref}
        className={`p-inputtextarea p-inputtext p-component ${f.invalid ? 'p-invalid' : ''}`}
        rows={3}
        value={f.value ?? ''}
        disabled={f.disabled}
        aria-required={required || undefined}
        aria-invalid={f.invalid || undefined}
        aria-describedby={f.describedBy}
        onChange={(e) => f.setValue(e.target.value)}
        onBlur={f.onBlur}
      />
      <FieldError id={f.errorId} message={f.error} />
    </div>
  )
}
