import * as v from 'valibot'
import { http, parseAnswer, type RequestOptions } from './http'

export const serverMenuItemSchema = v.object({
  menuItemID: v.number(),
  parentID: v.nullable(v.number()),
  text: v.string(),
  href: v.string(),
  newTab: v.boolean(),
  linkImg: v.nullable(v.string()),
})
export type ServerMenuItem = v.InferOutput<typeof serverMenuItemSchema>

export const menuContestSchema = v.object({
  competitionID: v.number(),
  name: v.string(),
  typeContestsID: v.number(),
  showResult: v.boolean(),
  dateStart: v.string(),
  dateTo: v.string(),
  showInMenu: v.boolean(),
  splashScreenData: v.nullable(v.string()),
  isDelete: v.boolean(),
})
export type MenuContest = v.InferOutput<typeof menuContestSchema>

const moduleFlag = v.optional(v.boolean(), false)

export const initInfoSchema = v.object({
  shortName: v.string(),
  initScienceInfo: v.optional(v.unknown()),
  contests: v.array(menuContestSchema),
  menu: v.array(serverMenuItemSchema),
  defaultAccentColor: v.nullable(v.string()),
  qrScannerEnabled: v.boolean(),
  modules: v.object({
    Rasp: moduleFlag,
    Course: moduleFlag,
    Science: moduleFlag,
    Journals: moduleFlag,
    Questionary: moduleFlag,
    Cert: moduleFlag,
    Rating: moduleFlag,
    RatingTeachers: moduleFlag,
    Competency: moduleFlag,
  }),
  journalsReview: v.boolean(),
  flags: v.record(v.string(), v.boolean()),
  isOrganizerContests: v.boolean(),
  isJudgeContests: v.boolean(),
  lstContestsJudging: v.array(v.number()),
  hideLinks: v.boolean(),
  hideTrajectory: v.boolean(),
})
export type InitInfo = v.InferOutput<typeof initInfoSchema>

export async function loadInitInfo(options: RequestOptions = {}): Promise<InitInfo> {
  return parseAnswer(
    initInfoSchema,
    await http.get('/InitializationApplication', undefined, { silent: true, ...options }),
  )
}
