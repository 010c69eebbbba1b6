import type { HttpHandler } from 'msw'
import { mockResource } from '../lib/resource-handlers'
import { expertResource, schoolEventResource, schoolTeacherResource, schoolTeamResource } from '@/api/schoolx-staff'
import { SCHOOLX_YEAR_END, SCHOOLX_YEAR_START } from '@/lib/constants/schoolx-programme'
import { schoolxProgrammeTexts } from '@/texts/ru/schoolx-programme'

/** The programme's staff lists on the resource kit (issue 17): teachers, experts, events with attendance, teams. */
const s = schoolxProgrammeTexts.server
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const emailCheck = (body: Record<string, unknown>) =>
  body.email !== undefined && !EMAIL.test(String(body.email).trim()) ? s.emailFormat : null
const trimmed = (body: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, typeof body[k] === 'string' ? String(body[k]).trim() : body[k]]))

const teachers = mockResource(schoolTeacherResource, {
  model: 'schoolxTeacher',
  check: emailCheck,
  fields: (body) => trimmed(body, ['fio', 'position', 'subject', 'email']),
})

const experts = mockResource(expertResource, {
  model: 'schoolxExpert',
  check: emailCheck,
  fields: (body) => trimmed(body, ['fio', 'organisation', 'speciality', 'email']),
})

const events = mockResource(schoolEventResource, {
  model: 'schoolxEvent',
  check: (body) => {
    const planned = Number(body.planned)
    const attended = Number(body.attended)
    if (planned < 0 || attended < 0) return s.notNegative
    if (attended > planned) return s.attendedOverPlanned
    const date = String(body.date ?? '')
    if (date && (date < SCHOOLX_YEAR_START || date > SCHOOLX_YEAR_END)) return s.dateOutOfYear
    return null
  },
  fields: (body) => trimmed(body, ['date', 'name', 'place', 'planned', 'attended']),
})

const teams = mockResource(schoolTeamResource, {
  model: 'schoolxTeam',
  check: (body) => {
    const members = Number(body.members)
    return body.members !== undefined && (members < 2 || members > 12) ? s.membersRange : null
  },
  fields: (body) => trimmed(body, ['name', 'course', 'mentor', 'members', 'project']),
})

export const staffHandlers: HttpHandler[] = [
  ...teachers.handlers,
  ...experts.handlers,
  ...events.handlers,
  ...teams.handlers,
]
