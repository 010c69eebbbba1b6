import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { requireRole, requireUser } from '../lib/auth'
import { badRequest, ok, queryOf } from '../lib/respond'
import { STAT_CALLS, STAT_GROUPS, periodOf, statRows, byLabel, type StatCall, type StatWork } from '@/api/nir-stat'
import { NIR_STAT_ROLES } from '@/lib/constants/nir'
import { coAuthorsOf, typeNameOf, type Work } from './nir-common'

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

function answer(call: StatCall, request: Request) {
  const user = requireUser(request)
  requireRole(user, ...NIR_STAT_ROLES)
  const raw = Object.fromEntries([...queryOf(request).entries()].filter(([, value]) => value !== ''))
  const parsed = v.safeParse(querySchema, raw)
  if (!parsed.success) return badRequest(parsed.issues[0].message)
  const q = parsed.output
  const kinds = q.kinds ? q.kinds.split(',') : null
  const groupOf = (w: Work) =>
    q.by === 'type' ? typeNameOf(w) : q.by === 'year' ? academicLabel(w.dateInsert) : departmentOf(w)
  const works: StatWork[] = db.nirWork
    .getAll()
    .filter((w) => !w.isDelete && SCOPE[call](w))
    .filter((w) => !q.dep || departmentOf(w) === q.dep)
    .filter((w) => !kinds || kinds.includes(typeNameOf(w)))
    .map((w) => ({ date: w.dateInsert, group: groupOf(w), status: w.status, students: studentsOf(w) }))
  const rows = statRows(works, q.year ?? null, (q.sem ?? null) as 0 | 1 | null)
  return ok(q.by === 'year' ? byLabel(rows) : rows)
}

function academicLabel(date: string) {
  const { year } = periodOf(date)
  return `${year}-${year + 1}`
}

/** Spec 2 §7 statistics (?year&sem; here also by, dep and kinds), counted from the stored works; /listKafs. */
export const nirStatHandlers: HttpHandler[] = [
  ...(Object.keys(STAT_CALLS) as StatCall[]).map((call) =>
    http.get(`*/api${STAT_CALLS[call]}`, ({ request }) => answer(call, request)),
  ),
  http.get('*/api/listKafs', ({ request }) => {
    requireUser(request)
    const names = [...new Set(db.user.getAll().map((u) => (u.kind === 'teacher' ? u.department : '')))]
      .filter(Boolean)
      .sort((a, b) => a.localeCompare(b, 'ru'))
    return ok(names.map((name, i) => ({ id: i + 1, name })))
  }),
]
