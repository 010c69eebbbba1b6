import * as v from 'valibot'
import { SCHOOLX_ANY, SCHOOLX_MODERATION, SCHOOLX_STAFF, SCHOOLX_TEACHING } from './schoolx-roles'
import { defineResource } from '@/lib/resource/define-resource'
import { ROLES } from '@/lib/roles'
import { schoolxProgrammeTexts } from '@/texts/ru/schoolx-programme'

const g = schoolxProgrammeTexts.goals

export const goalSchema = v.object({
  goalID: v.number(),
  moduleID: v.number(),
  name: v.string(),
  description: v.string(),
})

/** `/modules/Goals/{moduleID}`: a module's learning goals; its teachers and the organiser edit them. */
export const goalResource = defineResource({
  name: 'schoolx-goals',
  key: 'goalID',
  row: goalSchema,
  columns: [
    { value: 'goalID', text: g.colID, isNumber: true, hiddenForm: true, width: '4rem' },
    { value: 'name', text: g.colName, required: true, maxLength: 300 },
    { value: 'description', text: g.colDescription, maxLength: 1000 },
  ],
  endpoints: {
    list: '/SchoolX/Modules/{moduleID}/Goals',
    create: '/SchoolX/Modules/{moduleID}/Goals',
    update: '/SchoolX/Modules/Goals/{key}',
    remove: '/SchoolX/Modules/Goals/{key}',
  },
  access: { read: [], create: SCHOOLX_TEACHING, edit: SCHOOLX_TEACHING, remove: SCHOOLX_TEACHING },
  fromParams: (params) => ({ moduleID: Number(params.moduleID) }),
  sortBy: 'goalID',
})

export const goalProgressSchema = v.object({
  studentID: v.number(),
  fio: v.string(),
  reached: v.number(),
  total: v.number(),
  percent: v.number(),
})

/** Each participant of the module and how many of its goals they reached (a participant sees their own row). */
export const goalProgressResource = defineResource({
  name: 'schoolx-goal-progress',
  key: 'studentID',
  row: goalProgressSchema,
  columns: [
    { value: 'fio', text: g.colFio },
    { value: 'reached', text: g.colReached, isNumber: true, align: 'right' },
    { value: 'total', text: g.colTotal, isNumber: true, align: 'right' },
    { value: 'percent', text: g.colPercent, isNumber: true, align: 'right' },
  ],
  endpoints: { list: '/SchoolX/Modules/{moduleID}/GoalProgress' },
  access: { read: [] },
  sortBy: 'fio',
})

const s = schoolxProgrammeTexts.stats

export const moduleStatSchema = v.object({
  moduleID: v.number(),
  name: v.string(),
  course: v.number(),
  places: v.number(),
  chosen: v.number(),
  fill: v.number(),
  forms: v.number(),
  average: v.nullable(v.number()),
})

/** `/modules/statistics`: every module's places, how many chose it and its feedback, from stored data. */
export const moduleStatResource = defineResource({
  name: 'schoolx-module-statistics',
  key: 'moduleID',
  row: moduleStatSchema,
  columns: [
    { value: 'name', text: s.colName },
    { value: 'course', text: s.colCourse, isNumber: true, filteredData: true, align: 'right' },
    { value: 'places', text: s.colPlaces, isNumber: true, align: 'right' },
    { value: 'chosen', text: s.colChosen, isNumber: true, align: 'right' },
    { value: 'fill', text: s.colFill, isNumber: true, align: 'right' },
    { value: 'forms', text: s.colForms, isNumber: true, align: 'right' },
    { value: 'average', text: s.colAverage, isNumber: true, align: 'right' },
  ],
  endpoints: { list: '/SchoolX/Modules/Statistics' },
  access: { read: [ROLES.schoolXAdmin.name, ROLES.scienceAdmin.name] },
  sortBy: 'name',
})

const c = schoolxProgrammeTexts.comments

export const draftCommentRowSchema = v.object({
  commentID: v.number(),
  draft: v.string(),
  student: v.string(),
  author: v.string(),
  text: v.string(),
  date: v.string(),
})

/** `/donstux/Draft/Comments`: every teacher's comment on a participant's draft; moderators remove improper ones. */
export const draftCommentResource = defineResource({
  name: 'schoolx-draft-comments',
  key: 'commentID',
  row: draftCommentRowSchema,
  columns: [
    { value: 'date', text: c.colDate, type: 'date' },
    { value: 'student', text: c.colStudent },
    { value: 'draft', text: c.colDraft },
    { value: 'author', text: c.colAuthor, filteredData: true },
    { value: 'text', text: c.colText },
  ],
  endpoints: { list: '/SchoolX/Draft/Comments', remove: '/SchoolX/Draft/Comments/{key}' },
  access: { read: SCHOOLX_STAFF, remove: SCHOOLX_MODERATION },
  sortBy: 'date',
})

const j = schoolxProgrammeTexts.summary

export const journalSummarySchema = v.object({
  studentID: v.number(),
  fio: v.string(),
  course: v.number(),
  drafts: v.number(),
  comments: v.number(),
  last: v.string(),
})

/** The personality journal's summary: drafts and comments per participant (a participant sees their own row). */
export const journalSummaryResource = defineResource({
  name: 'schoolx-journal-summary',
  key: 'studentID',
  row: journalSummarySchema,
  columns: [
    { value: 'fio', text: j.colFio },
    { value: 'course', text: j.colCourse, isNumber: true, filteredData: true, align: 'right' },
    { value: 'drafts', text: j.colDrafts, isNumber: true, align: 'right' },
    { value: 'comments', text: j.colComments, isNumber: true, align: 'right' },
    { value: 'last', text: j.colLast, type: 'date' },
  ],
  endpoints: { list: '/SchoolX/PersonalityJournal/Summary' },
  access: { read: SCHOOLX_ANY },
  sortBy: 'fio',
})
