import * as v from 'valibot'
import { defineResource } from '@/lib/resource/define-resource'
import { ROLES } from '@/lib/roles'
import { schoolxTexts } from '@/texts/ru/schoolx'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'

/**
 * «Школа Х» modules (issue 17; spec 1 §2 Modules routes, §6 'module list, choice'): the list and a module
 * page, the participant's priorities during a choice period (type 3), the organiser's distribution and the
 * modules' ratings from the feedback. The spec names no calls for them: they live under /SchoolX/Modules.
 */
const m = schoolxTexts.modules

// ---- the list and one module ----

export const moduleRowSchema = v.object({
  moduleID: v.number(),
  name: v.string(),
  description: v.string(),
  course: v.number(),
  places: v.number(),
  teachers: v.string(),
  themes: v.number(),
})
export type ModuleRow = v.InferOutput<typeof moduleRowSchema>

const ADMINS = [ROLES.schoolXAdmin.name, ROLES.scienceAdmin.name]

/** `/modules/list/{mode}`: mode `my` (the user's own modules) or `all`; the organiser edits a module's card. */
export const moduleResource = defineResource({
  name: 'schoolx-modules',
  key: 'moduleID',
  row: moduleRowSchema,
  columns: [
    { value: 'moduleID', text: m.colID, hiddenForm: true, visible: false },
    {
      value: 'name',
      text: m.colName,
      type: 'anchor-link',
      typeURL: 'router',
      url: '/modules/module/view/{moduleID}',
      required: true,
      maxLength: 200,
    },
    { value: 'description', text: m.colDescription, required: true, maxLength: 1000 },
    { value: 'course', text: m.colCourse, isNumber: true, required: true, filteredData: true },
    { value: 'places', text: m.colPlaces, isNumber: true, required: true },
    { value: 'teachers', text: m.colTeachers, hiddenForm: true },
    { value: 'themes', text: m.colThemes, isNumber: true, hiddenForm: true },
  ],
  endpoints: { list: '/SchoolX/Modules/List/{mode}', update: '/SchoolX/Modules/{key}' },
  access: { read: [], edit: ADMINS },
  sortBy: 'name',
})

export const moduleSchema = v.object({
  moduleID: v.number(),
  name: v.string(),
  description: v.string(),
  course: v.number(),
  places: v.number(),
  teachers: v.array(v.string()),
  themes: v.array(v.object({ themeID: v.number(), name: v.string() })),
})
export type SchoolxModule = v.InferOutput<typeof moduleSchema>

/** GET /api/SchoolX/Modules/Module/{moduleID} → the module with its themes and teachers. */
export async function getModule(moduleID: number, options: RequestOptions = {}) {
  return parseAnswer(
    stateEnvelope(moduleSchema),
    await http.get(`/SchoolX/Modules/Module/${moduleID}`, undefined, options),
  ).data
}

// ---- priorities (a choice period, type 3) ----

const choicePeriodSchema = v.object({
  periodID: v.number(),
  name: v.string(),
  dateStart: v.string(),
  dateEnd: v.string(),
})
export type ChoicePeriod = v.InferOutput<typeof choicePeriodSchema>

export const distReasonSchema = v.picklist(['first', 'lower', 'fallback', 'noRanking', 'noPlaces'])

export const assignmentSchema = v.object({
  moduleID: v.nullable(v.number()),
  moduleName: v.nullable(v.string()),
  rank: v.nullable(v.number()),
  queue: v.number(),
  rating: v.number(),
  reason: distReasonSchema,
  /** Names of the higher-ranked modules that were full at the participant's turn. */
  fullAbove: v.array(v.string()),
  date: v.string(),
})
export type Assignment = v.InferOutput<typeof assignmentSchema>

export const priorityStateSchema = v.object({
  /** The choice period shown: the open one, else the next one, else null. */
  period: v.nullable(choicePeriodSchema),
  open: v.boolean(),
  modules: v.array(v.object({ moduleID: v.number(), name: v.string(), description: v.string(), places: v.number() })),
  /** The saved ranking (module ids, most wanted first); empty before the first save. */
  ranking: v.array(v.number()),
  savedAt: v.nullable(v.string()),
  assignment: v.nullable(assignmentSchema),
})
export type PriorityState = v.InferOutput<typeof priorityStateSchema>

export const priorityBodySchema = v.object({
  periodID: v.number(m.errors.body),
  moduleIDs: v.pipe(v.array(v.number(m.errors.body), m.errors.body), v.minLength(1, m.errors.ranking)),
})
export type PriorityBody = v.InferOutput<typeof priorityBodySchema>

