import { useEffect, useState } from 'react'
import { useSelector } from '@xstate/react'
import { useFieldArray, useWatch } from 'react-hook-form'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { RadioButton } from 'primereact/radiobutton'
import { authorKey, influenceError, mainShare, type CoAuthor, type FoundAuthor } from '@/api/nir'
import {
  selectError,
  selectFound,
  selectMainAuthor,
  selectReadOnly,
  selectSearchKind,
  selectSearching,
} from '@/machines/nir/work-editor.selectors'
import type { AuthorSearchKind } from '@/machines/nir/work-editor.types'
import { CO_AUTHOR_INFLUENCE_DEFAULT, NIR_AUTHOR_FIO_MAX } from '@/lib/constants/nir'
import { nirTexts as t } from '@/texts/ru/nir'
import { NumberField } from '@/ui/form/number-field'
import { TextField } from '@/ui/form/text-field'
import { FieldError } from '@/ui/form/field-error'
import type { EditorActor, WorkFormApi } from './editor-actor'

const SEARCH_KINDS: AuthorSearchKind[] = ['prepod', 'student']

/** A found person as a new co-author row with the default share (spec 2 §9). */
export const foundToRow = (p: FoundAuthor): CoAuthor => ({ ...p, influence: CO_AUTHOR_INFLUENCE_DEFAULT })

/**
 * The authors of a work (spec 2 §3 "Authors", §4): the main author (share = 100 minus the others'),
 * teacher and student co-authors found by name, and authors from outside the university by free text.
 */
export function WorkAuthors({ actor, form }: { actor: EditorActor; form: WorkFormApi }) {
  const main = useSelector(actor, selectMainAuthor)
  const readOnly = useSelector(actor, selectReadOnly)
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'coAuthors' as never })
  const watched = (useWatch({ control: form.control, name: 'coAuthors' }) ?? []) as CoAuthor[]
  const share = mainShare(watched)
  const shareError = influenceError(watched)
  const errors = form.formState.errors as { coAuthors?: { message?: string; root?: { message?: string } } }
  const rawListError = errors.coAuthors?.message ?? errors.coAuthors?.root?.message
  // A refused save leaves the influence error on the list; it goes once the shares leave the main author a part.
  const staleShareError = rawListError === t.influenceError && !shareError
  const listError = staleShareError ? undefined : rawListError
  useEffect(() => {
    if (staleShareError) form.clearErrors('coAuthors' as never)
  }, [staleShareError, form])
  const taken = new Set(watched.map(authorKey))

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
          const author = watched[index] ?? (row as unknown as CoAuthor)
          const kind = author.kind ?? 'prepod'
          const n = index + 1
          const name = author.fio || String(n)
          return (
            <li key={row.id} className="nir-coauthor" data-kind={kind}>
              {kind === 'other' ? (
                <div className="nir-other-author">
                  <TextField
                    name={`coAuthors.${index}.fio`}
                    label={t.otherFio(n)}
                    required
                    maxLength={NIR_AUTHOR_FIO_MAX}
                  />
                  <TextField
                    name={`coAuthors.${index}.fioEng`}
                    label={t.otherFioEng(n)}
                    maxLength={NIR_AUTHOR_FIO_MAX}
                  />
                </div>
              ) : (
                <p className="nir-coauthor-name">
                  <strong>{author.fio}</strong>
                  <span className="nir-kind"> ({t.kindNames[kind]})</span>
                  {author.structure ? `, ${author.structure}` : ''}
                  {author.zachBook ? `, ${t.zachBook(author.zachBook)}` : ''}
                </p>
              )}
              <NumberField
                name={`coAuthors.${index}.influence`}
                label={kind === 'other' ? t.otherShare(n) : t.influence(author.fio)}
                min={0}
                max={100}
                fractionDigits={0}
              />
              {readOnly ? null : (
                <Button
                  type="button"
                  icon="pi pi-times"
                  text
                  severity="secondary"
                  aria-label={t.removeAuthor(name)}
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
        <>
          <AuthorSearch actor={actor} taken={taken} onAdd={(p) => append(foundToRow(p) as never)} />
          <Button
            type="button"
            outlined
            icon="pi pi-user-edit"
            label={t.addOther}
            className="nir-add-other"
            onClick={() =>
              append({
                kind: 'other',
                id: null,
                fio: '',
                fioEng: '',
                structure: '',
                zachBook: '',
                birthday: '',
                influence: CO_AUTHOR_INFLUENCE_DEFAULT,
              } satisfies CoAuthor as never)
            }
          />
        </>
      )}
    </section>
  )
}

/** Teachers or students by name; a found person is added with the default share. */
function AuthorSearch({
  actor,
  taken,
  onAdd,
}: {
  actor: EditorActor
  taken: Set<string>
  onAdd: (p: FoundAuthor) => void
}) {
  const found = useSelector(actor, selectFound)
  const searching = useSelector(actor, selectSearching)
  const error = useSelector(actor, selectError)
  const kind = useSelector(actor, selectSearchKind)
  const [text, setText] = useState('')
  const searchID = 'nir-author-search'
  const search = (next: string, nextKind: AuthorSearchKind) =>
    actor.send({ type: 'author.search', text: next, kind: nextKind })

  return (
    <div className="nir-author-search">
      <fieldset className="nir-search-kind">
        <legend>{t.searchKind}</legend>
        {SEARCH_KINDS.map((k) => (
          <span key={k} className="nir-radio">
            <RadioButton
              inputId={`nir-search-${k}`}
              name="nir-search-kind"
              value={k}
              checked={kind === k}
              onChange={() => search(text, k)}
            />
            <label htmlFor={`nir-search-${k}`}>{t.searchKinds[k]}</label>
          </span>
        ))}
      </fieldset>
      <label htmlFor={searchID}>{kind === 'student' ? t.findStudent : t.findAuthor}</label>
      <InputText
        id={searchID}
        value={text}
        aria-describedby={`${searchID}-hint`}
        autoComplete="off"
        onChange={(e) => {
          setText(e.target.value)
          search(e.target.value, kind)
        }}
      />
      <small id={`${searchID}-hint`}>{kind === 'student' ? t.findStudentHint : t.findAuthorHint}</small>
      <div aria-live="polite" className="nir-found">
        {searching ? <p>{t.searching}</p> : null}
        {error?.code === 'searchFailed' ? <p>{t.errors.searchFailed}</p> : null}
        {!searching && text.trim() && found.length === 0 && !error ? <p>{t.nothingFound}</p> : null}
        {found.length ? (
          <ul>
            {found.map((p) => {
              const already = taken.has(authorKey(p))
              const details = [p.structure, p.zachBook ? t.zachBook(p.zachBook) : ''].filter(Boolean).join(', ')
              return (
                <li key={`${p.kind}:${p.id}`}>
                  <Button
                    type="button"
                    text
                    icon="pi pi-user-plus"
                    label={details ? `${p.fio}, ${details}` : p.fio}
                    aria-label={t.addAuthor(p.fio)}
                    disabled={already}
                    title={already ? t.alreadyAuthor : undefined}
                    onClick={() => {
                      onAdd(p)
                      setText('')
                      search('', kind)
                    }}
                  />
                </li>
              )
            })}
          </ul>
        ) : null}
      </div>
    </div>
  )
}
