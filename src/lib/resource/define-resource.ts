import type * as v from 'valibot'
import type { Row, TableColumn } from './table-types'

/**
 * The resource kit's one declaration (issue 12 item 6). A plain list or edit screen of any area is a
 * resource: ONE `defineResource({...})` gives
 *   - typed fetchers (`resourceApi(decl)` in src/api/resource.ts, answers validated with `decl.row`),
 *   - its machine (`resourceMachine` in src/machines/resource, input `{ resource: decl, params }`),
 *   - its list screen with the create/edit dialog and delete (`ResourceTable` / `ResourceScreen` in src/kit),
 *   - its mock handlers (`resourceHandlers(decl, { model, seed })` in src/mocks/lib/resource-handlers.ts).
 * It lives in `lib` because every layer reads it: api, machines, screens and the mock backend.
 * A declaration holds data only: no React, no fetch, no mock code (the seed generator is mock-side).
 *
 * Paths are spec-style templates: `{name}` is filled from the list parameters (list) or the row
 * (update, remove, detail; `{key}` is the row's key); `{name?}` is optional: an empty value (null,
 * undefined, '', 0, false) drops that path segment or query parameter.
 *   list: '/Publication/Admin/List/{typeID}/{listNumber?}'
 *   list: '/Publication/Get/ListStatus?typeID={typeID?}'
 */
export type Params = Record<string, unknown>

export interface ResourceEndpoints {
  /** GET: the rows, `{state: 1, data: Row[]}` (or `data[rowsField]`). */
  list: string
  /** POST the body; answers the created row. */
  create?: string
  /** PUT the body; answers the saved row. */
  update?: string
  /** DELETE; answers anything. */
  remove?: string
  /** GET one row's detail (shown in the expanded row). */
  detail?: string
  /** POST multipart `file` before the save; answers `{ path }`, which the row keeps (file columns). */
  upload?: string
}

/**
 * Who may do what: role names from `src/lib/roles.ts` (`ROLES.x.name`). An empty list means any
 * signed-in user; a missing action (or a missing endpoint) means nobody.
 */
export interface ResourceAccess {
  read: readonly string[]
  create?: readonly string[]
  edit?: readonly string[]
  remove?: readonly string[]
}
export type ResourceAction = keyof ResourceAccess

export interface ResourceDeclaration<S extends v.GenericSchema = v.GenericSchema> {
  /** Unique, kebab-case: the machine's id, the export's file name, the mock's log name. */
  name: string
  /** The field that identifies a row. */
  key: string
  endpoints: ResourceEndpoints
  /** The schema of one row of the answers (api validates with it). */
  row: S
  /** The table's columns; their form-level options (required, maxLength, listName…) make the dialog and its schema. */
  columns: readonly TableColumn[]
  access: ResourceAccess
  /** The list answer's data is `{ [rowsField]: Row[] }` instead of `Row[]`. */
  rowsField?: string
  /** Parameters every list call starts from (e.g. `{ branchID: 1 }`). */
  defaultParams?: Params
  /** Fields the list parameters add to a new or saved row's body (e.g. the chosen type). */
  fromParams?: (params: Params) => Row
  /** The schema of a row's detail (endpoints.detail). */
  detail?: v.GenericSchema
  /** The table's initial sort column. */
  sortBy?: string
}

/** Declares a resource (an identity function that keeps the literal types). */
export function defineResource<S extends v.GenericSchema>(declaration: ResourceDeclaration<S>): ResourceDeclaration<S> {
  return declaration
}

const EMPTY = (x: unknown) => x === null || x === undefined || x === '' || x === 0 || x === false

/** A template's path and query: split at the first '?' that is not the mark of an optional `{x?}`. */
export function splitTemplate(template: string): [string, string] {
  const at = template.search(/\?(?![^{]*\})/)
  return at < 0 ? [template, ''] : [template.slice(0, at), template.slice(at + 1)]
}

/** Fills a path template from `values` (see the header); `{x?}` with an empty value is dropped. */
export function fillPath(template: string, values: Record<string, unknown>): string {
  const [path, query] = splitTemplate(template)
  const filledPath = path
    .split('/')
    .map((segment) => {
      const m = /^\{(\w+)(\?)?\}$/.exec(segment)
      if (!m) return segment
      const value = values[m[1]]
      if (m[2] && EMPTY(value)) return null
      return encodeURIComponent(String(value ?? ''))
    })
    .filter((s) => s !== null)
    .join('/')
  if (!query) return filledPath
  const parts = query
    .split('&')
    .map((pair) => {
      const [name, raw] = pair.split('=')
      const m = /^\{(\w+)(\?)?\}$/.exec(raw ?? '')
      if (!m) return pair
      const value = values[m[1]]
      if (m[2] && EMPTY(value)) return null
      return `${name}=${encodeURIComponent(String(value ?? ''))}`
    })
    .filter((s) => s !== null)
  return parts.length ? `${filledPath}?${parts.join('&')}` : filledPath
}

/** The path part of a template with `{x}` as `:x` (msw's route syntax); optional segments as `:x?`. */
export function routeOf(template: string): string {
  return splitTemplate(template)[0].replace(
    /\{(\w+)(\?)?\}/g,
    (_m, name: string, opt?: string) => `:${name}${opt ?? ''}`,
  )
}

/** Whether a user with `roles` may do `action` on the resource (an endpoint must exist for writes). */
export function canDo(
  declaration: ResourceDeclaration,
  action: ResourceAction,
  roles: readonly { name: string }[],
): boolean {
  const allowed = declaration.access[action]
  if (!allowed) return false
  if (action === 'create' && !declaration.endpoints.create) return false
  if (action === 'edit' && !declaration.endpoints.update) return false
  if (action === 'remove' && !declaration.endpoints.remove) return false
  return allowed.length === 0 || roles.some((r) => allowed.includes(r.name))
}
