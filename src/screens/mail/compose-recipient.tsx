import { useId } from 'react'
import { useSelector } from '@xstate/react'
import { useController, useFormContext, useWatch } from 'react-hook-form'
import { InputText } from 'primereact/inputtext'
import { Checkbox } from 'primereact/checkbox'
import { RadioButton } from 'primereact/radiobutton'
import type { Person } from '@/api/mail'
import { isSearchType, shownSelections, type SelectionKey } from '@/api/mail-compose'
import { courseOptions, type ComposeForm } from '@/machines/mail/compose.form'
import {
  selectAllowedTypes,
  selectGroups,
  selectGroupsAnswer,
  selectGroupsLoading,
  selectSearch,
  selectSearching,
} from '@/machines/mail/compose.selectors'
import {
  composeYears,
  MASS_MAILING_IDS,
  RECIPIENT_PAGE_SIZES,
  RECIPIENT_TYPE,
  type RecipientTypeID,
} from '@/lib/constants/mail'
import { FieldError } from '@/ui/form/field-error'
import { SelectField } from '@/ui/form/select-field'
import { FilterSelect } from '@/ui/filter-select'
import { mailTexts as t } from '@/texts/ru/mail'
import type { ComposeRef } from '@/machines/mail/compose.machine'

const SELECTION_LABEL: Record<SelectionKey, string> = {
  faculties: t.faculty,
  forms: t.formStudy,
  conditions: t.conditions,
  levels: t.level,
  courses: t.courses,
  nationality: t.nationality,
}

interface Props {
  actor: ComposeRef
  /** A value changed: the machine drops its last send error. */
  onEdit: () => void
}

/**
 * 'Тип*', then ФИО* search, a group, or the mass-mode selections and the 'Массовая рассылка*' radio. The
 * values are the compose form's (react-hook-form); the machine is told the type (for its search) and the
 * year (to load that year's groups).
 */
export function RecipientFields({ actor, onEdit }: Props) {
  const allowed = useSelector(actor, selectAllowedTypes)
  const { setValue } = useFormContext<ComposeForm>()
  const typeID = useWatch<ComposeForm, 'typeID'>({ name: 'typeID' })
  return (
    <>
      <SelectField<RecipientTypeID>
        name="typeID"
        label={t.type}
        options={allowed.map((type) => ({ value: type, label: t.recipientTypes[type] }))}
        filter={false}
        onValueChange={(next) => {
          onEdit()
          setValue('recipient', null)
          setValue('groupID', null)
          setValue('massMailingID', null)
          if (next !== null) actor.send({ type: 'recipientType.select', typeID: next })
        }}
      />
      {isSearchType(typeID) && <RecipientSearch actor={actor} onEdit={onEdit} />}
      {typeID === RECIPIENT_TYPE.group && <GroupField actor={actor} onEdit={onEdit} />}
      {typeID !== null && typeID >= RECIPIENT_TYPE.byCourse && <MassFields actor={actor} onEdit={onEdit} />}
    </>
  )
}

function RecipientSearch({ actor, onEdit }: Props) {
  const id = useId()
  const { field, fieldState } = useController<ComposeForm, 'recipient'>({ name: 'recipient' })
  const search = useSelector(actor, selectSearch)
  const searching = useSelector(actor, selectSearching)
  const recipient = field.value
  const invalid = Boolean(fieldState.error)
  const paged = search.typeID === RECIPIENT_TYPE.byName
  const choose = (person: Person | null) => {
    field.onChange(person)
    onEdit()
  }
  if (recipient) {
    return (
      <div className="mail-field">
        <span className="mail-label" id={`${id}-chosen`}>
          {t.recipient}
        </span>
        <div className="mail-chosen" aria-labelledby={`${id}-chosen`}>
          <PersonLine person={recipient} />
          <button type="button" className="mail-icon-button" aria-label={t.recipientClear} onClick={() => choose(null)}>
            <span className="pi pi-times" aria-hidden />
          </button>
        </div>
      </div>
    )
  }
  const pages = Math.max(1, Math.ceil(search.total / search.rowsPerPage))
  return (
    <div className="mail-field">
      <label htmlFor={`${id}-fio`}>{t.recipient}</label>
      <InputText
        id={`${id}-fio`}
        ref={field.ref}
        type="search"
        autoComplete="off"
        value={search.query}
        aria-describedby={`${id}-hint`}
        aria-invalid={invalid || undefined}
        invalid={invalid}
        onChange={(e) => actor.send({ type: 'recipient.search', text: e.target.value })}
        onBlur={field.onBlur}
      />
      <small id={`${id}-hint`} className={invalid ? 'mail-field-error' : 'mail-muted'}>
        {invalid ? fieldState.error?.message : t.recipientHint}
      </small>
      <div aria-live="polite" className="mail-search-results">
        {searching && <p className="mail-muted">{t.loadingForm}</p>}
        {!searching && search.query.trim().length > 3 && search.results.length === 0 && (
          <p className="mail-muted">{search.failed ? t.sendError : t.recipientNone}</p>
        )}
        {search.results.length > 0 && (
          <ul className="mail-people" aria-label={t.recipientChosen}>
            {search.results.map((p) => (
              <li key={p.id}>
                <button type="button" className="mail-person-button" onClick={() => choose(p)}>
                  <PersonLine person={p} />
                </button>
              </li>
            ))}
          </ul>
        )}
        {paged && search.total > 0 && (
          <div className="mail-pager">
            <button
              type="button"
              className="mail-icon-button"
              aria-label={t.prevPage}
              disabled={search.page <= 1}
              onClick={() => actor.send({ type: 'results.page', page: search.page - 1 })}
            >
              <span className="pi pi-angle-left" aria-hidden />
            </button>
            <span>{t.pageOf(search.page, pages)}</span>
            <button
              type="button"
              className="mail-icon-button"
              aria-label={t.nextPage}
              disabled={search.page >= pages}
              onClick={() => actor.send({ type: 'results.page', page: search.page + 1 })}
            >
              <span className="pi pi-angle-right" aria-hidden />
            </button>
            <FilterSelect
              label={t.rowsPerPage}
              value={search.rowsPerPage}
              options={RECIPIENT_PAGE_SIZES.map((n) => ({ value: n, label: String(n) }))}
              onChange={(rows) => rows !== null && actor.send({ type: 'results.rows', rowsPerPage: rows })}
            />
          </div>
        )}
      </div>
    </div>
  )
}

