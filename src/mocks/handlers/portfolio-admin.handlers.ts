import type { HttpHandler } from 'msw'
import { db } from '../db'
import { mockResource } from '../lib/resource-handlers'
import {
  attrResource,
  categoryAdminResource,
  categoryResource,
  pointsResource,
  typeAdminResource,
  typeResource,
} from '@/api/portfolio-resources'
import { ATTR_KINDS } from '@/api/portfolio-attrs'
import { WORK_LEVELS, WORK_RESULTS } from '@/api/achieve'
import { POINTS_MAX } from '@/lib/constants/achieve'
import { portfolioTexts } from '@/texts/ru/portfolio'

const t = portfolioTexts
const e = portfolioTexts.errors
type Rec = Record<string, unknown>

const same = (a: unknown, b: unknown) =>
  String(a ?? '')
    .trim()
    .toLowerCase() ===
  String(b ?? '')
    .trim()
    .toLowerCase()
const typesOf = (categoryID: number) => db.portfolioType.findMany({ where: { categoryID: { equals: categoryID } } })
const attrsOf = (typeID: number) => db.portfolioAttr.findMany({ where: { typeID: { equals: typeID } } })
const worksOf = (typeID: number) => db.portfolioWork.findMany({ where: { typeID: { equals: typeID } } })
const categoryExists = (id: unknown) =>
  Boolean(db.portfolioCategory.findFirst({ where: { id: { equals: Number(id) } } }))
const typeExists = (id: unknown) => Boolean(db.portfolioType.findFirst({ where: { id: { equals: Number(id) } } }))

const categoryRow = (row: Rec) => {
  const n = typesOf(Number(row.id)).length
  return { id: row.id, name: row.name, typesCount: n, typesLink: t.typesLink(n) }
}
const typeRow = (row: Rec) => {
  const attrs = attrsOf(Number(row.id)).length
  return {
    id: row.id,
    categoryID: row.categoryID,
    name: row.name,
    attrsCount: attrs,
    attrsLink: t.attrsLink(attrs),
    worksCount: worksOf(Number(row.id)).length,
  }
}

const categories = mockResource(categoryResource, { model: 'portfolioCategory', toRow: categoryRow })
const categoriesAdmin = mockResource(categoryAdminResource, {
  model: 'portfolioCategory',
  toRow: categoryRow,
  check: (body, id) =>
    db.portfolioCategory.getAll().some((c) => c.id !== id && same(c.name, body.name)) ? e.duplicateName : null,
  fields: (body) => ({ name: String(body.name).trim() }),
  refuseDelete: (row) => (typesOf(Number(row.id)).length ? e.categoryInUse : null),
})

const types = mockResource(typeResource, { model: 'portfolioType', toRow: typeRow })
const typesAdmin = mockResource(typeAdminResource, {
  model: 'portfolioType',
  toRow: typeRow,
  check: (body, id) => {
    const existing = id ? db.portfolioType.findFirst({ where: { id: { equals: id } } }) : null
    const categoryID = existing?.categoryID ?? Number(body.categoryID)
    if (!categoryExists(categoryID)) return e.unknownCategory
    return typesOf(categoryID).some((x) => x.id !== id && same(x.name, body.name)) ? e.duplicateName : null
  },
  fields: (body, existing) => ({
    categoryID: existing ? existing.categoryID : Number(body.categoryID),
    name: String(body.name).trim(),
  }),
  refuseDelete: (row) => (worksOf(Number(row.id)).length ? e.typeInUse : null),
})

const attrs = mockResource(attrResource, {
  model: 'portfolioAttr',
  check: (body, id) => {
    const existing = id ? db.portfolioAttr.findFirst({ where: { id: { equals: id } } }) : null
    const typeID = existing?.typeID ?? Number(body.typeID)
    if (!typeExists(typeID)) return e.unknownType
    if (!(ATTR_KINDS as readonly unknown[]).includes(body.kind)) return e.badChoice
    return attrsOf(typeID).some((a) => a.id !== id && same(a.name, body.name)) ? e.duplicateName : null
  },
  fields: (body, existing) => ({
    typeID: existing ? existing.typeID : Number(body.typeID),
    name: String(body.name).trim(),
    kind: (ATTR_KINDS as readonly unknown[]).includes(body.kind) ? body.kind : 'text',
    required: body.required === true,
    npp: Number(body.npp) || 0,
  }),
})

const points = mockResource(pointsResource, {
  model: 'pointsRule',
  check: (body, id) => {
    if (!categoryExists(body.categoryID)) return e.unknownCategory
    if (!(WORK_LEVELS as readonly unknown[]).includes(body.level)) return e.badChoice
    if (!(WORK_RESULTS as readonly unknown[]).includes(body.result)) return e.badChoice
    const n = Number(String(body.points ?? '').replace(/\s+/g, ''))
    if (String(body.points ?? '').trim() !== '' && (!Number.isInteger(n) || n < 0 || n > POINTS_MAX))
      return e.pointsRange
    const clash = db.pointsRule
      .findMany({ where: { categoryID: { equals: Number(body.categoryID) } } })
      .some((r) => r.id !== id && r.level === body.level && r.result === body.result)
    return clash ? e.duplicateRule : null
  },
  fields: (body) => ({
    categoryID: Number(body.categoryID),
    level: String(body.level),
    result: String(body.result),
    points: Number(body.points),
  }),
})

/** The portfolio's structure: categories, types, attributes and points (the same rows the editor reads). */
export const portfolioAdminHandlers: HttpHandler[] = [
  ...categories.handlers,
  ...categoriesAdmin.handlers,
  ...types.handlers,
  ...typesAdmin.handlers,
  ...attrs.handlers,
  ...points.handlers,
]
