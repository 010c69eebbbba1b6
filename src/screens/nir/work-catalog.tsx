import { useActorRef, useSelector } from '@xstate/react'
import { useWatch } from 'react-hook-form'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { CATALOG_MIN_LENGTH, type CatalogType } from '@/api/reference'
import type { CatalogField } from '@/api/nir-indexing'
import { catalogSearchMachine } from '@/machines/reference/catalog-search.machine'
import {
  selectCatalogBusy,
  selectCatalogError,
  selectCatalogResults,
  selectCatalogText,
  selectCatalogType,
} from '@/machines/reference/catalog-search.selectors'
import { nirIndexingTexts as t } from '@/texts/ru/nir-indexing'
import { nirTexts } from '@/texts/ru/nir'
import { FieldError } from '@/ui/form/field-error'
import type { WorkFormApi } from './editor-actor'
import './indexing.css'

const PICKERS: { field: CatalogField; type: CatalogType; label: string }[] = [
  { field: 'journal', type: 0, label: t.journal },
  { field: 'strYGNP', type: 1, label: t.ugnp },
  { field: 'strGRNTI', type: 2, label: t.grnti },
]

/**
 * The work's catalogue fields (spec 2 §5 "Search", §4 "Work"): the journal (≥ 3 characters), UGNP and GRNTI
 * (≥ 1) picked from the catalogues; a shorter text makes no call. A picked journal also fills the view's
 * journal title field (journalKey) when the view has one.
 */
export function WorkCatalog({
  form,
  readOnly,
  journalKey,
}: {
  form: WorkFormApi
  readOnly: boolean
  journalKey: string | null
}) {
  return (
    <fieldset className="nir-catalog">
      <legend>{t.catalog}</legend>
      {PICKERS.map((p) => (
        <CatalogPicker
          key={p.field}
          {...p}
          form={form}
          readOnly={readOnly}
          onPick={(name) => {
            if (p.field === 'journal' && journalKey) form.setValue(journalKey, name, { shouldDirty: true })
          }}
        />
      ))}
    </fieldset>
  )
}

function CatalogPicker(props: {
  form: WorkFormApi
  field: CatalogField
  type: CatalogType
  label: string
  readOnly: boolean
  onPick: (name: string) => void
}) {
  const { form, field, type, label, readOnly } = props
  // the reference area's catalogue search, one per catalogue
  const ref = useActorRef(catalogSearchMachine)
  const current = useSelector(ref, selectCatalogType)
  const text = useSelector(ref, selectCatalogText)
  const results = useSelector(ref, selectCatalogResults)
  const busy = useSelector(ref, selectCatalogBusy)
  const failed = useSelector(ref, selectCatalogError)
  const value = (useWatch({ control: form.control, name: field }) ?? '') as string
  const error = (form.formState.errors as Record<string, { message?: string } | undefined>)[field]?.message
  const id = `nir-catalog-${field}`
  const min = CATALOG_MIN_LENGTH[type]
  const short = current !== type || text.trim().length < min
  const search = (next: string) => {
    if (current !== type) ref.send({ type: 'catalog.select', catalog: type })
    ref.send({ type: 'query.change', text: next })
  }
  const pick = (name: string) => {
    form.setValue(field, name, { shouldDirty: true })
    form.clearErrors(field)
    props.onPick(name)
    search('')
  }
  const hint = short
    ? t.minHint(min)
    : busy
      ? nirTexts.searching
      : failed
        ? t.searchFailed
        : results.length === 0
          ? t.nothing
          : ''

  return (
    <div className="nir-catalog-picker" data-catalog={field}>
      <p className="nir-catalog-value" id={`${id}-value`}>
        {label}: <strong>{value || t.notChosen}</strong>
        {value && !readOnly ? (
          <Button
            type="button"
            text
            size="small"
            icon="pi pi-times"
            aria-label={t.clear(label)}
            onClick={() => form.setValue(field, '', { shouldDirty: true })}
          />
        ) : null}
      </p>
      {readOnly ? null : (
        <>
          <label htmlFor={id}>{t.find(label)}</label>
          <InputText
            id={id}
            value={current === type ? text : ''}
            autoComplete="off"
            aria-describedby={`${id}-hint ${id}-value${error ? ` ${id}-error` : ''}`}
            onChange={(e) => search(e.target.value)}
          />
          <small id={`${id}-hint`} aria-live="polite" className="nir-catalog-hint">
            {hint}
          </small>
          {!short && results.length > 0 ? (
            <ul className="nir-catalog-results" aria-label={t.find(label)}>
              {results.map((r) => (
                <li key={r.id}>
                  <Button
                    type="button"
                    text
                    label={r.name}
                    aria-label={t.choose(r.name)}
                    onClick={() => pick(r.name)}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}
