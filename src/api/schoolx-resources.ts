import * as v from 'valibot'
import { criterionSchema } from './schoolx'
import { defineResource } from '@/lib/resource/define-resource'
import { ROLES } from '@/lib/roles'
import { schoolxTexts } from '@/texts/ru/schoolx'

const t = schoolxTexts.criteria
const ANY_SCHOOLX = [
  ROLES.schoolXAdmin.name,
  ROLES.schoolXModerator.name,
  ROLES.schoolXStudentModerator.name,
  ROLES.schoolXTeacher.name,
  ROLES.schoolX.name,
  ROLES.schoolXStudent.name,
]

/**
 * `/donstux/Admin/Criterias`: the criteria the feedback forms rate a module by (issue 17). Every school-X
 * user reads them (the «Критерии» form uses them); the school-X administrator edits them.
 */
export const criterionResource = defineResource({
  name: 'schoolx-criteria',
  key: 'criteriaID',
  row: criterionSchema,
  columns: [
    { value: 'criteriaID', text: t.colID, hiddenForm: true, isNumber: true },
    { value: 'name', text: t.colName, required: true, maxLength: 200 },
    { value: 'maxPoints', text: t.colMax, isNumber: true, required: true },
  ],
  endpoints: {
    list: '/SchoolX/Admin/Criterias',
    create: '/SchoolX/Admin/Criterias',
    update: '/SchoolX/Admin/Criterias/{key}',
    remove: '/SchoolX/Admin/Criterias/{key}',
  },
  access: {
    read: ANY_SCHOOLX,
    create: [ROLES.schoolXAdmin.name],
    edit: [ROLES.schoolXAdmin.name],
    remove: [ROLES.schoolXAdmin.name],
  },
  sortBy: 'criteriaID',
})

const STAFF = [
  ROLES.schoolXAdmin.name,
  ROLES.schoolXModerator.name,
  ROLES.schoolXStudentModerator.name,
  ROLES.schoolXTeacher.name,
]

export const schoolStudentSchema = v.object({
  studentID: v.number(),
  fio: v.string(),
  course: v.number(),
  year: v.number(),
  modules: v.string(),
})

/** `/donstux/Students/List` (and the older `/donstux/Students`): the programme's participants, read by its staff. */
export const schoolStudentResource = defineResource({
  name: 'schoolx-students',
  key: 'studentID',
  row: schoolStudentSchema,
  columns: [
    { value: 'fio', text: schoolxTexts.students.colFio },
    { value: 'course', text: schoolxTexts.students.colCourse, isNumber: true, filteredData: true },
    { value: 'year', text: schoolxTexts.students.colYear, isNumber: true, filteredData: true },
    { value: 'modules', text: schoolxTexts.students.colModules },
  ],
  endpoints: { list: '/SchoolX/Students/List' },
  access: { read: STAFF },
  sortBy: 'fio',
})
