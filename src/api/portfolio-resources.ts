import * as v from 'valibot'
import { defineResource, type Params } from '@/lib/resource/define-resource'
import type { TableColumn } from '@/lib/resource/table-types'
import { portfolioTexts } from '@/texts/ru/portfolio'
import { PORTFOLIO_ADMIN_ROLES } from '@/lib/constants/achieve'
import { WORK_LEVELS, WORK_RESULTS } from './achieve'
import { ATTR_KINDS, portfolioAttrSchema } from './portfolio-attrs'

const t = portfolioTexts

/**
 * The portfolio's structure (spec 1 §2 Portfolio: /Portfolio/ListCategories, /Portfolio/ListTypes,
 * /Portfolio/Admin/EditCategories, EditTypes, EditAttrs, PointsSettings), declared once for the kit. The
 * read lists are open to every signed-in user; the admin lists (same stored categories and types the
 * student's editor offers) are written by the portal's administrators only.
 */
const ADMIN = PORTFOLIO_ADMIN_ROLES
const adminAccess = { read: ADMIN, create: ADMIN, edit: ADMIN, remove: ADMIN }

const idColumn: TableColumn = { value: 'id', text: t.colID, width: '4rem', hiddenForm: true, align: 'right' }
const nameColumn: TableColumn = { value: 'name', text: t.colName, required: true, maxLength: 200 }

export const categoryRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  typesCount: v.optional(v.number(), 0),
  typesLink: v.optional(v.string(), ''),
})
export type CategoryRow = v.InferOutput<typeof categoryRowSchema>

/** /Portfolio/ListCategories: every category, each opening its types. */
export const categoryResource = defineResource({
  name: 'portfolio-categories',
  key: 'id',
  row: categoryRowSchema,
  columns: [
    idColumn,
    { ...nameColumn, type: 'anchor-link', typeURL: 'router', url: '/Portfolio/ListTypes/{id}' },
    { value: 'typesCount', text: t.colTypesCount, align: 'right', hiddenForm: true },
  ],
  endpoints: { list: '/Portfolio/Categories' },
  access: { read: [] },
})

/** /Portfolio/Admin/EditCategories: create, rename and delete (an empty one) categories. */
export const categoryAdminResource = defineResource({
  name: 'portfolio-categories-admin',
  key: 'id',
  row: categoryRowSchema,
  columns: [
    idColumn,
    nameColumn,
    {
      value: 'typesLink',
      text: t.colType,
      type: 'anchor-link',
      typeURL: 'router',
      url: '/Portfolio/Admin/EditTypes/{id}',
      hiddenForm: true,
    },
  ],
  endpoints: {
    list: '/Portfolio/Admin/Categories',
    create: '/Portfolio/Admin/Categories',
    update: '/Portfolio/Admin/Categories/{key}',
    remove: '/Portfolio/Admin/Categories/{key}',
  },
  access: adminAccess,
})

export const typeRowSchema = v.object({
  id: v.number(),
  categoryID: v.number(),
  name: v.string(),
  attrsCount: v.optional(v.number(), 0),
  attrsLink: v.optional(v.string(), ''),
  worksCount: v.optional(v.number(), 0),
})
export type TypeRow = v.InferOutput<typeof typeRowSchema>
const categoryFromParams = (params: Params) => ({ categoryID: Number(params.categoryID) })

/** /Portfolio/ListTypes/{categoryID}: the types of a category (all types without one: a lookup). */
export const typeResource = defineResource({
  name: 'portfolio-types',
  key: 'id',
  row: typeRowSchema,
  columns: [
    idColumn,
    nameColumn,
    { value: 'attrsCount', text: t.colAttrs, align: 'right', hiddenForm: true },
    { value: 'worksCount', text: t.colWorks, align: 'right', hiddenForm: true },
  ],
  endpoints: { list: '/Portfolio/Types/{categoryID?}' },
  access: { read: [] },
})

/** /Portfolio/Admin/EditTypes/{categoryID}: the category's types; each opens its attributes. */
export const typeAdminResource = defineResource({
  name: 'portfolio-types-admin',
  key: 'id',
  row: typeRowSchema,
  columns: [
    idColumn,
    nameColumn,
    {
      value: 'attrsLink',
      text: t.colAttrs,
      type: 'anchor-link',
      typeURL: 'router',
      url: '/Portfolio/Admin/EditAttrs/{id}',
      hiddenForm: true,
    },
    { value: 'worksCount', text: t.colWorks, align: 'right', hiddenForm: true },
  ],
  endpoints: {
    list: '/Portfolio/Admin/Types/{categoryID}',
    create: '/Portfolio/Admin/Types',
    update: '/Portfolio/Admin/Types/{key}',
    remove: '/Portfolio/Admin/Types/{key}',
  },
  fromParams: categoryFromParams,
  access: adminAccess,
})

/** /Portfolio/Admin/EditAttrs/{typeID}: the fields a work of the type asks for. */
export const attrResource = defineResource({
  name: 'portfolio-attrs',
  key: 'id',
  row: portfolioAttrSchema,
  columns: [
    idColumn,
    nameColumn,
    { value: 'kind', text: t.colKind, listName: 'kinds', required: true },
    { value: 'required', text: t.colRequired, type: 'boolean', align: 'center' },
    { value: 'npp', text: t.colOrder, isNumber: true, maxLength: 3, align: 'right' },
  ],
  endpoints: {
    list: '/Portfolio/Admin/Attrs/{typeID}',
    create: '/Portfolio/Admin/Attrs',
    update: '/Portfolio/Admin/Attrs/{key}',
    remove: '/Portfolio/Admin/Attrs/{key}',
  },
  fromParams: (params) => ({ typeID: Number(params.typeID) }),
  sortBy: 'npp',
  access: adminAccess,
})

export const pointsRowSchema = v.object({
  id: v.number(),
  categoryID: v.number(),
  level: v.picklist(WORK_LEVELS),
  result: v.picklist(WORK_RESULTS),
  points: v.number(),
})
export type PointsRow = v.InferOutput<typeof pointsRowSchema>

/** /Portfolio/Admin/PointsSettings/{categoryID?}: points per category, level and result. */
export const pointsResource = defineResource({
  name: 'portfolio-points',
  key: 'id',
  row: pointsRowSchema,
  columns: [
    idColumn,
    { value: 'categoryID', text: t.colCategory, listName: 'categories', required: true, filteredData: true },
    { value: 'level', text: t.colLevel, listName: 'levels', required: true, filteredData: true },
    { value: 'result', text: t.colResult, listName: 'results', required: true, filteredData: true },
    { value: 'points', text: t.colPoints, isNumber: true, required: true, maxLength: 4, align: 'right' },
  ],
  endpoints: {
    list: '/Portfolio/Admin/Points?categoryID={categoryID?}',
    create: '/Portfolio/Admin/Points',
    update: '/Portfolio/Admin/Points/{key}',
    remove: '/Portfolio/Admin/Points/{key}',
  },
  access: adminAccess,
})

/** The option lists of the structure's selects (ids are the stored codes). */
export const kindOptions = ATTR_KINDS.map((k) => ({ id: k, name: t.attrKinds[k] }))
