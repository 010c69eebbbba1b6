import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type Query, type RequestOptions } from './http'
import { ApiError } from './errors'
import { listWorkSchema } from './nir'
import { visibleText } from '@/lib/validation'
import { NIR_NAME_MAX } from '@/lib/constants/nir'
import { nirAdminTexts as t } from '@/texts/ru/nir-admin'

/**
 * The research admin's calls (spec 2 §7 «Publications»: «GET /api/Publication/Admin/ListWorksAdmin ->
 * data; POST same path with workID, work»), the points recount, the reassignment of works to an author
 * and the library access check of /Library/IPRTest. The bodies' rules live here and the mock checks the
 * same schemas.
 */
export const YEAR_MIN = 2000
export const YEAR_MAX = 2100

// ── All works (/Admin/ListWorksAdmin, /listWorksAdmin) ──────────────────────────────────────────
export const adminWorkSchema = v.object({
  ...v.omit(listWorkSchema, ['lastRemark']).entries,
  /** ballOfWork: null until the first recount. */
  points: v.nullable(v.number()),
})
export type AdminWork = v.InferOutput<typeof adminWorkSchema>
export const adminListSchema = v.object({
  listWorks: v.array(adminWorkSchema),
  statuses: v.array(v.object({ id: v.number(), name: v.string() })),
})
export type AdminList = v.InferOutput<typeof adminListSchema>

const yearSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{4}$/, t.yearInvalid), v.transform(Number))], t.yearInvalid),
  v.integer(t.yearInvalid),
  v.minValue(YEAR_MIN, t.yearInvalid),
  v.maxValue(YEAR_MAX, t.yearInvalid),
)

/** The admin's edit: «workID, work» (spec 2 §7). */
export const adminEditSchema = v.object({
  workID: v.pipe(v.number(t.workMissing), v.integer(t.workMissing)),
  work: v.object(
    {
      name: v.pipe(v.string(t.nameRequired), visibleText(t.nameRequired), v.maxLength(NIR_NAME_MAX, t.nameTooLong)),
      year: yearSchema,
      status: v.pipe(
        v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))], t.statusRequired),
        v.integer(t.statusRequired),
      ),
    },
    t.workMissing,
  ),
})
export type AdminEdit = v.InferInput<typeof adminEditSchema>

// ── Points recount (/Admin/recountPoints) ────────────────────────────────────────────────────────
export const recountEntrySchema = v.object({
  id: v.number(),
  /** ISO date and time */
  date: v.string(),
  fio: v.string(),
  /** null: every year */
  year: v.nullable(v.number()),
  works: v.number(),
  changed: v.number(),
  total: v.number(),
})
export type RecountEntry = v.InferOutput<typeof recountEntrySchema>
export const recountStateSchema = v.object({ years: v.array(v.number()), log: v.array(recountEntrySchema) })
export type RecountState = v.InferOutput<typeof recountStateSchema>
export const recountBodySchema = v.object({ year: v.nullable(yearSchema) }, t.yearInvalid)

// ── Works to an author (/Admin/setAuthorWorks) ────────────────────────────────────────────────────
export const candidateSchema = v.object({
  workID: v.number(),
  name: v.string(),
  typeName: v.string(),
  year: v.nullable(v.number()),
  owner: v.string(),
  /** The free-text name as the work has it. */
  fio: v.string(),
  influence: v.nullable(v.number()),
})
export type Candidate = v.InferOutput<typeof candidateSchema>
export const authorWorksSchema = v.object({
  author: v.object({ id: v.number(), fio: v.string(), structure: v.string() }),
  candidates: v.array(candidateSchema),
  /** How many works the person already has (own and co-authored). */
  works: v.number(),
})
export type AuthorWorks = v.InferOutput<typeof authorWorksSchema>
export const assignBodySchema = v.object({
  authorID: v.pipe(v.number(t.authorMissing), v.integer(t.authorMissing)),
  workIDs: v.pipe(
    v.array(v.pipe(v.number(t.worksMissing), v.integer(t.worksMissing)), t.worksMissing),
    v.minLength(1, t.worksMissing),
  ),
})
export type AssignBody = v.InferInput<typeof assignBodySchema>

// ── Library access check (/Library/IPRTest) ──────────────────────────────────────────────────────
export const hostCheckSchema = v.object({
  host: v.string(),
  date: v.string(),
  ok: v.boolean(),
  ms: v.number(),
  message: v.string(),
})
export type HostCheck = v.InferOutput<typeof hostCheckSchema>
export const libraryHostSchema = v.object({
  key: v.string(),
  name: v.string(),
  url: v.string(),
  last: v.nullable(hostCheckSchema),
})
export type LibraryHost = v.InferOutput<typeof libraryHostSchema>
export const iprTestSchema = v.object({ hosts: v.array(libraryHostSchema), log: v.array(hostCheckSchema) })
export type IprTest = v.InferOutput<typeof iprTestSchema>
/** host null: every host. */
export const iprCheckBodySchema = v.object({ host: v.nullable(v.string(t.hostUnknown)) }, t.hostUnknown)

// ── Fetchers ─────────────────────────────────────────────────────────────────────────────────────
function dataOf<S extends v.GenericSchema>(schema: S, answer: unknown): v.InferOutput<S> {
  const parsed = parseAnswer(stateEnvelope(schema), answer)
  if (parsed.state !== 1) throw new ApiError('server', 200, parsed.msg ?? null)
  return parsed.data
}
const get = <S extends v.GenericSchema>(schema: S, path: string, query?: Query, o?: RequestOptions) =>
  http.get(path, query, o).then((a) => dataOf(schema, a))
const post = <S extends v.GenericSchema>(schema: S, path: string, body: unknown, o?: RequestOptions) =>
  http.post(path, body, o).then((a) => dataOf(schema, a))

export const ADMIN_WORKS_PATH = '/Publication/Admin/ListWorksAdmin'
export const RECOUNT_PATH = '/Publication/Admin/recountPoints'
export const AUTHOR_WORKS_PATH = '/Publication/Admin/setAuthorWorks'
export const IPR_TEST_PATH = '/IPR/Test'

export const getAdminWorks = (o?: RequestOptions) => get(adminListSchema, ADMIN_WORKS_PATH, undefined, o)
export const saveAdminWork = (body: AdminEdit, o?: RequestOptions) => post(adminWorkSchema, ADMIN_WORKS_PATH, body, o)
export const getRecount = (o?: RequestOptions) => get(recountStateSchema, RECOUNT_PATH, undefined, o)
export const recountPoints = (year: number | null, o?: RequestOptions) =>
  post(recountEntrySchema, RECOUNT_PATH, { year }, o)
export const getAuthorWorks = (authorID: number, o?: RequestOptions) =>
  get(authorWorksSchema, AUTHOR_WORKS_PATH, { authorID }, o)
export const assignWorks = (body: AssignBody, o?: RequestOptions) =>
  post(v.object({ assigned: v.number() }), AUTHOR_WORKS_PATH, body, o).then((d) => d.assigned)
export const getIprTest = (o?: RequestOptions) => get(iprTestSchema, IPR_TEST_PATH, undefined, o)
export const checkHosts = (host: string | null, o?: RequestOptions) =>
  post(v.array(hostCheckSchema), IPR_TEST_PATH, { host }, o)