function PersonLine({ person }: { person: Person }) {
  return (
    <span className="mail-person">
      {person.photo ? (
        <img src={person.photo} alt="" width={28} height={28} />
      ) : (
        <span className="pi pi-user" aria-hidden />
      )}
      <span>
        <span className="mail-person-name">{person.fio}</span>
        {person.info && <small className="mail-muted"> {person.info}</small>}
      </span>
    </span>
  )
}

function GroupField({ actor, onEdit }: Props) {
  const groups = useSelector(actor, selectGroups)
  const loading = useSelector(actor, selectGroupsLoading)
  return (
    <SelectField<number>
      name="groupID"
      label={t.group}
      options={groups.map((g) => ({ value: g.groupID, label: g.name }))}
      loading={loading}
      onValueChange={onEdit}
    />
  )
}

function MassFields({ actor, onEdit }: Props) {
  const { setValue } = useFormContext<ComposeForm>()
  const typeID = useWatch<ComposeForm, 'typeID'>({ name: 'typeID' })
  const groups = useSelector(actor, selectGroupsAnswer)
  const options: Record<SelectionKey, { id: number; name: string }[]> = {
    faculties: groups?.faculties ?? [],
    forms: groups?.formStudy ?? [],
    conditions: groups?.conditionsEducation ?? [],
    levels: groups?.levelEducation ?? [],
    courses: courseOptions(groups).map((c) => ({ id: c, name: t.course(c) })),
    nationality: groups?.nationality ?? [],
  }
  return (
    <>
      <SelectField<string>
        name="year"
        label={t.year}
        required
        filter={false}
        options={composeYears(new Date()).map((y) => ({ value: y, label: y }))}
        onValueChange={(year) => {
          onEdit()
          setValue('groupID', null)
          if (year) actor.send({ type: 'year.select', year })
        }}
      />
      {typeID === RECIPIENT_TYPE.mass && <MassMailingRadio onEdit={onEdit} />}
      {shownSelections(typeID).map((key) => (
        <CheckGroup
          key={key}
          name={key}
          label={
            key === 'faculties' && typeID === RECIPIENT_TYPE.byCourse
              ? SELECTION_LABEL.faculties.replace('*', '')
              : SELECTION_LABEL[key]
          }
          options={options[key]}
          onEdit={onEdit}
        />
      ))}
    </>
  )
}

function MassMailingRadio({ onEdit }: { onEdit: () => void }) {
  const id = useId()
  const { field, fieldState } = useController<ComposeForm, 'massMailingID'>({ name: 'massMailingID' })
  const errorId = `${id}-error`
  return (
    <fieldset
      className="mail-choices"
      aria-invalid={fieldState.error ? true : undefined}
      aria-describedby={fieldState.error ? errorId : undefined}
    >
      <legend>{t.massMailing}</legend>
      {MASS_MAILING_IDS.map((m) => (
        <div key={m} className="mail-check">
          <RadioButton
            inputId={`${id}-${m}`}
            name={`${id}-mass`}
            value={m}
            checked={field.value === m}
            onChange={() => {
              field.onChange(m)
              onEdit()
            }}
            onBlur={field.onBlur}
          />
          <label htmlFor={`${id}-${m}`}>{t.massOptions[m]}</label>
        </div>
      ))}
      <FieldError id={errorId} message={fieldState.error?.message} />
    </fieldset>
  )
}

function CheckGroup({
  name,
  label,
  options,
  onEdit,
}: {
  name: SelectionKey
  label: string
  options: { id: number; name: string }[]
  onEdit: () => void
}) {
  const id = useId()
  const { field, fieldState } = useController<ComposeForm, `selections.${SelectionKey}`>({
    name: `selections.${name}`,
  })
  const values = field.value
  const errorId = `${id}-error`
  const toggle = (value: number) => {
    field.onChange(values.includes(value) ? values.filter((v) => v !== value) : [...values, value])
    onEdit()
  }
  return (
    <fieldset
      className="mail-choices"
      aria-invalid={fieldState.error ? true : undefined}
      aria-describedby={fieldState.error ? errorId : undefined}
    >
      <legend>{label}</legend>
      {options.map((o) => (
        <div key={o.id} className="mail-check">
          <Checkbox
            inputId={`${id}-${o.id}`}
            checked={values.includes(o.id)}
            onChange={() => toggle(o.id)}
            onBlur={field.onBlur}
          />
          <label htmlFor={`${id}-${o.id}`}>{o.name}</label>
        </div>
      ))}
      <FieldError id={errorId} message={fieldState.error?.message} />
    </fieldset>
  )
}
