import * as v from 'valibot'
import { defineResource } from '@/lib/resource/define-resource'
import { ROLES } from '@/lib/roles'
import { schoolxAdminTexts } from '@/texts/ru/schoolx-admin'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'

/**
 * «Школа Х»: the home (`/donstux`) and the programme's administration (issue 17): periods, users and the
 * event log on the resource kit. The spec names only GET /api/SchoolX/Admin/Periods?now= (the open periods,
 * answered for the menu); the administrator's list and writes of the periods live beside it.
 */
const t = schoolxAdminTexts
const ADMIN = [ROLES.schoolXAdmin.name]

/** A period's stage on a given day: open (start ≤ day ≤ end), upcoming or closed. */
export const stageSchema = v.picklist(['open', 'upcoming', 'closed'])
export type PeriodStage = v.InferOutput<typeof stageSchema>

export const adminPeriodSchema = v.object({
  periodID: v.number(),
  typeID: v.number(),
  name: v.string(),
  dateStart: v.string(),
  dateEnd: v.string(),
  stage: v.string(),
})
export type AdminPeriod = v.InferOutput<typeof adminPeriodSchema>

/** The stage options of the period dialog (a select over the spec's period types 1, 2, 3). */
export const PERIOD_TYPE_OPTIONS = Object.entries(t.periodTypes).map(([id, name]) => ({ id: Number(id), name }))

/** `/donstux/Admin/Periods`: the programme's periods; the administrator creates, edits and deletes them. */
export const periodResource = defineResource({
  name: 'schoolx-periods',
  key: 'periodID',
  row: adminPeriodSchema,
  columns: [
    { value: 'periodID', text: t.periods.colID, hiddenForm: true, isNumber: true, width: '4rem' },
    { value: 'name', text: t.periods.colName, required: true, maxLength: 200 },
    { value: 'typeID', text: t.periods.colType, listName: 'periodTypes', required: true, filteredData: true },
    { value: 'dateStart', text: t.periods.colStart, type: 'date', required: true },
    { value: 'dateEnd', text: t.periods.colEnd, type: 'date', required: true },
    {
      value: 'stage',
      text: t.periods.colStage,
      hiddenForm: true,
      filteredData: true,
    },
  ],
  endpoints: {
    list: '/SchoolX/Admin/Periods/List',
    create: '/SchoolX/Admin/Periods',
    update: '/SchoolX/Admin/Periods/{key}',
    remove: '/SchoolX/Admin/Periods/{key}',
  },
  access: { read: ADMIN, create: ADMIN, edit: ADMIN, remove: ADMIN },
  sortBy: 'dateStart',
})

export const schoolUserSchema = v.object({
  userID: v.number(),
  fio: v.string(),
  role: v.string(),
  grade: v.string(),
  school: v.string(),
  modules: v.string(),
})
export type SchoolUser = v.InferOutput<typeof schoolUserSchema>

/** `/donstux/Admin/Users`: the programme's participants (negative ids) and its staff, read by the administrator. */
export const schoolUserResource = defineResource({
  name: 'schoolx-users',
  key: 'userID',
  row: schoolUserSchema,
  columns: [
    {
      value: 'fio',
      text: t.users.colFio,
      type: 'anchor-link',
      typeURL: 'router',
      url: '/donstux/trajectory/{userID}',
    },
    { value: 'role', text: t.users.colRole, filteredData: true },
    { value: 'grade', text: t.users.colClass, filteredData: true },
    { value: 'school', text: t.users.colSchool, filteredData: true },
    { value: 'modules', text: t.users.colModules },
  ],
  endpoints: { list: '/SchoolX/Admin/Users' },
  access: { read: ADMIN },
  sortBy: 'fio',
})

export const eventRowSchema = v.object({
  id: v.number(),
  when: v.string(),
  fio: v.string(),
  action: v.string(),
  section: v.string(),
  summary: v.string(),
})
export type EventRow = v.InferOutput<typeof eventRowSchema>

/** `/donstux/Admin/EventLog`: the journaled writes of the programme's data, newest first (read-only). */
export const eventLogResource = defineResource({
  name: 'schoolx-event-log',
  key: 'id',
  row: eventRowSchema,
  columns: [
    { value: 'when', text: t.eventLog.colWhen, width: '10rem' },
    { value: 'fio', text: t.eventLog.colWho, filteredData: true },
    { value: 'action', text: t.eventLog.colAction, filteredData: true },
    { value: 'section', text: t.eventLog.colWhat, filteredData: true },
    { value: 'summary', text: t.eventLog.colSummary },
  ],
  endpoints: { list: '/SchoolX/Admin/EventLog' },
  access: { read: ADMIN },
})

// ---- the home ----

const homePeriodSchema = v.object({
  periodID: v.number(),
  typeID: v.number(),
  name: v.string(),
  dateStart: v.string(),
  dateEnd: v.string(),
  /** Whole days left after today (0: today is the last day); for upcoming ones, days until the start. */
  days: v.number(),
})
export type HomePeriod = v.InferOutput<typeof homePeriodSchema>

export const homeSchema = v.object({
  fio: v.string(),
  today: v.string(),
  /** participant: a school student; teacher: their modules; organiser: the administration's summary. */
  kind: v.picklist(['participant', 'teacher', 'organiser', 'member']),
  open: v.array(homePeriodSchema),
  upcoming: v.array(homePeriodSchema),
  modules: v.array(
    v.object({
      moduleID: v.number(),
      name: v.string(),
      teachers: v.array(v.string()),
      next: v.array(v.object({ date: v.string(), theme: v.string() })),
    }),
  ),
  summary: v.nullable(v.object({ participants: v.number(), modules: v.number() })),
})
export type SchoolxHome = v.InferOutput<typeof homeSchema>

/** GET /api/SchoolX/Home → the user's current and upcoming periods, their modules with the next lessons. */
export async function getHome(options: RequestOptions = {}): Promise<SchoolxHome> {
  return parseAnswer(stateEnvelope(homeSchema), await http.get('/SchoolX/Home', undefined, options)).data
}

// ---- the trajectory ----

export const trajectorySchema = v.object({
  student: v.object({ studentID: v.number(), fio: v.string(), grade: v.string(), school: v.string() }),
  periods: v.array(
    v.object({
      periodID: v.number(),
      name: v.string(),
      dateStart: v.string(),
      dateEnd: v.string(),
      stage: stageSchema,
      modules: v.array(
        v.object({
          moduleID: v.number(),
          name: v.string(),
          /** The module's mark (2…5) once the period is over; null before. */
          mark: v.nullable(v.number()),
          /** Feedback forms the participant filled for the module in this period, of `total`. */
          forms: v.number(),
          total: v.number(),
          points: v.number(),
        }),
      ),
    }),
  ),
  points: v.number(),
})
export type Trajectory = v.InferOutput<typeof trajectorySchema>

/** GET /api/SchoolX/Trajectory?userID= (none: the participant's own) → modules by period with marks and feedback. */
export async function getTrajectory(userID: number | null, options: RequestOptions = {}): Promise<Trajectory> {
  return parseAnswer(
    stateEnvelope(trajectorySchema),
    await http.get('/SchoolX/Trajectory', { userID: userID ?? undefined }, options),
  ).data
}
