import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { routeOf, splitTemplate, type ResourceDeclaration } from '@/lib/resource/define-resource'
import { buildBodySchema } from '@/lib/resource/form-schema'
import { db, type ModelName } from '../db'
import { requireRole, requireUser, type DemoUser } from './auth'
import { badRequest, failure, jsonBody, notFound, ok, queryOf } from './respond'
import { createRecord, deleteRecord, nextId, updateRecord } from './store'
import type { Rng } from './rng'

/**
 * The mock side of the resource kit: from ONE declaration (src/lib/resource/define-resource.ts) the
 * handlers a server would have — GET list, POST create, PUT update, DELETE remove at the declaration's
 * paths — with the bearer token checked (401), the declaration's roles checked (403), the body validated
 * with the schema the dialog uses (`buildBodySchema(columns)`, 400 with the first Russian message) plus
 * the resource's own rules (`check`: uniqueness, ranges), and every write journaled
 * (`createRecord/updateRecord/deleteRecord`, so it survives a reload). `seed` fills the model
 * deterministically: register `mocked.seed` in the area's seed file, `mocked.handlers` in its handlers.
 *
 *   export const achievements = mockResource(achievementResource, {
 *     model: 'achievement',
 *     seed: (rng) => Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: rng.pick(NAMES) })),
 *   })
 */
type Body = Record<string, unknown>
type Rec = Record<string, unknown>

export interface MockResourceOptions {
  /** The @mswjs/data model holding the rows (primitives and arrays of primitives only). */
  model: ModelName
  /** The model's primary key (default: the declaration's key). */
  pk?: string
  /** Deterministic rows of the demo (from the area's PRNG stream). */
  seed?: (rng: Rng) => Rec[]
  /** false: the area writes its own GET (irregular filters); default: generated from endpoints.list. */
  list?: boolean
  /** Which stored rows a list call answers (default: equal to every path and query parameter given). */
  filter?: (row: Rec, params: Record<string, string>, user: DemoUser) => boolean
  /** The resource's own rules after the schema: a Russian message refuses with 400. */
  check?: (body: Body, id: number | null) => string | null
  /** The stored fields of a valid body (default: the validated body). */
  fields?: (body: Body, existing: Rec | null) => Rec
  /** A reason to refuse a delete (409), e.g. the row is in use. */
  refuseDelete?: (row: Rec) => string | null
  /** The answer's shape of a stored row (default: a plain copy). */
  toRow?: (row: Rec) => Rec
}

const plain = (r: object): Rec => JSON.parse(JSON.stringify(r)) as Rec
const num = (x: string) => (/^-?\d+$/.test(x) ? Number(x) : x)

function modelOf(name: ModelName) {
  return (
    db as unknown as Record<string, { getAll(): Rec[]; findFirst(q: unknown): Rec | null; create(data: Rec): Rec }>
  )[name as string]
}

/** Roles check: an empty list is any signed-in user; a missing one refuses everyone (403). */
function allow(user: DemoUser, roles: readonly string[] | undefined) {
  if (!roles) throw failure(403, 'Доступ запрещён')
  if (roles.length) requireRole(user, ...roles)
}

export function mockResource(resource: ResourceDeclaration, options: MockResourceOptions) {
  const pk = options.pk ?? resource.key
  const model = modelOf(options.model)
  const toRow = options.toRow ?? plain
  const schema = buildBodySchema(resource.columns)
  const find = (id: number) => model.findFirst({ where: { [pk]: { equals: id } } })
  const { endpoints, access } = resource

  /** The valid body or a thrown 400: the resource's own rules first (their messages are the precise ones), then the form's schema. */
  async function validBody(request: Request, id: number | null): Promise<Body> {
    const body = await jsonBody<Body>(request)
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Некорректное тело запроса')
    const own = options.check?.(body, id)
    if (own) throw badRequest(own)
    const parsed = v.safeParse(schema, body)
    if (!parsed.success) throw badRequest(parsed.issues[0].message)
    return { ...body, ...parsed.output }
  }
  const stored = (body: Body, existing: Rec | null): Rec => {
    if (options.fields) return options.fields(body, existing)
    const out: Rec = {}
    for (const key of Object.keys(existing ?? body)) if (key !== pk && key in body) out[key] = body[key]
    return out
  }

  const handlers: HttpHandler[] = []
  if (options.list !== false) {
    const queryNames = [...splitTemplate(endpoints.list)[1].matchAll(/(\w+)=\{(\w+)\??\}/g)].map(
      (m) => [m[1], m[2]] as const,
    )
    handlers.push(
      http.get(`*/api${routeOf(endpoints.list)}`, ({ request, params }) => {
        const user = requireUser(request)
        allow(user, access.read)
        const given: Record<string, string> = {}
        for (const [name, value] of Object.entries(params))
          if (typeof value === 'string' && value !== '') given[name] = value
        const q = queryOf(request)
        for (const [query, field] of queryNames) if (q.get(query)) given[field] = q.get(query)!
        const match =
          options.filter ??
          ((row: Rec) => Object.entries(given).every(([k, x]) => !(k in row) || String(row[k]) === String(num(x))))
        const rows = model
          .getAll()
          .filter((row) => match(row, given, user))
          .map(toRow)
        return ok(resource.rowsField ? { [resource.rowsField]: rows } : rows)
      }),
    )
  }
  if (endpoints.create)
    handlers.push(
      http.post(`*/api${routeOf(endpoints.create)}`, async ({ request }) => {
        allow(requireUser(request), access.create)
        const body = await validBody(request, null)
        return ok(
          toRow(
            createRecord(options.model, { [pk]: nextId(options.model, pk), ...stored(body, null) } as never) as Rec,
          ),
        )
      }),
    )
  if (endpoints.update)
    handlers.push(
      http.put(`*/api${routeOf(endpoints.update)}`, async ({ request, params }) => {
        allow(requireUser(request), access.edit)
        const id = Number(params.key)
        const existing = find(id)
        if (!existing) return notFound('Запись не найдена')
        const body = await validBody(request, id)
        return ok(toRow(updateRecord(options.model, pk, id, stored(body, existing)) as Rec))
      }),
    )
  if (endpoints.remove)
    handlers.push(
      http.delete(`*/api${routeOf(endpoints.remove)}`, ({ request, params }) => {
        allow(requireUser(request), access.remove)
        const id = Number(params.key)
        const existing = find(id)
        if (!existing) return notFound('Запись не найдена')
        const refused = options.refuseDelete?.(existing)
        if (refused) return failure(409, refused)
        deleteRecord(options.model, pk, id)
        return ok(true)
      }),
    )

  /** Fills the model from the seed generator (not journaled: the seed is rebuilt at every boot). */
  const seed = (rng: Rng) => {
    for (const row of options.seed?.(rng) ?? []) model.create(row)
  }
  return { handlers, seed }
}

/** The handlers of a resource (see `mockResource`). */
export function resourceHandlers(resource: ResourceDeclaration, options: MockResourceOptions): HttpHandler[] {
  return mockResource(resource, options).handlers
}
