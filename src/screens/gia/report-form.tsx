import { useEffect, useMemo } from 'react'
import { shallowEqual, useSelector } from '@xstate/react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import type { Chairman } from '@/api/gia'
import { EDUCATION_LEVELS, LONG_TEXT_ROWS, ORIGINALITY_MAX_LENGTH } from '@/lib/constants/gia'
import {
  selectChairmen,
  selectCompetences,
  selectDirections,
  selectIsBusy,
  selectIsEditing,
  selectListsLoading,
  selectProgrammes,
  selectUgsns,
} from '@/machines/gia/report-edit.selectors'
import { AppForm } from '@/ui/form/app-form'
import { CheckboxField } from '@/ui/form/checkbox-field'
import { DateFormField } from '@/ui/form/date-form-field'
import { SelectField } from '@/ui/form/select-field'
import { TextAreaField } from '@/ui/form/text-area-field'
import { TextField } from '@/ui/form/text-field'
import { giaTexts as t } from '@/texts/ru/gia'
import type { ReportActor } from './report-actor'
import { Disclosure } from './report-disclosure'
import { DigitsField, RadioGroupField } from './report-fields'
import { ChairmanCard, StudentLists } from './report-people'
import { CountTables } from './report-tables'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the report form's input type (valibot input of reportFormSchema)
export type ReportForm = UseFormReturn<any, unknown, any>

/** The current value first, then the loaded list (a saved report shows its value before its list arrives). */
const withCurrent = (current: string, list: string[]) =>
  [...new Set([...(current ? [current] : []), ...list])].map((x) => ({ value: x, label: x }))

const LEVEL_OPTIONS = EDUCATION_LEVELS.map((level) => ({ value: level, label: t.levels[level] }))

/**
 * The report's fields (spec 2 §2.6). react-hook-form holds every value; a change of UGSN, direction,
 * programme, chairman or level tells the machine, which reloads the lists that depend on it.
 */
export function ReportFields({
  actor,
  form,
  onSave,
  error,
}: {
  actor: ReportActor
  form: ReportForm
  onSave: () => void
  error: string | null
}) {
  const editing = useSelector(actor, selectIsEditing)
  const busy = useSelector(actor, selectIsBusy)
  const ugsns = useSelector(actor, selectUgsns)
  const directions = useSelector(actor, selectDirections)
  const programmes = useSelector(actor, selectProgrammes)
  const chairmen = useSelector(actor, selectChairmen)
  const competences = useSelector(actor, selectCompetences)
  const loading = useSelector(actor, selectListsLoading, shallowEqual)
  const [direction, programme, chosen, orders] = useWatch({
    control: form.control,
    name: ['directionСipher', 'nameOOP', 'competencies', 'orders'],
  }) as [string, string, number[], { serialNumber: number }[]]

  // Required fields are highlighted from the start (spec 2 §6), not only once touched.
  useEffect(() => {
    void form.trigger()
  }, [form])

  const ugsnOptions = useMemo(() => ugsns.map((u) => ({ value: u.id, label: u.name })), [ugsns])
  const chairmanOptions = useMemo(() => chairmen.map((c) => ({ value: c.userID, label: c.userFullName })), [chairmen])
  const toggleCompetence = (id: number) =>
    form.setValue('competencies', chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id], {
      shouldDirty: true,
    })
  const pickChairman = (userID: number | null) => {
    const found: Chairman | undefined = chairmen.find((c) => c.userID === userID)
    if (found) actor.send({ type: 'chairman.select', chairman: found })
  }

  return (
    <AppForm
      form={form}
      onSubmit={onSave}
      busy={busy}
      readOnly={!editing}
      error={error}
      className="gia-form"
      id="gia-report"
      label={t.title}
    >
      <SelectField<number>
        name="ugsnid"
        label={t.ugsn}
        required
        options={ugsnOptions}
        onValueChange={(id) => actor.send({ type: 'ugsn.select', ugsnid: id ?? 0 })}
      />
      <div className="gia-row">
        <DateFormField name="dateApprovedForTheScienceMethodOfAdviceOnUGSN" label={t.councilDate} />
        <DigitsField name="numberApprovedForTheScienceMethodOfAdviceOnUGSN" label={t.councilNumber} required />
      </div>
      <SelectField<string>
        name="directionСipher"
        label={t.direction}
        required
        options={withCurrent(direction, directions)}
        loading={loading.directions}
        onValueChange={(full) => {
          form.setValue('competencies', [])
          actor.send({ type: 'direction.select', full: full ?? '' })
        }}
      />
      <SelectField<string>
        name="nameOOP"
        label={t.programme}
        required
        options={withCurrent(programme, programmes)}
        loading={loading.programmes}
        onValueChange={(name) => actor.send({ type: 'programme.select', name: name ?? '' })}
      />
      <fieldset className="gia-chairman">
        <legend>{t.chairman}</legend>
        <ChairmanCard actor={actor} />
        {editing && (
          <SelectField<number>
            name="chairmanId"
            label={t.chairman}
            options={chairmanOptions}
            loading={loading.chairmen}
            onValueChange={pickChairman}
          />
        )}
      </fieldset>
      <RadioGroupField
        name="levelEducation"
        legend={t.level}
        options={LEVEL_OPTIONS}
        onValueChange={(level) => actor.send({ type: 'level.select', level })}
      />
      <CheckboxField name="porotectionFromTheStateExam" label={t.stateExam} />
      <StudentLists actor={actor} />
      <div className="gia-row">
        <DateFormField name="dateProtocolSessionCafAboutApprovalWKR" label={t.cafDate} />
        <DigitsField name="numberProtocolSessionCafaboutApprovalWKR" label={t.cafNumber} />
      </div>
      {orders.map((o, i) => (
        <div className="gia-row gia-order" key={o.serialNumber}>
          <TextField name={`orders.${i}.theme`} label={t.orderTheme} required className="gia-wide" />
          <DateFormField name={`orders.${i}.dateVeryfied`} label={t.orderDate} />
          <TextField name={`orders.${i}.number`} label={t.orderNumber} required />
        </div>
      ))}
      <DateFormField name="dateApprovedMinofScience" label={t.ministryDate} />
      <Disclosure title={`${t.competences} (${chosen.length}/${competences.length})`} forceOpen={!editing}>
        <ul className="gia-pick" aria-label={t.competencesPick}>
          {competences.map((k) => (
            <li key={k.id}>
              <button type="button" aria-pressed={chosen.includes(k.id)} onClick={() => toggleCompetence(k.id)}>
                <b>{k.chiperCompetencies}</b> {k.name}
              </button>
            </li>
          ))}
        </ul>
      </Disclosure>
      <div className="gia-row">
        <DigitsField
          name="averageOriginality"
          label={t.originality}
          kind="number"
          maxLength={ORIGINALITY_MAX_LENGTH}
          required
        />
        <TextField name="demonstrationPart" label={t.demonstration} required />
      </div>
      <CountTables readOnly={!editing} />
      <TextAreaField
        name="theMainDisadvantagesOfWRC"
        label={t.disadvantages}
        rows={LONG_TEXT_ROWS}
        autoResize={false}
      />
      <TextAreaField name="proposalByThePresident" label={t.proposals} rows={LONG_TEXT_ROWS} autoResize={false} />
    </AppForm>
  )
}
