import * as v from 'valibot'
import { defineResource } from '@/lib/resource/define-resource'
import { ROLES } from '@/lib/roles'
import { COMPETENCY_AREAS, competencyTexts } from '@/texts/ru/competency'
import { teacherAssessmentSchema } from './competency'

const t = competencyTexts.list

/** Who reads the teachers' assessments (spec 1 §6, the menu's «Оценка компетенций»): heads, deans, the research admin. */
export const COMPETENCY_VIEWERS = [ROLES.headOfDepartment.name, ROLES.dean.name, ROLES.scienceAdmin.name] as const

export const teacherRowSchema = v.object({
  teacherID: v.number(),
  year: v.string(),
  name: v.string(),
  department: v.string(),
  position: v.string(),
  status: v.string(),
  submittedAt: v.string(),
  ...Object.fromEntries(COMPETENCY_AREAS.map((a) => [`avg${a.id}`, v.nullable(v.number())])),
})

/**
 * /TeacherCompetencyAssessment/TeacherList: the teachers a head may see (their department; a dean and the
 * research admin see all) with the status of the year's self-assessment and the mean score per area.
 * Read-only; a row expands to the teacher's assessment (`detail`).
 */
export const competencyTeacherResource = defineResource({
  name: 'competency-teachers',
  key: 'teacherID',
  row: teacherRowSchema,
  columns: [
    { value: 'name', text: t.colTeacher },
    { value: 'department', text: t.colDepartment, filteredData: true },
    { value: 'position', text: t.colPosition, filteredData: true },
    { value: 'status', text: t.colStatus, filteredData: true },
    { value: 'submittedAt', text: t.colDate, type: 'date' },
    ...COMPETENCY_AREAS.map((a) => ({ value: `avg${a.id}`, text: a.name, isNumber: true, align: 'right' as const })),
  ],
  endpoints: {
    list: '/TeacherCompetencyAssessment/TeacherList?year={year}',
    detail: '/TeacherCompetencyAssessment/Teacher/{teacherID}?year={year}',
  },
  detail: teacherAssessmentSchema,
  access: { read: COMPETENCY_VIEWERS },
  sortBy: 'name',
})
