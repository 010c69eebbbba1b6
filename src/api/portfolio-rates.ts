import * as v from 'valibot'
import { defineResource } from '@/lib/resource/define-resource'
import { PORTFOLIO_ADMIN_ROLES } from '@/lib/constants/achieve'
import { portfolioTexts } from '@/texts/ru/portfolio'

const t = portfolioTexts

export const categoryRateRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  rate: v.number(),
  works: v.optional(v.number(), 0),
  points: v.optional(v.number(), 0),
})
export type CategoryRateRow = v.InferOutput<typeof categoryRateRowSchema>

/**
 * /Portfolio/Admin/CategoriesRates: the weight of each category of achievements in per cent; the points of an
 * achievement (by /Portfolio/Admin/PointsSettings) are multiplied by it everywhere — the portfolio, the
 * ratings and the statistics. The list shows what the weight gives now: the confirmed works and their points.
 */
export const categoryRateResource = defineResource({
  name: 'portfolio-category-rates',
  key: 'id',
  row: categoryRateRowSchema,
  columns: [
    { value: 'id', text: t.colID, width: '4rem', hiddenForm: true, align: 'right' },
    { value: 'name', text: t.colName, editReadonly: true },
    { value: 'rate', text: t.rates.colRate, isNumber: true, required: true, maxLength: 3, align: 'right' },
    { value: 'works', text: t.rates.colWorks, hiddenForm: true, align: 'right' },
    { value: 'points', text: t.rates.colPoints, hiddenForm: true, align: 'right' },
  ],
  endpoints: { list: '/Portfolio/Admin/CategoriesRates', update: '/Portfolio/Admin/CategoriesRates/{key}' },
  access: { read: PORTFOLIO_ADMIN_ROLES, edit: PORTFOLIO_ADMIN_ROLES },
  sortBy: 'id',
})
