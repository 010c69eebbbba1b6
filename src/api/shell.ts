import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'

/** Work type lookup (spec 1 §3): category, workName, typeID, workID, status. */
export const workTypeSchema = v.object({
  category: v.string(),
  workName: v.string(),
  typeID: v.number(),
  workID: v.number(),
  status: v.nullable(v.number()),
})
export type WorkType = v.InferOutput<typeof workTypeSchema>

/** GET /api/helpers/workTypeID?workID */
export async function getWorkType(workID: number, options: RequestOptions = {}): Promise<WorkType> {
  const answer = await http.get('/helpers/workTypeID', { workID }, { silent: true, ...options })
  return parseAnswer(stateEnvelope(workTypeSchema), answer).data
}

/** Library single-sign-on parameters (spec 1 §3 "Library parameters"). */
export const libraryParamsSchema = v.object({
  uraiT_PID: v.string(),
  uraiT_Token: v.string(),
  iprBooks_Domain: v.string(),
  iprBooks_SECRET_KEY: v.string(),
  znanium_Domain: v.string(),
  znanium_SECRET_KEY: v.string(),
  biblioclub_Domain: v.string(),
  biblioclub_SECRET_KEY: v.string(),
  fbLibHash: v.string(),
  fbLibLink: v.string(),
  rpdAuthHash: v.string(),
  rpdLink: v.string(),
  lanLink: v.string(),
  itrackLink: v.string(),
  itrackHash: v.string(),
  groupName: v.nullable(v.string()),
})
export type LibraryParams = v.InferOutput<typeof libraryParamsSchema>

/** GET /api/IPR/params (signed in). Silent: its failure has its own message, 'Ошибка запроса к API IPR Books'. */
export async function getLibraryParams(options: RequestOptions = {}): Promise<LibraryParams> {
  const answer = await http.get('/IPR/params', undefined, { silent: true, ...options })
  return parseAnswer(stateEnvelope(libraryParamsSchema), answer).data
}

/** A school-X period (spec 1 §3 "Period: typeID"). */
export const periodSchema = v.object({
  periodID: v.number(),
  typeID: v.number(),
  name: v.string(),
  dateStart: v.string(),
  dateEnd: v.string(),
})
export type Period = v.InferOutput<typeof periodSchema>

/** GET /api/SchoolX/Admin/Periods?now=yyyy-mm-dd → the periods open on that day. */
export async function getPeriods(now: string, options: RequestOptions = {}): Promise<Period[]> {
  const answer = await http.get('/SchoolX/Admin/Periods', { now }, { silent: true, ...options })
  return parseAnswer(stateEnvelope(v.array(periodSchema)), answer).data
}
