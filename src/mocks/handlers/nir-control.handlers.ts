import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireUser, userHasRole } from '../lib/auth'
import { badRequest, forbidden, ok, queryOf } from '../lib/respond'
import { NIR_ADMIN_ROLE, NIR_LANGUAGES, NIR_NAME_MAX } from '@/lib/constants/nir'
import { normalDoi, normalTitle, type NameMatch } from '@/api/nir-control'
import { storedLevels } from '@/api/nir-indexing'
import { TEACHER, int, parseJson } from './nir-common'

/** The DOIs a work's fields carry (the view's «DOI» attribute, a doi.org link, its indexing levels' DOIs). */
function doisOf(fields: Record<string, unknown>): Set<string> {
  const levels = storedLevels(fields).map((l) => l.doi)
  const texts = [...Object.values(fields), ...levels].filter((value): value is string => typeof value === 'string')
  return new Set(texts.map(normalDoi).filter(Boolean))
}

/**
 * Spec 2 §7: GET /Publication/Get/ControlName?name&workID — the works (other than workID) with the same
 * name. Here also ?doi&year: the same DOI, or the same normalised title in the same year, is a duplicate.
 */
export const nirControlHandlers: HttpHandler[] = [
  http.get('*/api/Publication/Get/ControlName', ({ request }) => {
    const user = requireUser(request)
    if (!userHasRole(user, TEACHER, NIR_ADMIN_ROLE)) return forbidden('Проверять названия могут авторы работ')
    const q = queryOf(request)
    const name = (q.get('name') ?? '').trim()
    if (name.length > NIR_NAME_MAX) return badRequest(`Название длиннее ${NIR_NAME_MAX} символов`)
    const workID = q.get('workID') ? int(q.get('workID')) : null
    if (q.get('workID') && workID === null) return badRequest('Параметр workID должен быть числом')
    const year = q.get('year') ? int(q.get('year')) : null
    const doi = normalDoi(q.get('doi') ?? '')
    const title = normalTitle(name)
    if (!title && !doi) return ok([])
    const matches: NameMatch[] = []
    for (const w of db.nirWork.getAll()) {
      if (w.isDelete || w.workID === workID) continue
      const fields = parseJson<Record<string, unknown>>(w.fields, {})
      const workYear = typeof fields.year === 'number' ? fields.year : null
      const byDoi = doi !== '' && doisOf(fields).has(doi)
      const byName = title !== '' && normalTitle(w.name) === title && (year === null || workYear === year)
      if (byDoi || byName)
        matches.push({ workID: w.workID, typeID: w.typeID, name: w.name, year: workYear, by: byDoi ? 'doi' : 'name' })
      if (matches.length >= 5) break
    }
    return ok(matches)
  }),

  http.get('*/api/publication/language', ({ request }) => {
    requireUser(request)
    return ok(NIR_LANGUAGES.map((l) => ({ value: l.value, label: l.label })))
  }),
]
