import type { HttpHandler } from 'msw'
import { db, type ModelName } from '../db'
import { resourceHandlers, type MockResourceOptions } from '../lib/resource-handlers'
import type { ResourceDeclaration } from '@/lib/resource/define-resource'
import { hasVisibleText } from '@/lib/resource/form-schema'

/** What the reference area's handlers share: the admin role, loose body readers and the name rule. */
export const ADMIN = 'Администратор-НИР'
const NAME_MAX = 250

export type Body = Record<string, unknown>
export type Rec = Record<string, unknown>
export type Check = (body: Body, id: number | null) => string | null

export interface Table {
  all(): Rec[]
  find(id: number): Rec | null
}
export function table(model: ModelName, pk = 'id'): Table {
  const m = (db as unknown as Record<string, { getAll(): Rec[]; findFirst(q: unknown): Rec | null }>)[model as string]
  return { all: () => m.getAll(), find: (id) => m.findFirst({ where: { [pk]: { equals: id } } }) }
}

export const str = (x: unknown) => (typeof x === 'string' ? x.trim() : '')
export const int = (x: unknown) =>
  typeof x === 'number' && Number.isInteger(x)
    ? x
    : typeof x === 'string' && /^-?\d+$/.test(x.trim())
      ? Number(x)
      : null
export const bool = (x: unknown) => x === true || x === 'true' || x === 1

/** A name: required, at most 250 characters, unique among `siblings`. */
export function nameCheck(model: ModelName, sameGroup: (row: Rec, body: Body) => boolean = () => true): Check {
  return (body, id) => {
    const name = str(body.name)
    if (!hasVisibleText(name)) return 'Название обязательно'
    if (name.length > NAME_MAX) return `Название длиннее ${NAME_MAX} символов`
    const clash = table(model)
      .all()
      .find((r) => r.id !== id && sameGroup(r, body) && String(r.name).toLowerCase() === name.toLowerCase())
    return clash ? 'Запись с таким названием уже есть' : null
  }
}

/**
 * POST, PUT …/{id}, DELETE …/{id} of a declared resource (src/api/reference-resources.ts) through the kit's
 * mock side: token (401), the admin role (403), the dialog's schema and the rules below (400), journaled.
 * The GETs stay hand-written (their filters differ per resource).
 */
export function writes(resource: ResourceDeclaration, options: Omit<MockResourceOptions, 'list'>): HttpHandler[] {
  return resourceHandlers(resource, { ...options, list: false })
}

export const byNpp = (a: { npp: number; id: number }, b: { npp: number; id: number }) => a.npp - b.npp || a.id - b.id
/** A plain copy of a stored entity (no internal fields, arrays copied). */
export const noArrays = (r: object): Rec => JSON.parse(JSON.stringify(r)) as Rec
