import { useWatch } from 'react-hook-form'
import { LEVEL_DOI_MAX, LEVEL_URL_MAX, type LevelRow } from '@/api/nir-indexing'
import { nirIndexingTexts as t } from '@/texts/ru/nir-indexing'
import { CheckboxField } from '@/ui/form/checkbox-field'
import { NumberField } from '@/ui/form/number-field'
import { TextField } from '@/ui/form/text-field'
import type { WorkFormApi } from './editor-actor'
import './indexing.css'

/**
 * The work's indexing levels (spec 2 §3 "Indexing level": the list of GET /Get/ListLevelIndexing): the author
 * ticks the bases the work is indexed in and gives each its DOI and/or link and the year. Read-only with the form.
 */
export function WorkLevels({ form }: { form: WorkFormApi }) {
  const rows = (useWatch({ control: form.control, name: 'lstIndex' }) ?? []) as LevelRow[]
  return (
    <fieldset className="nir-levels" aria-describedby="nir-levels-hint">
      <legend>{t.levels}</legend>
      <p id="nir-levels-hint" className="nir-levels-hint">
        {t.levelsHint}
      </p>
      <ul className="nir-level-list">
        {rows.map((row, i) => (
          <li key={row.systemID} className="nir-level" data-level={row.name}>
            <CheckboxField name={`lstIndex.${i}.selected`} label={t.indexedIn(row.name)} />
            {row.selected ? (
              <div className="nir-level-fields">
                <TextField
                  name={`lstIndex.${i}.doi`}
                  label={t.doi(row.name)}
                  hint={t.doiHint}
                  maxLength={LEVEL_DOI_MAX}
                />
                <TextField
                  name={`lstIndex.${i}.url`}
                  label={t.url(row.name)}
                  hint={t.urlHint}
                  maxLength={LEVEL_URL_MAX}
                  inputMode="url"
                />
                <NumberField
                  name={`lstIndex.${i}.year`}
                  label={t.year(row.name)}
                  min={1900}
                  max={2100}
                  useGrouping={false}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
