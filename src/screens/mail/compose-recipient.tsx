import { useId } from 'react'
import { shallowEqual, useSelector } from '@xstate/react'
import type { Person } from '@/api/mail'
import { courseOptions, isSearchType, shownSelections, type SelectionKey } from '@/machines/mail/compose.form'
import {
  selectAllowedTypes,
  selectErrors,
  selectGroupID,
  selectGroups,
  selectGroupsAnswer,
  selectMassMailingID,
  selectRecipient,
  selectSearch,
  selectSearching,
  selectSelection,
  selectTouched,
  selectTypeID,
  selectYear,
} from '@/machines/mail/compose.selectors'
import {
  composeYears,
  MASS_MAILING_IDS,
  RECIPIENT_PAGE_SIZES,
  RECIPIENT_TYPE,
  type RecipientTypeID,
} from '@/lib/constants/mail'
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

/** 'Тип*', then ФИО* search, a group, or the mass-mode selections and the 'Массовая рассылка*' radio. */
export function RecipientFields({ actor }: { actor: ComposeRef }) {
  const id = useId()
  const allowed = useSelector(actor, selectAllowedTypes)
  const typeID = useSelector(actor, selectTypeID)
  const errors = useSelector(actor, selectErrors, shallowEqual)
  const touched = useSelector(actor, selectTouched)
  const typeError = touched.typeID && errors.typeID
  return (
    <>
      <div className="mail-field">
        <label htmlFor={`${id}-type`}>{t.type}</label>
        <select
          id={`${id}-type`}
          value={typeID ?? ''}
          required
          aria-invalid={typeError ? true : undefined}
          onChange={(e) =>
            e.target.value &&
            actor.send({ type: 'recipientType.select', typeID: Number(e.target.value) as RecipientTypeID })
          }
          onBlur={() => actor.send({ type: 'field.blur', field: 'typeID' })}
        >
          <option value="" disabled>
            —
          </option>
          {allowed.map((type) => (
            <option key={type} value={type}>
              {t.recipientTypes[type]}
            </option>
          ))}
        </select>
        {typeError && <small className="mail-field-error">{t.typeRequired}</small>}
      </div>
      {isSearchType(typeID) && <RecipientSearch actor={actor} />}
      {typeID === RECIPIENT_TYPE.group && <GroupField actor={actor} />}
      {typeID !== null && typeID >= RECIPIENT_TYPE.byCourse && <MassFields actor={actor} />}
    </>
  )
}

