import { Button } from 'primereact/button'
import {
  commentKey,
  COMMENT_MAX,
  competencyFormSchema,
  formValues,
  missingRatings,
  ratingKey,
  type Assessment,
  type CompetencyArea,
  type CompetencyForm,
} from '@/api/competency'
import type { WriteError } from '@/machines/achieve/achieve.types'
import { competencyTexts } from '@/texts/ru/competency'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { SubmitButton } from '@/ui/form/submit-button'
import { TextAreaField } from '@/ui/form/text-area-field'
import { confirm } from '@/ui/confirm'
import { ScoreField } from './competency-parts'

const t = competencyTexts.self
const e = competencyTexts.errors

export const refusalText = (refusal: WriteError | null) =>
  !refusal ? null : refusal.code === 'forbidden' ? e.forbidden : (refusal.message ?? e.saveFailed)

/**
 * The questionnaire of the current year: every competence of every area on the 1…5 scale and a comment per
 * area. «Сохранить черновик» keeps what is there; «Отправить оценку» first checks every competence is rated
 * (each missing one is marked, the first focused), then asks, then submits for good.
 */
export function CompetencyFormView(props: {
  areas: readonly CompetencyArea[]
  assessment: Assessment | null
  busy: boolean
  refusal: WriteError | null
  onSave: (values: CompetencyForm, submit: boolean) => void
}) {
  const { areas, busy, onSave } = props
  const form = useAppForm(competencyFormSchema, { defaultValues: formValues(areas, props.assessment) })
  const ratings = form.watch('ratings')
  const all = areas.reduce((n, a) => n + a.competences.length, 0)
  const unrated = Object.keys(form.formState.errors.ratings ?? {}).length
  const submit = form.handleSubmit(async (values) => {
    const missing = missingRatings(areas, values.ratings)
    if (missing.length > 0) {
      for (const key of missing) form.setError(`ratings.${key}`, { type: 'required', message: e.rateEach })
      form.setFocus(`ratings.${missing[0]}`)
      return
    }
    if (await confirm(t.confirmSubmit)) onSave(values, true)
  })
  return (
    <AppForm
      form={form}
      onSubmit={(values) => onSave(values, false)}
      busy={busy}
      error={refusalText(props.refusal)}
      label={t.title}
    >
      <p className="app-field-hint">{t.scaleHint}</p>
      {areas.map((area) => (
        <section key={area.id} className="cmp-area ach-card" aria-labelledby={`cmp-area-${area.id}`}>
          <h2 id={`cmp-area-${area.id}`}>{area.name}</h2>
          {area.competences.map((c) => (
            <ScoreField key={c.id} name={`ratings.${ratingKey(c.id)}`} label={c.name} />
          ))}
          <TextAreaField
            name={`comments.${commentKey(area.id)}`}
            label={t.comment(area.name)}
            hint={t.commentHint}
            maxLength={COMMENT_MAX}
            rows={2}
          />
        </section>
      ))}
      <p role="status">{t.rated(Object.values(ratings ?? {}).filter((s) => s != null).length, all)}</p>
      {unrated > 0 ? (
        <p role="alert" className="ach-error">
          {e.rateAll(unrated)}
        </p>
      ) : null}
      <div className="cmp-actions">
        <SubmitButton label={t.saveDraft} icon="pi pi-save" />
        <Button
          type="button"
          label={t.submit}
          icon="pi pi-send"
          loading={busy}
          disabled={busy}
          onClick={() => void submit()}
        />
      </div>
    </AppForm>
  )
}
