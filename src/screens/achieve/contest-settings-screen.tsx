import { useMemo } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { useFieldArray, type FieldErrors } from 'react-hook-form'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import { contestSettingsFormSchema, type ContestSettings, type ContestSettingsFormInput } from '@/api/contest-settings'
import { contestSettingsMachine } from '@/machines/achieve/contest-settings.machine'
import { CONTEST_CRITERIA_MAX, CONTEST_STAGES_MAX } from '@/lib/constants/contests'
import type { ScreenProps } from '@/lib/screen-props'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { DateFormField } from '@/ui/form/date-form-field'
import { MultiSelectField } from '@/ui/form/multi-select-field'
import { NumberField } from '@/ui/form/number-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { TextField } from '@/ui/form/text-field'
import { contestTexts, fillText } from '@/texts/ru/contests'
import { contestErrorText } from './contest-error-text'
import { periodText } from './contest-parts'
import './achieve.css'
import './contests.css'

const t = contestTexts.settings
type Actor = ReturnType<typeof useActorRef<typeof contestSettingsMachine>>

/** The message of a whole list (e.g. «at least one criterion»), wherever the resolver put it. */
const listError = (
  errors: FieldErrors<ContestSettingsFormInput>['criteria'] | FieldErrors<ContestSettingsFormInput>['stages'],
) => errors?.message ?? errors?.root?.message ?? null

function SettingsForm({ actor, settings }: { actor: Actor; settings: ContestSettings }) {
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const error = useSelector(actor, (s) => s.context.error)
  const saved = useSelector(actor, (s) => s.context.saved)
  const schema = useMemo(
    () => contestSettingsFormSchema(settings.dateStart, settings.dateTo),
    [settings.dateStart, settings.dateTo],
  )
  const form = useAppForm(schema, {
    defaultValues: {
      stages: settings.stages,
      criteria: settings.criteria,
      juryIDs: settings.juryIDs,
      facultyIDs: settings.facultyIDs,
    },
  })
  const stages = useFieldArray({ control: form.control, name: 'stages' })
  const criteria = useFieldArray({ control: form.control, name: 'criteria' })
  const criteriaError = listError(form.formState.errors.criteria)
  const stagesError = listError(form.formState.errors.stages)
  return (
    <AppForm
      form={form}
      label={t.heading}
      busy={busy}
      error={contestErrorText(error)}
      onSubmit={(body) => actor.send({ type: 'settings.save', body })}
    >
      <fieldset className="con-settings-group" aria-describedby={stagesError ? 'con-stages-error' : undefined}>
        <legend>{t.stages}</legend>
        {stages.fields.map((field, i) => (
          <div key={field.id} className="con-settings-row">
            <TextField name={`stages.${i}.name`} label={fillText(t.stageName, { n: i + 1 })} required maxLength={200} />
            <DateFormField name={`stages.${i}.date`} label={fillText(t.stageDate, { n: i + 1 })} required />
            <Button
              type="button"
              icon="pi pi-trash"
              text
              aria-label={fillText(t.removeStage, { n: i + 1 })}
              onClick={() => stages.remove(i)}
            />
          </div>
        ))}
        {stagesError && (
          <p id="con-stages-error" role="alert" className="app-field-error">
            {stagesError}
          </p>
        )}
        {stages.fields.length < CONTEST_STAGES_MAX && (
          <Button
            type="button"
            icon="pi pi-plus"
            label={t.addStage}
            text
            onClick={() => stages.append({ name: '', date: null })}
          />
        )}
      </fieldset>
      <fieldset className="con-settings-group" aria-describedby={criteriaError ? 'con-criteria-error' : undefined}>
        <legend>{contestTexts.open.criteria}</legend>
        {criteria.fields.map((field, i) => (
          <div key={field.id} className="con-settings-row">
            <TextField
              name={`criteria.${i}.name`}
              label={fillText(t.criterionName, { n: i + 1 })}
              required
              maxLength={200}
            />
            <NumberField name={`criteria.${i}.maxMark`} label={fillText(t.criterionMax, { n: i + 1 })} required />
            <Button
              type="button"
              icon="pi pi-trash"
              text
              aria-label={fillText(t.removeCriterion, { n: i + 1 })}
              onClick={() => criteria.remove(i)}
            />
          </div>
        ))}
        {criteriaError && (
          <p id="con-criteria-error" role="alert" className="app-field-error">
            {criteriaError}
          </p>
        )}
        {criteria.fields.length < CONTEST_CRITERIA_MAX && (
          <Button
            type="button"
            icon="pi pi-plus"
            label={t.addCriterion}
            text
            onClick={() => criteria.append({ id: null, name: '', maxMark: null })}
          />
        )}
      </fieldset>
      <MultiSelectField name="juryIDs" label={t.jury} options={settings.experts} filter />
      <MultiSelectField name="facultyIDs" label={t.faculties} hint={t.facultiesHint} options={settings.faculties} />
      <SubmitButton label={t.save} icon="pi pi-check" />
      <p role="status" className="ach-saved">
        {saved ? t.saved : ''}
      </p>
    </AppForm>
  )
}

/** /Contests/SettingContest/{contestID}: the organiser sets the stages, criteria, jury and who may apply. */
export default function ContestSettingsScreen({ params }: ScreenProps) {
  const actor = useActorRef(contestSettingsMachine, { input: { competitionID: Number(params.contestID) } })
  const state = useSelector(actor, (s) => s.value)
  const { settings, missing, forbidden } = useSelector(actor, (s) => s.context)
  const e = contestTexts.errors
  return (
    <div className="page ach-page">
      <h1>{t.heading}</h1>
      <p>
        <Link href="/Contests/Admin/">{t.toList}</Link>
      </p>
      {state === 'loading' ? (
        <p role="status">{contestTexts.list.caption}…</p>
      ) : state === 'loadFailed' || !settings ? (
        <p role="alert">
          {missing ? e.notFound : forbidden ? e.forbidden : e.loadFailed}{' '}
          {!missing && !forbidden && (
            <Button
              type="button"
              label={contestTexts.list.retry}
              text
              onClick={() => actor.send({ type: 'settings.refresh' })}
            />
          )}
        </p>
      ) : (
        <>
          <div className="con-title">
            <h2>{settings.name}</h2>
            <span>{fillText(t.period, { period: periodText(settings) })}</span>
          </div>
          {/* A new key after a save, so the form starts from what the server now holds (new criteria get ids). */}
          <SettingsForm key={JSON.stringify(settings.criteria)} actor={actor} settings={settings} />
        </>
      )}
    </div>
  )
}
