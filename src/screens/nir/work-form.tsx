import { useMemo, useState } from 'react'
import { useSelector } from '@xstate/react'
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import {
  buildWorkSchema,
  influenceError,
  mainShare,
  type ViewField,
  type WorkFormInput,
  type WorkValues,
} from '@/api/nir'
import {
  selectBusy,
  selectError,
  selectFound,
  selectMainAuthor,
  selectPodTip,
  selectReadOnly,
  selectSearching,
  selectView,
  selectWorkID,
} from '@/machines/nir/work-editor.selectors'
import { CO_AUTHOR_INFLUENCE_DEFAULT } from '@/lib/constants/nir'
import { nirTexts as t } from '@/texts/ru/nir'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { TextField } from '@/ui/form/text-field'
import { TextAreaField } from '@/ui/form/text-area-field'
import { NumberField } from '@/ui/form/number-field'
import { SelectField } from '@/ui/form/select-field'
import { DateFormField } from '@/ui/form/date-form-field'
import { FieldError } from '@/ui/form/field-error'
import { SubmitButton } from '@/ui/form/submit-button'
import type { EditorActor } from './editor-actor'
import { errorText } from './error-text'

type Form = UseFormReturn<WorkFormInput, unknown, WorkValues>

/** One field of the view definition as its form primitive. */
function ViewFieldControl({ field }: { field: ViewField }) {
  const common = { name: field.key, label: field.label, required: field.required }
  switch (field.kind) {
    case 'textarea':
      return <TextAreaField {...common} rows={3} maxLength={field.maxLength} />
    case 'number':
      return <NumberField {...common} min={1900} max={2100} useGrouping={false} />
    case 'select':
      return <SelectField {...common} options={field.options} placeholder="—" />
    case 'date':
      return <DateFormField {...common} />
    default:
      return <TextField {...common} maxLength={field.maxLength} />
  }
}

/** The work's form, built from the server's view definition (fields, labels, kinds, lists, required flags). */
export function WorkForm({
  actor,
  defaults,
  onCarry,
}: {
  actor: EditorActor
  defaults: WorkValues
  onCarry: (values: WorkValues) => void
}) {
  const view = useSelector(actor, selectView)!
  const busy = useSelector(actor, selectBusy)
  const readOnly = useSelector(actor, selectReadOnly)
  const workID = useSelector(actor, selectWorkID)
  const podTip = useSelector(actor, selectPodTip)
  const error = useSelector(actor, selectError)
  const schema = useMemo(() => buildWorkSchema(view), [view])
  const form = useAppForm(schema, { defaultValues: { ...defaults, podTip } as WorkFormInput }) as Form
  const refusal = error && error.code !== 'searchFailed' ? errorText(error) : null

  return (
    <AppForm
      form={form}
      className="nir-form"
      label={t.editorTitle}
      busy={busy}
      readOnly={readOnly}
      error={refusal}
      onSubmit={(values) => actor.send({ type: 'work.save', values })}
    >
      {view.listPodTip.length ? (
        <SelectField
          name="podTip"
          label={t.podTip}
          required
          options={view.listPodTip}
          placeholder={t.podTipPlaceholder}
          onValueChange={(next) => {
            onCarry(form.getValues() as WorkValues)
            actor.send({ type: 'podTip.select', podTip: (next as number | null) ?? null })
          }}
        />
      ) : null}
      {view.fields.map((field) => (
        <ViewFieldControl key={field.key} field={field} />
      ))}
      <Authors actor={actor} form={form} />
      {readOnly ? null : (
        <div className="nir-actions">
          <SubmitButton label={t.save} icon="pi pi-save" />
          {workID !== null ? (
            <Button
              type="button"
              label={t.delete}
              icon="pi pi-trash"
              severity="danger"
              onClick={() => actor.send({ type: 'delete.request' })}
            />
          ) : null}
        </div>
      )}
    </AppForm>
  )
}

