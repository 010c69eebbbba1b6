import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { requireRole, requireUser } from '../lib/auth'
import { badRequest, ok, queryOf } from '../lib/respond'
import { STAT_CALLS, STAT_GROUPS, periodOf, statRows, byLabel, type StatCall, type StatWork } from '@/api/nir-stat'
import { NIR_STAT_ROLES } from '@/lib/constants/nir'
import { STAT_LEVELS_PATH, levelShares, type LevelWork } from '@/api/nir-stat-levels'
import { levelOf } from '@/api/nir-points'
import { coAuthorsOf, parseJson, typeNameOf, type Work } from './nir-common'

const querySchema = v.object({
  year: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, 'Год статистики — четыре цифры'), v.transform(Number))),
  sem: v.optional(v.pipe(v.picklist(['0', '1'], 'Семестр — 0 (весенний) или 1 (осенний)'), v.transform(Number))),
  by: v.optional(v.picklist(STAT_GROUPS, 'Группировка статистики: department, type или year'), 'department'),
  dep: v.optional(v.string()),
  kinds: v.optional(v.string()),
})

const departmentOf = (work: Work) =>
  db.user.findFirst({ where: { userID: { equals: work.idUser } } })?.department || 'Без кафедры'
const categoryOf = (work: Work) => db.refPubType.findFirst({ where: { id: { equals: work.typeID } } })?.category ?? ''
const studentsOf = (work: Work) => coAuthorsOf(work).filter((a) => a.kind === 'student').length

/** Which works each call counts: all, the scientific ones (НИД), those with student authors (НИРС). */
const SCOPE: Record<StatCall, (work: Work) => boolean> = {
  all: () => true,
  nir: (w) => categoryOf(w) === 'НИД',
  nirs: (w) => studentsOf(w) > 0,
}

/** The signed-in statistics reader's query, and the stored works of the call's scope, department and kinds. */
function scoped(call: StatCall, request: Request) {
  const user = requireUser(request)
  requireRole(user, ...NIR_STAT_ROLES)
  const raw = Object.fromEntries(
    [...queryOf(request).entries()].filter(([key, value]) => value !== '' && key !== 'call'),
  )
  const parsed = v.safeParse(querySchema, raw)
  if (!parsed.success) throw badRequest(parsed.issues[0].message)
  const q = parsed.output
  const kinds = q.kinds ? q.kinds.split(',') : null
  const works = db.nirWork
    .getAll()
    .filter((w) => !w.isDelete && SCOPE[call](w))
    .filter((w) => !q.dep || departmentOf(w) === q.dep)
    .filter((w) => !kinds || kinds.includes(typeNameOf(w)))
  return { q, works, year: q.year ?? null, sem: (q.sem ?? null) as 0 | 1 | null }
}

function answer(call: StatCall, request: Request) {
  const { q, works, year, sem } = scoped(call, request)
  const groupOf = (w: Work) =>
    q.by === 'type' ? typeNameOf(w) : q.by === 'year' ? academicLabel(w.dateInsert) : departmentOf(w)
  const counted: StatWork[] = works.map((w) => ({
    date: w.dateInsert,
    group: groupOf(w),
    status: w.status,
    students: studentsOf(w),
  }))
  const rows = statRows(counted, year, sem)
  return ok(q.by === 'year' ? byLabel(rows) : rows)
}

/** Shares by indexing level: each work at its best level (the flags its ticked levels give), in the list's order. */
function levelsAnswer(request: Request) {
  const call = queryOf(request).get('call') ?? 'all'
  if (!(call in STAT_CALLS)) return badRequest('Вид статистики: all, nir или nirs')
  const { works, year, sem } = scoped(call as StatCall, request)
  const counted: LevelWork[] = works.map((w) => ({ date: w.dateInsert, level: levelOf(parseJson(w.fields, {})) }))
  const levels = db.refLevelIndexing.getAll().sort((a, b) => a.npp - b.npp || a.systemID - b.systemID)
  return ok(levelShares(counted, levels, year, sem))
}

function academicLabel(date: string) {
  const { year } = periodOf(date)
  return `${year}-${year + 1}`
}

/** Spec 2 §7 statistics (?year&sem; here also by, dep and kinds), counted from the stored works; level shares; /listKafs. */
export const nirStatHandlers: HttpHandler[] = [
  ...(Object.keys(STAT_CALLS) as StatCall[]).map((call) =>
    http.get(`*/api${STAT_CALLS[call]}`, ({ request }) => answer(call, request)),
  ),
  http.get(`*/api${STAT_LEVELS_PATH}`, ({ request }) => levelsAnswer(request)),
  http.get('*/api/listKafs', ({ request }) => {
    requireUser(request)
    const names = [...new Set(db.user.getAll().map((u) => (u.kind === 'teacher' ? u.department : '')))]
      .filter(Boolean)
      .sort((a, b) => a.localeCompare(b, 'ru'))
    return ok(names.map((name, i) => ({ id: i + 1, name })))
  }),
]
