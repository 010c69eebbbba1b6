import { useId, useState } from 'react'
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { InputTextarea } from 'primereact/inputtextarea'
import { RadioButton } from 'primereact/radiobutton'
import { parseBibliography, type ImportedEntry, type ImportProblem, type ImportResult } from '@/lib/bib-import'
import { formatGost } from '@/lib/gost-citation'
import { FilePicker } from '@/ui/form/file-picker'
import { selectImporting } from '@/machines/nir/work-editor.selectors'
import { nirTexts as t } from '@/texts/ru/nir'
import type { EditorActor } from './editor-actor'

const problemText = (p: ImportProblem) => {
  const text = t.bib.problems[p.code]
  return typeof text === 'function' ? text(p.line) : text
}

/** The record's fields that have a value, as «label, value» rows of the preview. */
function previewRows(entry: ImportedEntry): [string, string][] {
  const f = t.bib.fields
  const rows: [string, string][] = [
    [f.kind, t.bib.kinds[entry.kind]],
    [f.title, entry.title],
    [f.authors, entry.authors.map((a) => [a.family, a.given].filter(Boolean).join(' ')).join('; ')],
    [f.container, entry.container],
    [f.year, entry.year === null ? '' : String(entry.year)],
    [f.volume, entry.volume],
    [f.issue, entry.issue],
    [f.pages, entry.pages],
    [f.doi, entry.doi],
    [f.publisher, entry.publisher],
  ]
  return rows.filter(([, value]) => value)
}

/**
 * The panel of «Импорт из BibTeX или RIS» (./work-import.tsx): paste or pick a file, see what will be filled
 * (the record as the ГОСТ list will show it, and the fields), then fill the form; what cannot be read is said
 * in Russian. It loads when the user first opens the import, with its parsers (issue 19).
 */
export function WorkImportPanel({ actor, onBeforeApply }: { actor: EditorActor; onBeforeApply: () => void }) {
  const importing = useSelector(actor, selectImporting)
  const [text, setText] = useState('')
  const [fileNote, setFileNote] = useState('')
  const [result, setResult] = useState<ImportResult | null>(null)
  const [chosen, setChosen] = useState(0)
  const id = useId()
  const textID = `${id}-text`
  const entry = result?.entries[chosen] ?? null

  const show = (next: string) => {
    setResult(parseBibliography(next))
    setChosen(0)
  }

  return (
    <>
      <p>{t.bib.intro}</p>
      <label htmlFor={textID}>{t.bib.text}</label>
      <InputTextarea
        id={textID}
        rows={8}
        value={text}
        className="nir-import-text"
        spellCheck={false}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="nir-actions">
        <FilePicker
          id={`${id}-file`}
          label={t.bib.file}
          accept=".bib,.ris,.txt,.bibtex"
          onFiles={([file]) => {
            file.text().then(
              (content) => {
                setText(content)
                setFileNote(t.bib.fileRead(file.name))
                show(content)
              },
              () => setFileNote(t.bib.fileFailed(file.name)),
            )
          }}
        />
        <Button type="button" icon="pi pi-eye" label={t.bib.parse} onClick={() => show(text)} />
      </div>
      <p aria-live="polite" className="nir-import-note">
        {fileNote}
      </p>
      {result?.problems.length ? (
        <ul role="alert" className="nir-import-problems">
          {result.problems.map((p, i) => (
            <li key={i}>{problemText(p)}</li>
          ))}
        </ul>
      ) : null}
      {result && result.entries.length > 1 ? (
        <fieldset className="nir-import-choose">
          <legend>{t.bib.choose}</legend>
          {result.entries.map((e, i) => (
            <span key={i} className="nir-radio">
              <RadioButton
                inputId={`${id}-entry-${i}`}
                name={`${id}-entry`}
                value={i}
                checked={chosen === i}
                onChange={() => setChosen(i)}
              />
              <label htmlFor={`${id}-entry-${i}`}>{e.title}</label>
            </span>
          ))}
        </fieldset>
      ) : null}
      {entry ? (
        <div className="nir-import-preview" aria-labelledby={`${id}-preview`} role="group">
          <h3 id={`${id}-preview`}>{t.bib.preview}</h3>
          <p className="nir-import-citation">{formatGost(entry)}</p>
          <dl className="nir-import-fields">
            {previewRows(entry).map(([label, value]) => (
              <div key={label} className="nir-import-row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <Button
            type="button"
            icon="pi pi-check"
            label={t.bib.apply}
            loading={importing}
            disabled={importing}
            onClick={() => {
              onBeforeApply()
              actor.send({ type: 'import.apply', entry })
            }}
          />
        </div>
      ) : null}
    </>
  )
}