/** Main author (share = 100 minus the co-authors' shares) and teacher co-authors found by name. */
function Authors({ actor, form }: { actor: EditorActor; form: Form }) {
  const main = useSelector(actor, selectMainAuthor)
  const readOnly = useSelector(actor, selectReadOnly)
  const found = useSelector(actor, selectFound)
  const searching = useSelector(actor, selectSearching)
  const error = useSelector(actor, selectError)
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'coAuthors' as never })
  const watched = (useWatch({ control: form.control, name: 'coAuthors' }) ?? []) as WorkValues['coAuthors']
  const [text, setText] = useState('')
  const share = mainShare(watched)
  const shareError = influenceError(watched)
  const errors = form.formState.errors as { coAuthors?: { message?: string; root?: { message?: string } } }
  const listError = errors.coAuthors?.message ?? errors.coAuthors?.root?.message
  const ids = new Set(watched.map((a) => a.id).concat(main ? [main.id] : []))
  const searchID = 'nir-author-search'

  return (
    <section className="nir-authors" aria-labelledby="nir-authors-title">
      <h2 id="nir-authors-title">{t.authors}</h2>
      {main ? (
        <p className="nir-main-author">
          {t.mainAuthor}: <strong>{main.fio}</strong>
          {main.structure ? `, ${main.structure}` : ''}.{' '}
          <span className={shareError ? 'nir-share nir-share-error' : 'nir-share'} data-testid="main-share">
            {t.mainShare}: {share}%
          </span>
        </p>
      ) : null}
      <h3>{t.coAuthors}</h3>
      {fields.length === 0 ? <p>{t.noCoAuthors}</p> : null}
      <ul className="nir-coauthors">
        {fields.map((row, index) => {
          const author = watched[index] ?? (row as unknown as WorkValues['coAuthors'][number])
          return (
            <li key={row.id} className="nir-coauthor">
              <NumberField name={`coAuthors.${index}.influence`} label={t.influence(author.fio)} min={0} max={100} />
              {readOnly ? null : (
                <Button
                  type="button"
                  icon="pi pi-times"
                  text
                  severity="secondary"
                  aria-label={t.removeAuthor(author.fio)}
                  onClick={() => remove(index)}
                />
              )}
            </li>
          )
        })}
      </ul>
      {shareError || listError ? (
        <div role="alert">
          <FieldError id="nir-influence-error" message={listError ?? t.influenceError} />
        </div>
      ) : null}
      {readOnly ? null : (
        <div className="nir-author-search">
          <label htmlFor={searchID}>{t.findAuthor}</label>
          <InputText
            id={searchID}
            value={text}
            aria-describedby={`${searchID}-hint`}
            autoComplete="off"
            onChange={(e) => {
              setText(e.target.value)
              actor.send({ type: 'author.search', text: e.target.value })
            }}
          />
          <small id={`${searchID}-hint`}>{t.findAuthorHint}</small>
          <div aria-live="polite" className="nir-found">
            {searching ? <p>{t.searching}</p> : null}
            {error?.code === 'searchFailed' ? <p>{t.errors.searchFailed}</p> : null}
            {!searching && text.trim() && found.length === 0 && !error ? <p>{t.nothingFound}</p> : null}
            {found.length ? (
              <ul>
                {found.map((p) => (
                  <li key={p.ID}>
                    <Button
                      type="button"
                      text
                      icon="pi pi-user-plus"
                      label={`${p.FIO}${p.structure ? `, ${p.structure}` : ''}`}
                      aria-label={t.addAuthor(p.FIO)}
                      disabled={ids.has(p.ID)}
                      title={ids.has(p.ID) ? t.alreadyAuthor : undefined}
                      onClick={() => {
                        append({
                          id: p.ID,
                          fio: p.FIO,
                          structure: p.structure,
                          influence: CO_AUTHOR_INFLUENCE_DEFAULT,
                        } as never)
                        setText('')
                        actor.send({ type: 'author.search', text: '' })
                      }}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      )}
    </section>
  )
}
