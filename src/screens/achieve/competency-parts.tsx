import { RadioButton } from 'primereact/radiobutton'
import {
  areaAverage,
  commentKey,
  ratingKey,
  type Assessment,
  type CompetencyArea,
  type CompetencyStatus,
} from '@/api/competency'
import { formatRuDate } from '@/lib/dates'
import { competencyTexts } from '@/texts/ru/competency'
import { useField } from '@/ui/form/field-frame'
import { FieldError } from '@/ui/form/field-error'
import './competency.css'

const t = competencyTexts

/** «отправлена», «черновик», «не начата» as a labelled badge (the word carries the meaning). */
export function CompetencyStatusBadge({ status }: { status: CompetencyStatus }) {
  return <span className={`ach-status cmp-status-${status}`}>{t.statuses[status]}</span>
}

/** An average with a comma, or a dash when nothing is rated. */
export const scoreText = (n: number | null | undefined) =>
  n === null || n === undefined ? t.stat.noValue : n.toLocaleString('ru-RU', { maximumFractionDigits: 2 })

/**
 * One competence's score 1…5 in a form: a group of radio buttons named by the competence, each with its
 * number and word («3 — Уверенный»); the error (not rated before a submission) is linked to the group.
 */
export function ScoreField({ name, label }: { name: string; label: string }) {
  const f = useField<number | null>({ name, label })
  return (
    <fieldset className="cmp-score" aria-describedby={f.describedBy}>
      <legend>
        {label}
        <span className="app-field-required" aria-hidden="true">
          {' *'}
        </span>
      </legend>
      <div className="cmp-scale" onBlur={f.onBlur}>
        {t.scale.map((word, i) => {
          const n = i + 1
          const id = `${f.id}-${n}`
          return (
            <span key={n} className="cmp-option">
              <RadioButton
                inputId={id}
                name={f.id}
                value={n}
                checked={f.value === n}
                disabled={f.disabled}
                invalid={f.invalid}
                inputRef={i === 0 ? f.ref : undefined}
                onChange={() => f.setValue(n)}
              />
              <label htmlFor={id}>{t.scaleLabel(n, word)}</label>
            </span>
          )
        })}
      </div>
      <FieldError id={f.errorId} message={f.error} />
    </fieldset>
  )
}

/** An assessment read-only: per area its competences with the score in words, the area's mean and comment. */
export function AssessmentView({ areas, assessment }: { areas: readonly CompetencyArea[]; assessment: Assessment }) {
  return (
    <div className="cmp-view">
      {areas.map((area) => {
        const comment = assessment.comments[commentKey(area.id)]
        return (
          <section key={area.id} aria-labelledby={`cmp-view-${area.id}`}>
            <h3 id={`cmp-view-${area.id}`}>
              {area.name}: {scoreText(areaAverage(area, assessment.ratings))}
            </h3>
            <table className="ach-table cmp-view-table" aria-labelledby={`cmp-view-${area.id}`}>
              <tbody>
                {area.competences.map((c) => {
                  const score = assessment.ratings[ratingKey(c.id)]
                  return (
                    <tr key={c.id}>
                      <th scope="row">{c.name}</th>
                      <td>{score ? t.scaleLabel(score, t.scale[score - 1]!) : t.stat.noValue}</td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
            {comment ? <p className="cmp-comment">{comment}</p> : null}
          </section>
        )
      })}
    </div>
  )
}

/** «Оценка отправлена 12.10.2026 …» or «Черновик сохранён …». */
export function AssessmentState({ assessment }: { assessment: Assessment }) {
  return (
    <p className="cmp-state">
      <CompetencyStatusBadge status={assessment.status} />{' '}
      {assessment.status === 'submitted'
        ? t.self.submittedAt(formatRuDate(assessment.submittedAt))
        : t.self.draftAt(formatRuDate(assessment.updatedAt))}
    </p>
  )
}
