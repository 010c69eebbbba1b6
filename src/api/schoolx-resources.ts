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
