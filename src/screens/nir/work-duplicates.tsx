import { useEffect, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { Link } from 'wouter'
import { controlName, type NameMatch } from '@/api/nir-control'
import type { ViewField } from '@/api/nir'
import { nirTexts } from '@/texts/ru/nir'
import type { WorkFormApi } from './editor-actor'

const t = nirTexts.duplicates
const DEBOUNCE_MS = 500

/**
 * /Get/ControlName before saving: works with the same name (or, for an imported record, the same DOI or the
 * same title in the same year) are listed as a warning; saving is not blocked.
 */
export function WorkDuplicates({
  form,
  workID,
  fields,
}: {
  form: WorkFormApi
  workID: number | null
  fields: readonly ViewField[]
}) {
  const doiKey = fields.find((f) => f.label.trim().toLowerCase() === 'doi')?.key ?? ''
  const [name, year, doi] = useWatch({ control: form.control, name: ['name', 'year', doiKey || 'name'] }) as unknown[]
  const [matches, setMatches] = useState<NameMatch[]>([])
  const query = {
    name: typeof name === 'string' ? name : '',
    year: typeof year === 'number' ? year : null,
    doi: doiKey && typeof doi === 'string' ? doi : '',
  }
  const key = JSON.stringify(query)

  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => {
      controlName({ ...(JSON.parse(key) as typeof query), workID }, { signal: controller.signal })
        .then(setMatches)
        .catch(() => setMatches([])) // a warning only: a failed check does not stop the author
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key, workID])

  if (matches.length === 0) return null
  return (
    <div className="nir-duplicates" role="status">
      <p>
        <strong>{t.title}</strong>
      </p>
      <ul>
        {matches.map((m) => (
          <li key={m.workID}>
            <Link href={`/nir/${m.typeID}/${m.workID}`} aria-label={t.open(m.name)}>
              {m.name}
            </Link>
            {m.year ? ` (${m.year})` : ''} — {m.by === 'doi' ? t.byDoi : t.byName}
          </li>
        ))}
      </ul>
      <p>{t.hint}</p>
    </div>
  )
}
