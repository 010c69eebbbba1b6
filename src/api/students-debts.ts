import * as v from 'valibot'
import { defineResource } from '@/lib/resource/define-resource'
import { ROLES } from '@/lib/roles'
import { debtsTexts } from '@/texts/ru/students-debts'

/**
 * Academic debts and their retake schedule (issue 15: /StudentsDebts/{studentID?}; spec 1 §6
 * 'ГрафикЗадолженностей-Администратор/Факультет/Кафедра' and students). The spec names no call; in the
 * portal's style: GET /api/StudentsDebts?studentID — a student gets their own (403 for another's id),
 * the debts-graph roles everyone's or one student's. Debts come from the grade books.
 */
const t = debtsTexts

export const debtSchema = v.object({
  id: v.number(),
  studentID: v.number(),
  fio: v.string(),
  group: v.string(),
  discipline: v.string(),
  kind: v.string(),
  semester: v.string(),
  mark: v.string(),
  first: v.string(),
  commission: v.string(),
  room: v.string(),
  teacher: v.string(),
})
export type Debt = v.InferOutput<typeof debtSchema>

export const debtsResource = defineResource({
  name: 'students-debts',
  key: 'id',
  row: debtSchema,
  sortBy: 'fio',
  columns: [
    {
      value: 'fio',
      text: t.colStudent,
      type: 'anchor-link',
      typeURL: 'router',
      url: '/StudentsDebts/{studentID}',
    },
    { value: 'group', text: t.colGroup, filteredData: true, width: '7rem' },
    { value: 'discipline', text: t.colDiscipline, filteredData: true },
    { value: 'kind', text: t.colKind, filteredData: true },
    { value: 'semester', text: t.colSemester },
    { value: 'mark', text: t.colMark, filteredData: true },
    { value: 'first', text: t.colFirst },
    { value: 'commission', text: t.colCommission },
    { value: 'room', text: t.colRoom },
    { value: 'teacher', text: t.colTeacher },
  ],
  endpoints: { list: '/StudentsDebts?studentID={studentID?}' },
  access: {
    read: [ROLES.debtsAdmin.name, ROLES.debtsFaculty.name, ROLES.debtsDepartment.name, ROLES.student.name],
  },
})
