import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { ApiError } from './errors'
import { NIR_BRANCH_ID } from '@/lib/constants/nir'

/**
 * Spec 2 §7: GET /Publication/Get/ControlName?name&workID warns before a second work with the same name is
 * saved. The client also sends year and doi (an imported record's): the same DOI, or the same normalised
 * title in the same year, is a duplicate.
 */
export const nameMatchSchema = v.object({
  workID: v.number(),
  typeID: v.number(),
  name: v.string(),
  year: v.nullable(v.number()),
  by: v.picklist(['name', 'doi']),
})
export type NameMatch = v.InferOutput<typeof nameMatchSchema>

/** Lower case, ё as е, letters and digits only, single spaces. */
export const normalTitle = (s: string) =>
  s
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/** «10.…» in lower case, without a doi.org prefix; '' when the text holds no DOI. */
export function normalDoi(s: string): string {
  const found = /10\.\d{4,9}\/\S+/i.exec(s.trim())
  return found ? found[0].replace(/[.,;]+$/, '').toLowerCase() : ''
}

export interface ControlQuery {
  name: string
  workID: number | null
  year: number | null
  doi: string
}

export async function controlName(q: ControlQuery, o?: RequestOptions): Promise<NameMatch[]> {
  if (!normalTitle(q.name) && !normalDoi(q.doi)) return []
  const answer = parseAnswer(
    stateEnvelope(v.array(nameMatchSchema)),
    await http.get('/Publication/Get/ControlName', { name: q.name, workID: q.workID, year: q.year, doi: q.doi }, o),
  )
  if (answer.state !== 1) throw new ApiError('server', 200, answer.msg ?? null)
  return answer.data
}

/** Spec 2 §7: POST /Publication/Set/recomendToPub {workID, branchID} (an accepted work, recommended once). */
export async function recommendToPub(workID: number, o?: RequestOptions): Promise<void> {
  const answer = parseAnswer(
    stateEnvelope(v.unknown()),
    await http.post('/Publication/Set/recomendToPub', { workID, branchID: NIR_BRANCH_ID }, o),
  )
  if (answer.state !== 1) throw new ApiError('server', 200, answer.msg ?? null)
}

/** Spec 2 §7: GET /publication/language — the fixed language list (spec 2 §3: 1–5, Russian … Spanish). */
export const languageSchema = v.object({ value: v.number(), label: v.string() })
export async function getLanguages(o?: RequestOptions) {
  const answer = parseAnswer(
    stateEnvelope(v.array(languageSchema)),
    await http.get('/publication/language', undefined, o),
  )
  if (answer.state !== 1) throw new ApiError('server', 200, answer.msg ?? null)
  return answer.data
}