function RecipientSearch({ actor }: { actor: ComposeRef }) {
  const id = useId()
  const typeID = useSelector(actor, selectTypeID)
  const recipient = useSelector(actor, selectRecipient)
  const search = useSelector(actor, selectSearch)
  const searching = useSelector(actor, selectSearching)
  const touched = useSelector(actor, selectTouched).recipient
  const paged = typeID === RECIPIENT_TYPE.byName
  if (recipient) {
    return (
      <div className="mail-field">
        <span className="mail-label" id={`${id}-chosen`}>
          {t.recipient}
        </span>
        <div className="mail-chosen" aria-labelledby={`${id}-chosen`}>
          <PersonLine person={recipient} />
          <button
            type="button"
            className="mail-icon-button"
            aria-label={t.recipientClear}
            onClick={() => actor.send({ type: 'recipient.clear' })}
          >
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
      <input
        id={`${id}-fio`}
        type="search"
        autoComplete="off"
        value={search.query}
        aria-describedby={`${id}-hint`}
        aria-invalid={touched ? true : undefined}
        onChange={(e) => actor.send({ type: 'recipient.search', text: e.target.value })}
        onBlur={() => actor.send({ type: 'field.blur', field: 'recipient' })}
      />
      <small id={`${id}-hint`} className={touched ? 'mail-field-error' : 'mail-muted'}>
        {touched ? t.recipientRequired : t.recipientHint}
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
                <button
                  type="button"
                  className="mail-person-button"
                  onClick={() => actor.send({ type: 'recipient.pick', person: p })}
                >
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
            <label>
              {t.rowsPerPage}{' '}
              <select
                value={search.rowsPerPage}
                onChange={(e) => actor.send({ type: 'results.rows', rowsPerPage: Number(e.target.value) })}
              >
                {RECIPIENT_PAGE_SIZES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
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

function GroupField({ actor }: { actor: ComposeRef }) {
  const id = useId()
  const groups = useSelector(actor, selectGroups)
  const groupID = useSelector(actor, selectGroupID)
  const touched = useSelector(actor, selectTouched).groupID
  return (
    <div className="mail-field">
      <label htmlFor={`${id}-group`}>{t.group}</label>
      <select
        id={`${id}-group`}
        value={groupID ?? ''}
        aria-invalid={touched && groupID === null ? true : undefined}
        onChange={(e) => actor.send({ type: 'group.select', groupID: e.target.value ? Number(e.target.value) : null })}
        onBlur={() => actor.send({ type: 'field.blur', field: 'groupID' })}
      >
        <option value="">—</option>
        {groups.map((g) => (
          <option key={g.groupID} value={g.groupID}>
            {g.name}
          </option>
        ))}
      </select>
      {touched && groupID === null && <small className="mail-field-error">{t.groupRequired}</small>}
    </div>
  )
}

function MassFields({ actor }: { actor: ComposeRef }) {
  const id = useId()
  const typeID = useSelector(actor, selectTypeID)
  const groups = useSelector(actor, selectGroupsAnswer)
  const year = useSelector(actor, selectYear)
  const massID = useSelector(actor, selectMassMailingID)
  const touched = useSelector(actor, selectTouched)
  const errors = useSelector(actor, selectErrors, shallowEqual)
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
      <div className="mail-field">
        <label htmlFor={`${id}-year`}>{t.year}</label>
        <select
          id={`${id}-year`}
          value={year}
          onChange={(e) => actor.send({ type: 'year.select', year: e.target.value })}
        >
          {composeYears(new Date()).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      {typeID === RECIPIENT_TYPE.mass && (
        <fieldset
          className="mail-choices"
          aria-invalid={touched.massMailingID && errors.massMailingID ? true : undefined}
        >
          <legend>{t.massMailing}</legend>
          {MASS_MAILING_IDS.map((m) => (
            <label key={m} className="mail-check">
              <input
                type="radio"
                name={`${id}-mass`}
                checked={massID === m}
                onChange={() => actor.send({ type: 'massMailing.select', id: m })}
              />
              {t.massOptions[m]}
            </label>
          ))}
          {touched.massMailingID && errors.massMailingID && (
            <small className="mail-field-error">{t.massRequired}</small>
          )}
        </fieldset>
      )}
      {shownSelections(typeID).map((key) => (
        <CheckGroup
          key={key}
          actor={actor}
          name={key}
          label={
            key === 'faculties' && typeID === RECIPIENT_TYPE.byCourse
              ? SELECTION_LABEL.faculties.replace('*', '')
              : SELECTION_LABEL[key]
          }
          options={options[key]}
          error={Boolean(touched[key] && errors[key])}
        />
      ))}
    </>
  )
}

function CheckGroup({
  actor,
  name,
  label,
  options,
  error,
}: {
  actor: ComposeRef
  name: SelectionKey
  label: string
  options: { id: number; name: string }[]
  error: boolean
}) {
  const values = useSelector(actor, selectSelection(name))
  const toggle = (value: number) =>
    actor.send({
      type: 'selection.change',
      key: name,
      values: values.includes(value) ? values.filter((v) => v !== value) : [...values, value],
    })
  return (
    <fieldset className="mail-choices" aria-invalid={error || undefined}>
      <legend>{label}</legend>
      {options.map((o) => (
        <label key={o.id} className="mail-check">
          <input type="checkbox" checked={values.includes(o.id)} onChange={() => toggle(o.id)} />
          {o.name}
        </label>
      ))}
      {error && <small className="mail-field-error">{t.selectionRequired}</small>}
    </fieldset>
  )
}
