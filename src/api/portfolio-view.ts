import * as v from 'valibot'
import { defineResource } from '@/lib/resource/define-resource'
import type { TableColumn } from '@/lib/resource/table-types'
import { PORTFOLIO_VIEWER_ROLES, STUDENT_SEARCH_MIN } from '@/lib/constants/achieve'
import { portfolioTexts } from '@/texts/ru/portfolio'
import { portfolioWorkSchema, type PortfolioCategory, type PortfolioWork } from './achieve'

const t = portfolioTexts

/**
 * Viewing others' portfolios (spec 1 §2 Portfolio: /Portfolio/ListWorks/{userID?}/{categoryID?},
 * /Portfolio/ListWorksByCategory/{categoryName}, /portfolio/searchStudents, /Portfolio/Overview): read-only
 * lists for the kit. A work row carries the shown names of its level, result and status.
 */
export const workRowSchema = v.object({
  ...v.pick(portfolioWorkSchema, [
    'id',
    'userID',
    'userName',
    'typeID',
    'typeName',
    'categoryID',
    'categoryName',
    'title',
    'date',
    'points',
  ]).entries,
  levelName: v.string(),
  resultName: v.string(),
  statusName: v.string(),
  files: v.number(),
})
export type WorkRow = v.InferOutput<typeof workRowSchema>

const workColumns: TableColumn[] = [
  { value: 'categoryName', text: t.colCategory, filteredData: true },
  { value: 'typeName', text: t.colType, filteredData: true },
  { value: 'title', text: t.colTitle, type: 'anchor-link', typeURL: 'router', url: '/Portfolio/Work/{typeID}/{id}' },
  { value: 'levelName', text: t.colLevel, filteredData: true },
  { value: 'resultName', text: t.colResult, filteredData: true },
  { value: 'date', text: t.colDate, type: 'date' },
  { value: 'statusName', text: t.colStatus, filteredData: true },
  { value: 'points', text: t.colPoints, align: 'right' },
]

/** /Portfolio/ListWorks/{userID?}/{categoryID?}: a person's works (one's own without userID). */
export const userWorksResource = defineResource({
  name: 'portfolio-user-works',
  key: 'id',
  row: workRowSchema,
  columns: workColumns,
  endpoints: { list: '/Portfolio/ListWorks?userID={userID?}&categoryID={categoryID?}' },
  access: { read: [] },
  sortBy: 'date',
})

/** /Portfolio/ListWorksByCategory/{categoryName}: the confirmed works of a category, everyone's. */
export const categoryWorksResource = defineResource({
  name: 'portfolio-category-works',
  key: 'id',
  row: workRowSchema,
  columns: [
    {
      value: 'userName',
      text: t.colOwner,
      type: 'anchor-link',
      typeURL: 'router',
      url: '/Portfolio/ListWorks/{userID}',
    },
    ...workColumns.filter((c) => c.value !== 'categoryName' && c.value !== 'statusName'),
  ],
  endpoints: { list: '/Portfolio/ListWorksByCategory?categoryName={categoryName}' },
  access: { read: [] },
  sortBy: 'date',
})

export const studentRowSchema = v.object({
  userID: v.number(),
  fio: v.string(),
  groupName: v.string(),
  works: v.number(),
  points: v.number(),
})

/** /portfolio/searchStudents: students found by name, login or group, each opening their portfolio. */
export const studentSearchResource = defineResource({
  name: 'portfolio-students',
  key: 'userID',
  row: studentRowSchema,
  columns: [
    { value: 'fio', text: t.colStudent, type: 'anchor-link', typeURL: 'router', url: '/Portfolio/ListWorks/{userID}' },
    { value: 'groupName', text: t.colGroup, filteredData: true },
    { value: 'works', text: t.colConfirmed, align: 'right' },
    { value: 'points', text: t.colPoints, align: 'right' },
  ],
  endpoints: { list: '/Portfolio/SearchStudents?query={query?}' },
  access: { read: PORTFOLIO_VIEWER_ROLES },
})

export const overviewRowSchema = v.object({
  categoryID: v.number(),
  name: v.string(),
  works: v.number(),
  confirmed: v.number(),
  points: v.number(),
})
export type OverviewRow = v.InferOutput<typeof overviewRowSchema>

/** /Portfolio/Overview: per category, the works, the confirmed ones and their points. */
export const overviewResource = defineResource({
  name: 'portfolio-overview',
  key: 'categoryID',
  row: overviewRowSchema,
  columns: [
    { value: 'name', text: t.colCategory },
    { value: 'works', text: t.colWorks },
    { value: 'confirmed', text: t.colConfirmed },
    { value: 'points', text: t.view.colPointsSum },
  ],
  endpoints: { list: '/Portfolio/Overview' },
  access: { read: [] },
})

/**
 * The overview's arithmetic: per category (every category, in their order, empty ones with zeros) the
 * number of works, the confirmed ones and the sum of the confirmed ones' points.
 */
export function overviewOf(
  works: readonly Pick<PortfolioWork, 'categoryID' | 'status' | 'points'>[],
  categories: readonly PortfolioCategory[],
): OverviewRow[] {
  const rows = categories.map((c) => ({ categoryID: c.id, name: c.name, works: 0, confirmed: 0, points: 0 }))
  const byID = new Map(rows.map((r) => [r.categoryID, r]))
  for (const w of works) {
    const row = byID.get(w.categoryID)
    if (!row) continue
    row.works += 1
    if (w.status !== 'confirmed') continue
    row.confirmed += 1
    row.points += w.points
  }
  return rows
}

/** The search form: at least two visible characters. */
export const studentSearchSchema = v.object({
  query: v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => s.replace(/[\s\u200B-\u200D\uFEFF]/g, '').length >= STUDENT_SEARCH_MIN, t.view.searchTooShort),
  ),
})
