import * as v from 'valibot'
import { defineResource } from '@/lib/resource/define-resource'
import { CHOICE_ROLES } from '@/lib/constants/choice'
import { choiceTexts } from '@/texts/ru/choice'

/**
 * /Plans/ChoiceDisciplinesSettings (deans' offices): the choosing windows of each faculty and course, the
 * blocks («выбрать N из M») and the disciplines with their seats — three kit lists edited in place:
 *   GET/PUT /api/Plans/ChoiceDisciplinesSettings/Windows[/{id}]
 *   GET/PUT /api/Plans/ChoiceDisciplinesSettings/Blocks[/{blockID}]
 *   GET/PUT /api/Plans/ChoiceDisciplinesSettings/Disciplines[/{disciplineID}]
 */
const t = choiceTexts.settings
const roles = CHOICE_ROLES.deanOffice
const base = '/Plans/ChoiceDisciplinesSettings'

export const choiceWindowSchema = v.object({
  id: v.number(),
  faculty: v.string(),
  course: v.number(),
  dateFrom: v.string(),
  dateTo: v.string(),
})

export const choiceWindowResource = defineResource({
  name: 'choice-windows',
  key: 'id',
  row: choiceWindowSchema,
  sortBy: 'faculty',
  columns: [
    { value: 'faculty', text: t.colFaculty, filteredData: true, editReadonly: true },
    { value: 'course', text: t.colCourse, filteredData: true, align: 'right', width: '6rem', editReadonly: true },
    { value: 'dateFrom', text: t.colFrom, type: 'date', required: true },
    { value: 'dateTo', text: t.colTo, type: 'date', required: true },
  ],
  endpoints: { list: `${base}/Windows`, update: `${base}/Windows/{key}` },
  access: { read: roles, edit: roles },
})

export const choiceBlockRowSchema = v.object({
  blockID: v.number(),
  faculty: v.string(),
  course: v.number(),
  semester: v.number(),
  title: v.string(),
  choose: v.number(),
  count: v.number(),
  description: v.string(),
})

export const choiceBlockResource = defineResource({
  name: 'choice-blocks',
  key: 'blockID',
  row: choiceBlockRowSchema,
  sortBy: 'faculty',
  columns: [
    { value: 'faculty', text: t.colFaculty, filteredData: true, editReadonly: true },
    { value: 'course', text: t.colCourse, filteredData: true, align: 'right', width: '6rem', editReadonly: true },
    { value: 'semester', text: t.colSemester, align: 'right', width: '6rem', editReadonly: true },
    { value: 'title', text: t.colBlock, required: true, maxLength: 200 },
    { value: 'choose', text: t.colChoose, isNumber: true, required: true, align: 'right', width: '6rem' },
    { value: 'count', text: t.colCount, align: 'right', width: '6rem', hiddenForm: true },
    { value: 'description', text: t.colDescription, maxLength: 500 },
  ],
  endpoints: { list: `${base}/Blocks`, update: `${base}/Blocks/{key}` },
  access: { read: roles, edit: roles },
})

export const choiceDisciplineRowSchema = v.object({
  disciplineID: v.number(),
  block: v.string(),
  faculty: v.string(),
  course: v.number(),
  name: v.string(),
  credits: v.number(),
  hours: v.number(),
  teacher: v.string(),
  department: v.string(),
  seats: v.number(),
  taken: v.number(),
  description: v.string(),
})

export const choiceDisciplineResource = defineResource({
  name: 'choice-disciplines',
  key: 'disciplineID',
  row: choiceDisciplineRowSchema,
  sortBy: 'name',
  columns: [
    { value: 'name', text: t.colName, required: true, maxLength: 200 },
    { value: 'faculty', text: t.colFaculty, filteredData: true, hiddenForm: true },
    { value: 'course', text: t.colCourse, filteredData: true, align: 'right', width: '6rem', hiddenForm: true },
    { value: 'block', text: t.colBlock, filteredData: true, hiddenForm: true },
    { value: 'teacher', text: t.colTeacher, hiddenForm: true },
    { value: 'department', text: t.colDepartment, filteredData: true, hiddenForm: true },
    { value: 'credits', text: t.colCredits, isNumber: true, required: true, align: 'right', width: '5rem' },
    { value: 'hours', text: t.colHours, isNumber: true, required: true, align: 'right', width: '5rem' },
    { value: 'seats', text: t.colSeats, isNumber: true, required: true, align: 'right', width: '5rem' },
    { value: 'taken', text: t.colTaken, align: 'right', width: '5rem', hiddenForm: true },
    { value: 'description', text: t.colDescription, maxLength: 500 },
  ],
  endpoints: { list: `${base}/Disciplines`, update: `${base}/Disciplines/{key}` },
  access: { read: roles, edit: roles },
})
