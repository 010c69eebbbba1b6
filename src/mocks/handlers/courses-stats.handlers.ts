import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireRole, requireUser } from '../lib/auth'
import { badRequest, ok, queryOf } from '../lib/respond'
import { gradeBookOf } from '../seed/day.seed'
import type { StatRow } from '@/api/courses'
import { STATISTICS_ROLES } from '@/lib/constants/courses'
import { averageMark, isDebt, MARKS, type Mark } from '@/lib/day-grades'
import { courseTexts } from '@/texts/ru/courses'

const t = courseTexts.server

/**
 * GET /api/EducationalActivity/Statistics?year&sem (the spec names the route, not the call): the grade
 * books' session results of every group for an academic year ('2025-2026') and semester (spec 2 §9:
 * 1 autumn, 0 spring) — students, average mark, the share of students with a debt, marks counted.
 */
export const courseStatsHandlers: HttpHandler[] = [
  http.get('*/api/EducationalActivity/Statistics', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...STATISTICS_ROLES)
    const q = queryOf(request)
    const year = q.get('year') ?? ''
    const match = /^(\d{4})-(\d{4})$/.exec(year)
    if (!match || Number(match[2]) !== Number(match[1]) + 1) return badRequest(t.badYear)
    const sem = q.get('sem')
    if (sem !== '0' && sem !== '1') return badRequest(t.badSem)
    const autumn = sem === '1'
    const rows: StatRow[] = []
    for (const group of db.studyGroup.getAll().sort((a, b) => a.name.localeCompare(b.name, 'ru'))) {
      const students = db.user
        .findMany({ where: { groupID: { equals: group.groupID } } })
        .filter((u) => u.kind === 'student')
      const counts = Object.fromEntries(MARKS.map((m) => [m, 0])) as Record<Mark, number>
      const all = []
      let withDebt = 0
      let graded = 0
      for (const s of students) {
        const own = (gradeBookOf(s.userID) ?? []).filter((g) => g.year === year && g.semester % 2 === (autumn ? 1 : 0))
        if (own.length === 0) continue
        graded++
        if (own.some(isDebt)) withDebt++
        for (const g of own) counts[g.mark]++
        all.push(...own)
      }
      if (graded === 0) continue
      rows.push({
        groupID: group.groupID,
        group: group.name,
        course: group.course,
        students: graded,
        average: averageMark(all),
        debtShare: Math.round((1000 * withDebt) / graded) / 10,
        counts,
      })
    }
    return ok({ year, sem: Number(sem), rows })
  }),
]