const savedPrioritySchema = v.object({ ranking: v.array(v.number()), savedAt: v.string() })
export type SavedPriority = v.InferOutput<typeof savedPrioritySchema>

/** GET /api/SchoolX/Modules/Priority → the participant's choice period, modules, ranking and assigned module. */
export async function getPriority(options: RequestOptions = {}) {
  return parseAnswer(
    stateEnvelope(priorityStateSchema),
    await http.get('/SchoolX/Modules/Priority', undefined, options),
  ).data
}

/** POST /api/SchoolX/Modules/Priority {periodID, moduleIDs} → the saved ranking. */
export async function savePriority(body: PriorityBody, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(savedPrioritySchema), await http.post('/SchoolX/Modules/Priority', body, options))
    .data
}

// ---- the distribution (the organiser) ----

export const distributionSchema = v.object({
  period: choicePeriodSchema,
  periods: v.array(choicePeriodSchema),
  students: v.number(),
  ranked: v.number(),
  modules: v.array(
    v.object({
      moduleID: v.number(),
      name: v.string(),
      course: v.number(),
      places: v.number(),
      firstChoices: v.number(),
      taken: v.nullable(v.number()),
    }),
  ),
  result: v.nullable(
    v.object({
      date: v.string(),
      assignments: v.array(
        v.object({
          studentID: v.number(),
          fio: v.string(),
          course: v.number(),
          moduleID: v.nullable(v.number()),
          rank: v.nullable(v.number()),
          queue: v.number(),
          rating: v.number(),
          reason: distReasonSchema,
        }),
      ),
    }),
  ),
})
export type Distribution = v.InferOutput<typeof distributionSchema>

/** GET /api/SchoolX/Modules/Distribution?periodID= (none: the open or latest choice period). */
export async function getDistribution(periodID: number | null, options: RequestOptions = {}) {
  return parseAnswer(
    stateEnvelope(distributionSchema),
    await http.get('/SchoolX/Modules/Distribution', { periodID: periodID ?? undefined }, options),
  ).data
}

/** POST /api/SchoolX/Modules/Distribution {periodID} → runs the distribution, stores and answers it. */
export async function runDistribution(periodID: number, options: RequestOptions = {}) {
  return parseAnswer(
    stateEnvelope(distributionSchema),
    await http.post('/SchoolX/Modules/Distribution', { periodID }, options),
  ).data
}

// ---- ratings from the feedback ----

const feedbackPeriodSchema = v.object({ periodID: v.number(), name: v.string() })

export const ratingSchema = v.object({
  periods: v.array(feedbackPeriodSchema),
  periodNumber: v.nullable(v.number()),
  modules: v.array(
    v.object({
      moduleID: v.number(),
      name: v.string(),
      course: v.number(),
      count: v.number(),
      average: v.nullable(v.number()),
    }),
  ),
})
export type ModulesRating = v.InferOutput<typeof ratingSchema>

export const moduleRatingSchema = v.object({
  periods: v.array(feedbackPeriodSchema),
  periodNumber: v.nullable(v.number()),
  module: v.object({ moduleID: v.number(), name: v.string() }),
  kinds: v.array(
    v.object({
      kind: v.string(),
      count: v.number(),
      average: v.nullable(v.number()),
      ratings: v.array(v.number()),
    }),
  ),
  criteria: v.array(
    v.object({ criteriaID: v.number(), name: v.string(), maxPoints: v.number(), average: v.nullable(v.number()) }),
  ),
})
export type ModuleRating = v.InferOutput<typeof moduleRatingSchema>

/** GET /api/SchoolX/Modules/Rating?periodNumber= → every module's mean «module» rating in a feedback period. */
export async function getModulesRating(periodNumber: number | null, options: RequestOptions = {}) {
  return parseAnswer(
    stateEnvelope(ratingSchema),
    await http.get('/SchoolX/Modules/Rating', { periodNumber: periodNumber ?? undefined }, options),
  ).data
}

/** GET /api/SchoolX/Modules/ModuleRating?moduleID=&periodNumber= → one module's results per form kind. */
export async function getModuleRating(moduleID: number, periodNumber: number | null, options: RequestOptions = {}) {
  return parseAnswer(
    stateEnvelope(moduleRatingSchema),
    await http.get('/SchoolX/Modules/ModuleRating', { moduleID, periodNumber: periodNumber ?? undefined }, options),
  ).data
}
