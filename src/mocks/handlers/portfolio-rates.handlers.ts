import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireRole, requireUser } from '../lib/auth'
import { mockResource } from '../lib/resource-handlers'
import { badRequest, jsonBody, notFound, ok } from '../lib/respond'
import { createRecord, updateRecord } from '../lib/store'
import { workOut } from './portfolio-work-out'
import { categoryRateResource, type CategoryRateRow } from '@/api/portfolio-rates'
import { PORTFOLIO_ADMIN_ROLES, RATE_DEFAULT, RATE_MAX, RATE_MIN } from '@/lib/constants/achieve'
import { portfolioTexts } from '@/texts/ru/portfolio'

const t = portfolioTexts

function toRow(row: Record<string, unknown>): CategoryRateRow {
  const id = Number(row.id)
  const confirmed = db.portfolioWork
    .findMany({ where: { status: { equals: 'confirmed' } } })
    .map((w) => workOut(w))
    .filter((w) => w.categoryID === id)
  return {
    id,
    name: String(row.name),
    rate: db.portfolioCategoryRate.findFirst({ where: { categoryID: { equals: id } } })?.rate ?? RATE_DEFAULT,
    works: confirmed.length,
    points: confirmed.reduce((sum, w) => sum + w.points, 0),
  }
}

/** The read is the kit's over the categories; the write stores the weight beside the category. */
const list = mockResource(
  { ...categoryRateResource, endpoints: { list: categoryRateResource.endpoints.list } },
  { model: 'portfolioCategory', toRow },
)

export const portfolioRateHandlers: HttpHandler[] = [
  ...list.handlers,
  http.put('*/api/Portfolio/Admin/CategoriesRates/:key', async ({ request, params }) => {
    requireRole(requireUser(request), ...PORTFOLIO_ADMIN_ROLES)
    const category = db.portfolioCategory.findFirst({ where: { id: { equals: Number(params.key) } } })
    if (!category) return notFound(t.errors.unknownCategory)
    const body = await jsonBody<{ rate?: unknown }>(request)
    const rate = Number(String(body?.rate ?? '').replace(/\s+/g, ''))
    if (String(body?.rate ?? '').trim() === '' || !Number.isInteger(rate) || rate < RATE_MIN || rate > RATE_MAX)
      return badRequest(t.rates.rateRange)
    if (db.portfolioCategoryRate.findFirst({ where: { categoryID: { equals: category.id } } }))
      updateRecord('portfolioCategoryRate', 'categoryID', category.id, { rate })
    else createRecord('portfolioCategoryRate', { categoryID: category.id, rate })
    return ok(toRow({ id: category.id, name: category.name }))
  }),
]
