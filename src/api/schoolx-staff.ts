import * as v from 'valibot'
import { SCHOOLX_ADMIN, SCHOOLX_MODERATION, SCHOOLX_STAFF } from './schoolx-roles'
import { defineResource } from '@/lib/resource/define-resource'
import { schoolxProgrammeTexts } from '@/texts/ru/schoolx-programme'

const t = schoolxProgrammeTexts

export const schoolTeacherSchema = v.object({
  teacherID: v.number(),
  fio: v.string(),
  position: v.string(),
  subject: v.string(),
  email: v.string(),
})

/** `/donstux/Teachers` and `/donstux/Teachers/List`: the programme's teachers; the organiser keeps the list. */
export const schoolTeacherResource = defineResource({
  name: 'schoolx-teachers',
  key: 'teacherID',
  row: schoolTeacherSchema,
  columns: [
    { value: 'fio', text: t.teachers.colFio, required: true, maxLength: 150 },
    { value: 'position', text: t.teachers.colPosition, required: true, maxLength: 150, filteredData: true },
    { value: 'subject', text: t.teachers.colSubject, required: true, maxLength: 200 },
    { value: 'email', text: t.teachers.colEmail, required: true, maxLength: 100 },
  ],
  endpoints: {
    list: '/SchoolX/Teachers',
    create: '/SchoolX/Teachers',
    update: '/SchoolX/Teachers/{key}',
    remove: '/SchoolX/Teachers/{key}',
  },
  access: { read: SCHOOLX_STAFF, create: SCHOOLX_ADMIN, edit: SCHOOLX_ADMIN, remove: SCHOOLX_ADMIN },
  sortBy: 'fio',
})

export const expertSchema = v.object({
  expertID: v.number(),
  fio: v.string(),
  organisation: v.string(),
  speciality: v.string(),
  email: v.string(),
})

/** `/donstux/Teachers/Experts/{mode?}/{id?}`: outside experts who judge the participants' projects. */
export const expertResource = defineResource({
  name: 'schoolx-experts',
  key: 'expertID',
  row: expertSchema,
  columns: [
    { value: 'fio', text: t.experts.colFio, required: true, maxLength: 150 },
    { value: 'organisation', text: t.experts.colOrganisation, required: true, maxLength: 200, filteredData: true },
    { value: 'speciality', text: t.experts.colSpeciality, required: true, maxLength: 200 },
    { value: 'email', text: t.experts.colEmail, required: true, maxLength: 100 },
  ],
  endpoints: {
    list: '/SchoolX/Experts',
    create: '/SchoolX/Experts',
    update: '/SchoolX/Experts/{key}',
    remove: '/SchoolX/Experts/{key}',
  },
  access: { read: SCHOOLX_STAFF, create: SCHOOLX_ADMIN, edit: SCHOOLX_ADMIN, remove: SCHOOLX_ADMIN },
  sortBy: 'fio',
})

export const schoolEventSchema = v.object({
  eventID: v.number(),
  date: v.string(),
  name: v.string(),
  place: v.string(),
  planned: v.number(),
  attended: v.number(),
})

/** `/donstux/Students/fixingEvents`: the programme's events and their attendance, recorded by its staff. */
export const schoolEventResource = defineResource({
  name: 'schoolx-events',
  key: 'eventID',
  row: schoolEventSchema,
  columns: [
    { value: 'date', text: t.events.colDate, type: 'date', required: true },
    { value: 'name', text: t.events.colName, required: true, maxLength: 200 },
    { value: 'place', text: t.events.colPlace, required: true, maxLength: 200, filteredData: true },
    { value: 'planned', text: t.events.colPlanned, isNumber: true, required: true, align: 'right' },
    { value: 'attended', text: t.events.colAttended, isNumber: true, required: true, align: 'right' },
  ],
  endpoints: {
    list: '/SchoolX/Students/FixingEvents',
    create: '/SchoolX/Students/FixingEvents',
    update: '/SchoolX/Students/FixingEvents/{key}',
    remove: '/SchoolX/Students/FixingEvents/{key}',
  },
  access: { read: SCHOOLX_STAFF, create: SCHOOLX_STAFF, edit: SCHOOLX_STAFF, remove: SCHOOLX_ADMIN },
  sortBy: 'date',
})

export const schoolTeamSchema = v.object({
  teamID: v.number(),
  name: v.string(),
  course: v.number(),
  mentor: v.string(),
  members: v.number(),
  project: v.string(),
})

/** `/GroupManagerList/3` («Команды Школы Х»): the participants' project teams. */
export const schoolTeamResource = defineResource({
  name: 'schoolx-teams',
  key: 'teamID',
  row: schoolTeamSchema,
  columns: [
    { value: 'name', text: t.teams.colName, required: true, maxLength: 100 },
    { value: 'course', text: t.teams.colCourse, isNumber: true, required: true, filteredData: true, align: 'right' },
    { value: 'mentor', text: t.teams.colMentor, required: true, maxLength: 150 },
    { value: 'members', text: t.teams.colMembers, isNumber: true, required: true, align: 'right' },
    { value: 'project', text: t.teams.colProject, required: true, maxLength: 300 },
  ],
  endpoints: {
    list: '/SchoolX/Teams',
    create: '/SchoolX/Teams',
    update: '/SchoolX/Teams/{key}',
    remove: '/SchoolX/Teams/{key}',
  },
  access: { read: SCHOOLX_STAFF, create: SCHOOLX_MODERATION, edit: SCHOOLX_MODERATION, remove: SCHOOLX_ADMIN },
  sortBy: 'name',
})
