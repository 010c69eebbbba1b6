import { db } from '../db'
import { userFullName } from './achieve-common'
import {
  pointsFor,
  type PointsRule,
  type PortfolioWork,
  type WorkFile,
  type WorkLevel,
  type WorkResult,
  type WorkStatus,
} from '@/api/achieve'
import { RATE_DEFAULT } from '@/lib/constants/achieve'
import { attrKey, attrsOfType, type PortfolioAttr } from '@/api/portfolio-attrs'

/** A category's weight in per cent (no stored row: 100). */
const rateOf = (categoryID: number) =>
  db.portfolioCategoryRate.findFirst({ where: { categoryID: { equals: categoryID } } })?.rate ?? RATE_DEFAULT

/** How the portfolio's handlers answer a stored work: type, category, points and attributes joined in. */
const fullName = userFullName
export type WorkRow = NonNullable<ReturnType<typeof db.portfolioWork.findFirst>>

export function rules(): PointsRule[] {
  return db.pointsRule.getAll().map((r) => ({
    categoryID: r.categoryID,
    level: r.level as WorkLevel,
    result: r.result as WorkResult,
    points: r.points,
  }))
}
/** Every type's attributes as the API answers them. */
export function allAttrs(): PortfolioAttr[] {
  return db.portfolioAttr.getAll().map((a) => ({
    id: a.id,
    typeID: a.typeID,
    name: a.name,
    kind: a.kind as PortfolioAttr['kind'],
    required: a.required,
    npp: a.npp,
  }))
}
const storedAttrs = (json: string): Record<string, string> => (json ? (JSON.parse(json) as Record<string, string>) : {})

export function workOut(row: WorkRow, table = rules(), attrs = allAttrs()): PortfolioWork {
  const type = db.portfolioType.findFirst({ where: { id: { equals: row.typeID } } })
  const categoryID = type?.categoryID ?? 0
  const level = row.level as WorkLevel
  const result = row.result as WorkResult
  return {
    id: row.id,
    userID: row.userID,
    userName: fullName(row.userID),
    typeID: row.typeID,
    typeName: type?.name ?? '',
    categoryID,
    categoryName: db.portfolioCategory.findFirst({ where: { id: { equals: categoryID } } })?.name ?? '',
    title: row.title,
    level,
    result,
    date: row.date,
    status: row.status as WorkStatus,
    remark: row.remark,
    // The category's weight (/Portfolio/Admin/CategoriesRates, per cent) scales the points of the table.
    points: Math.round((pointsFor(table, categoryID, level, result) * rateOf(categoryID)) / 100),
    files: JSON.parse(row.files) as WorkFile[],
    attrs: attrsOfType(attrs, row.typeID).map((a) => ({
      attrID: a.id,
      name: a.name,
      value: storedAttrs(row.attrs)[attrKey(a.id)] ?? '',
    })),
  }
}
