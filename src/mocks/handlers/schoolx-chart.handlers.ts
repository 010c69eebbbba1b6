import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireRole, requireUser, rolesOf, type DemoUser } from '../lib/auth'
import { ok } from '../lib/respond'
import { feedbackPeriods, isStudent } from './schoolx-answers'
import type { ChartKind, EducationalChart } from '@/api/schoolx-chart'
import { SCHOOLX_ANY, SCHOOLX_MODERATION } from '@/api/schoolx-roles'

/**
 * GET /api/SchoolX/EducationalChart (issue 17): the programme's study year, September to May, week by
 * week. Holidays are the school holidays of 2026/2027; a week holding the end of a feedback period
 * (type 1) is an assessment week; odd modules run in the first half-year, even ones from October to May.
 */
const DAY = 86_400_000
/** Monday of the week holding 1 September 2026, and the number of weeks to the end of May 2027. */
const FIRST_MONDAY = Date.UTC(2026, 7, 31)
const WEEKS = 39
const HOLIDAY_WEEKS = ['2026-10-26', '2026-12-28', '2027-01-04', '2027-03-22']
const HALF_YEAR_END = 21

const isoUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10)

export function chartWeeks() {
  return Array.from({ length: WEEKS }, (_, i) => ({
    week: i + 1,
    start: isoUtc(FIRST_MONDAY + i * 7 * DAY),
    end: isoUtc(FIRST_MONDAY + (i * 7 + 6) * DAY),
  }))
}

/** The modules a user's chart shows: moderators all, a participant their own, a teacher the ones they teach. */
function visibleModules(user: DemoUser) {
  const all = db.schoolxModule.getAll().sort((a, b) => a.moduleID - b.moduleID)
  if (rolesOf(user).some((r) => (SCHOOLX_MODERATION as readonly string[]).includes(r.name))) return all
  if (isStudent(user)) {
    const own = db.schoolxStudent.findFirst({ where: { studentID: { equals: user.userID } } })?.moduleIDs ?? []
    return all.filter((m) => own.includes(m.moduleID))
  }
  const taught = all.filter((m) => m.teacherIDs.includes(user.userID))
  return taught.length ? taught : all
}

export function educationalChart(user: DemoUser): EducationalChart {
  const weeks = chartWeeks()
  const ends = feedbackPeriods().map((p) => p.dateEnd)
  const kindOf = (moduleID: number, w: { week: number; start: string; end: string }): ChartKind => {
    if (HOLIDAY_WEEKS.includes(w.start)) return 'holiday'
    const runs = moduleID % 2 ? w.week <= HALF_YEAR_END : w.week >= 6
    if (!runs) return 'none'
    return ends.some((d) => d >= w.start && d <= w.end) ? 'assessment' : 'lesson'
  }
  return {
    year: '2026/2027',
    weeks,
    modules: visibleModules(user).map((m) => ({
      moduleID: m.moduleID,
      name: m.name,
      course: m.course,
      cells: weeks.map((w) => kindOf(m.moduleID, w)),
    })),
  }
}

export const chartHandlers: HttpHandler[] = [
  http.get('*/api/SchoolX/EducationalChart', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...SCHOOLX_ANY)
    return ok(educationalChart(user))
  }),
]
