import { db } from '../db'
import { mockResource } from '../lib/resource-handlers'
import { criterionResource, schoolStudentResource } from '@/api/schoolx-resources'
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

/** The participants (negative ids), each with the names of their modules. */
const students = mockResource(schoolStudentResource, {
  model: 'schoolxStudent',
  toRow: (row) => {
    const ids = row.moduleIDs as number[]
    const names = db.schoolxModule
      .getAll()
      .filter((m) => ids.includes(m.moduleID))
      .sort((a, b) => a.moduleID - b.moduleID)
      .map((m) => m.name)
    return { studentID: row.studentID, fio: row.fio, course: row.course, year: row.year, modules: names.join(', ') }
  },
})

export const criteriaHandlers = [...criteria.handlers, ...students.handlers]
