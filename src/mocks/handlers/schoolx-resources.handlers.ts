import { db } from '../db'
import { mockResource } from '../lib/resource-handlers'
import { criterionResource } from '@/api/schoolx-resources'
import { schoolxTexts } from '@/texts/ru/schoolx'

const s = schoolxTexts.server

/** `/donstux/Admin/Criterias` on the resource kit: read by every school-X user, edited by the administrator. */
const criteria = mockResource(criterionResource, {
  model: 'schoolxCriterion',
  toRow: (row) => ({ criteriaID: row.criteriaID, name: row.name, maxPoints: row.maxPoints }),
  check: (body, id) => {
    const max = Number(body.maxPoints)
    if (!Number.isInteger(max) || max < 1 || max > 100) return s.maxPointsRange
    const name = String(body.name ?? '')
      .trim()
      .toLowerCase()
    const twin = db.schoolxCriterion.getAll().find((c) => c.name.trim().toLowerCase() === name && c.criteriaID !== id)
    return twin ? s.criterionDuplicate : null
  },
  fields: (body) => ({ name: String(body.name).trim(), maxPoints: Number(body.maxPoints) }),
})

export const criteriaHandlers = criteria.handlers
