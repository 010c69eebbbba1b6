import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { userFullName, firstIssue } from './achieve-common'
import { requireUser, userHasRole, type DemoUser } from '../lib/auth'
import { putBlob } from '../lib/persistence'
import { badRequest, failure, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { createRecord, deleteRecord, nextId, updateRecord } from '../lib/store'
import { publish, type RelayWrite } from '../lib/realtime-hub'
import { CONTEST_MARKS_EVENT } from '@/lib/constants/contests'
import {
  contestApplySchema,
  contestMarksBodySchema,
  drawBodySchema,
  type Contest,
  type ContestApplication,
  type ContestCriterion,
  type ContestView,
  type SavedDraw,
} from '@/api/contests'
import { applicationScore, judgeTotal, rankWithTies, seededOrder, type JudgeMarks } from '@/lib/contest-ranking'
import {
  CONTEST_MAX_FILE_BYTES,
  CONTEST_MAX_FILES,
  CONTEST_RESULT_ROLES,
  CONTEST_STAFF_ROLES,
} from '@/lib/constants/contests'
import { contestTexts, fillText } from '@/texts/ru/contests'
import { contestAdminHandlers } from './contests-admin.handlers'
import { contestSettingsHandlers, facultyLimit } from './contest-settings.handlers'

const s = contestTexts.server
const e = contestTexts.errors
type ContestRow = NonNullable<ReturnType<typeof db.contest.findFirst>>
type ApplicationRow = NonNullable<ReturnType<typeof db.contestApplication.findFirst>>

const today = () => new Date().toISOString().slice(0, 10)
const ruDate = (iso: string) => iso.split('-').reverse().join('.')
const isStudent = (user: DemoUser) => userHasRole(user, 'Студент')
const isStaff = (user: DemoUser) => userHasRole(user, ...CONTEST_STAFF_ROLES)

function infoOf(id: number) {
  const info = db.contestInfo.findFirst({ where: { competitionID: { equals: id } } })
  return {
    organiser: info?.organiser ?? '',
    description: info?.description ?? '',
    stages: info ? (JSON.parse(info.stages) as Contest['stages']) : [],
    criteria: info ? (JSON.parse(info.criteria) as ContestCriterion[]) : [],
    juryIDs: info?.juryIDs ?? [],
  }
}
function phaseOf(row: ContestRow): Contest['phase'] {
  const now = today()
  return now < row.dateStart ? 'soon' : now > row.dateTo ? 'closed' : 'open'
}
function contestOut(row: ContestRow, user: DemoUser): Contest {
  const { juryIDs, ...info } = infoOf(row.competitionID)
  const phase = phaseOf(row)
  const staff = isStaff(user)
  const judge = juryIDs.includes(user.userID)
  return {
    competitionID: row.competitionID,
    name: row.name,
    dateStart: row.dateStart,
    dateTo: row.dateTo,
    phase,
    ...info,
    jury: juryIDs.map(userFullName),
    can: {
      apply: isStudent(user) && phase === 'open',
      judge,
      staff,
      // The route's roles (spec 1 §6); before the end only the staff see the standings.
      results: userHasRole(user, ...CONTEST_RESULT_ROLES) && (phase === 'closed' || staff),
    },
  }
}
/** The contests of the contests module (not the dormitory's, not deleted). */
const contestRow = (id: number) =>
  db.contest.findFirst({
    where: { competitionID: { equals: id }, typeContestsID: { equals: 1 }, isDelete: { equals: false } },
  })

function judgeMarksOf(applicationID: number): JudgeMarks[] {
  const byJudge = new Map<number, JudgeMarks>()
  for (const m of db.contestMark.findMany({ where: { applicationID: { equals: applicationID } } })) {
    const entry = byJudge.get(m.judgeID) ?? { judgeID: m.judgeID, marks: [] }
    byJudge.set(m.judgeID, { ...entry, marks: [...entry.marks, { criterionID: m.criterionID, mark: m.mark }] })
  }
  return [...byJudge.values()]
}
function applicationOut(row: ApplicationRow): ContestApplication {
  const judges = judgeMarksOf(row.id)
  const student = db.user.findFirst({ where: { userID: { equals: row.studentID } } })
  return {
    id: row.id,
    competitionID: row.competitionID,
    studentName: userFullName(row.studentID),
    groupName: student?.groupName ?? '',
    title: row.title,
    summary: row.summary,
    files: (JSON.parse(row.files) as { name: string; size: number }[]).map(({ name, size }) => ({ name, size })),
    submittedAt: row.submittedAt,
    judged: judges.length,
    score: applicationScore(judges),
  }
}
function viewOf(row: ContestRow, user: DemoUser): ContestView {
  const contest = contestOut(row, user)
  const rows = db.contestApplication
    .findMany({ where: { competitionID: { equals: row.competitionID } } })
    .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt) || a.id - b.id)
  const all = rows.map(applicationOut)
  const mine = rows.find((r) => r.studentID === user.userID)
  return {
    contest,
    mine: mine ? applicationOut(mine) : null,
    applications: contest.can.staff || contest.can.judge ? all : [],
    myMarks: contest.can.judge
      ? db.contestMark
          .findMany({ where: { competitionID: { equals: row.competitionID }, judgeID: { equals: user.userID } } })
          .map(({ applicationID, criterionID, mark }) => ({ applicationID, criterionID, mark }))
      : [],
    judgeTotals: contest.can.staff
      ? rows.flatMap((r) =>
          judgeMarksOf(r.id).map((m) => ({
            applicationID: r.id,
            judge: userFullName(m.judgeID),
            total: judgeTotal(m),
          })),
        )
      : [],
    results: contest.can.results
      ? rankWithTies(
          all,
          (a) => a.score,
          (a, b) => a.id - b.id,
        ).map(({ item, score, place, tied }) => ({
          applicationID: item.id,
          studentName: item.studentName,
          groupName: item.groupName,
          title: item.title,
          score,
          place,
          tied,
        }))
      : null,
  }
}
const PHASE_ORDER = { open: 0, soon: 1, closed: 2 } as const
const FILE_NAME = /\.(pdf|docx)$/i
const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '')

export const contestHandlers: HttpHandler[] = [
  ...contestAdminHandlers,
  ...contestSettingsHandlers,
  /** Every contest of the module for a signed-in user: open ones first, then coming, then finished. */
  http.get('*/api/Contests/List', ({ request }) => {
    const user = requireUser(request)
    const rows = db.contest
      .findMany({ where: { typeContestsID: { equals: 1 }, isDelete: { equals: false } } })
      .map((row) => contestOut(row, user))
      .sort((a, b) => PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase] || a.dateTo.localeCompare(b.dateTo))
    return ok(rows)
  }),

  http.get('*/api/Contests/Contest', ({ request }) => {
    const user = requireUser(request)
    const row = contestRow(Number(queryOf(request).get('competitionID')))
    if (!row) return notFound(s.notFound)
    return ok(viewOf(row, user))
  }),

  /** A student's application with files; the deadline is the server's: after dateTo it is refused. */
  http.post('*/api/Contests/Apply', async ({ request }) => {
    const user = requireUser(request)
    if (!isStudent(user)) return failure(403, contestTexts.open.notStudent)
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      return badRequest(s.badBody)
    }
    const row = contestRow(Number(text(form.get('competitionID'))))
    if (!row) return notFound(s.notFound)
    const limited = facultyLimit(row.competitionID, user.facultyID)
    if (limited) return failure(403, limited)
    const phase = phaseOf(row)
    if (phase === 'closed') return badRequest(fillText(s.deadline, { date: ruDate(row.dateTo) }))
    if (phase === 'soon') return badRequest(fillText(s.notStarted, { date: ruDate(row.dateStart) }))
    const fields = v.safeParse(v.pick(contestApplySchema, ['title', 'summary']), {
      title: text(form.get('title')),
      summary: text(form.get('summary')),
    })
    if (!fields.success) return badRequest(firstIssue(fields.issues, s.badBody))
    // A file's own name may not survive every multipart encoder, so the client sends the names alongside.
    const names = form.getAll('fileNames').map(text)
    const files = form
      .getAll('files')
      .filter((f): f is File => typeof f !== 'string')
      .map((f, i) => ({ blob: f, name: names[i] || f.name, size: f.size }))
    if (files.length > CONTEST_MAX_FILES) return badRequest(e.tooManyFiles)
    if (files.some((f) => !FILE_NAME.test(f.name))) return badRequest(e.fileType)
    if (files.some((f) => f.size > CONTEST_MAX_FILE_BYTES)) return badRequest(e.fileTooBig)
    const where = { competitionID: { equals: row.competitionID }, studentID: { equals: user.userID } }
    if (db.contestApplication.findFirst({ where })) return badRequest(s.already)
    const id = nextId('contestApplication', 'id')
    const stored = []
    for (const [i, file] of files.entries()) {
      const key = `contest-${id}-${i}-${Date.now().toString(36)}`
      await putBlob(key, file.blob)
      stored.push({ name: file.name, size: file.size, key })
    }
    createRecord('contestApplication', {
      id,
      competitionID: row.competitionID,
      studentID: user.userID,
      title: fields.output.title.trim(),
      summary: fields.output.summary.trim(),
      files: JSON.stringify(stored),
      submittedAt: new Date().toISOString(),
    })
    return ok(viewOf(row, user))
  }),

  /** A jury member's marks of one application: every criterion once, each 0…its maximum; they replace earlier ones. */
  http.post('*/api/Contests/Marks', async ({ request }) => {
    const user = requireUser(request)
    const body = await jsonBody<{ competitionID?: unknown }>(request)
    const row = contestRow(Number(body.competitionID))
    if (!row) return notFound(s.notFound)
    const { criteria, juryIDs } = infoOf(row.competitionID)
    if (!juryIDs.includes(user.userID)) return failure(403, s.notJury)
    const parsed = v.safeParse(contestMarksBodySchema, body)
    if (!parsed.success) return badRequest(s.badBody)
    const { applicationID, marks } = parsed.output
    const application = db.contestApplication.findFirst({ where: { id: { equals: applicationID } } })
    if (application?.competitionID !== row.competitionID) return badRequest(s.unknownApplication)
    if (marks.some((m) => !criteria.some((c) => c.id === m.criterionID))) return badRequest(s.unknownCriterion)
    if (criteria.some((c) => marks.filter((m) => m.criterionID === c.id).length !== 1)) return badRequest(s.allCriteria)
    for (const c of criteria) {
      const value = marks.find((m) => m.criterionID === c.id)!.mark
      if (!(value >= 0 && value <= c.maxMark)) return badRequest(fillText(e.markRange, { max: c.maxMark }))
    }
    // Marks are updated in place (the realtime relay mirrors creates and updates to the other pages).
    const where = { applicationID: { equals: applicationID }, judgeID: { equals: user.userID } }
    const earlier = db.contestMark.findMany({ where })
    for (const old of earlier)
      if (!marks.some((m) => m.criterionID === old.criterionID)) deleteRecord('contestMark', 'id', old.id)
    const writes: RelayWrite[] = marks.map((m) => {
      const old = earlier.find((o) => o.criterionID === m.criterionID)
      const saved = old
        ? updateRecord('contestMark', 'id', old.id, { mark: m.mark })
        : createRecord('contestMark', {
            id: nextId('contestMark', 'id'),
            competitionID: row.competitionID,
            applicationID,
            judgeID: user.userID,
            criterionID: m.criterionID,
            mark: m.mark,
          })
      return { op: old ? 'update' : 'create', model: 'contestMark', pk: 'id', key: saved!.id, data: { ...saved } }
    })
    // Everyone who may see the overview hears of it (spec 1 §7, contests «save marks»).
    const staff = db.user.getAll().filter(isStaff)
    publish(writes, {
      name: CONTEST_MARKS_EVENT,
      userIDs: staff.map((u) => u.userID),
      args: { competitionID: row.competitionID },
    })
    return ok(viewOf(row, user))
  }),

  /** The saved draws are public, as the randomizer page is; saving one needs a signed-in user. */
  http.get('*/api/Contests/Draws', () =>
    ok(
      db.contestDraw
        .getAll()
        .sort((a, b) => b.id - a.id)
        .map((d): SavedDraw => ({ ...d, order: JSON.parse(d.order) as string[] })),
    ),
  ),
  http.post('*/api/Contests/Draws', async ({ request }) => {
    const user = requireUser(request)
    const parsed = v.safeParse(drawBodySchema, await jsonBody(request))
    if (!parsed.success) return badRequest(firstIssue(parsed.issues, s.badBody))
    const { seed, names } = parsed.output
    const order = seededOrder(
      names.map((n) => n.trim()),
      seed,
    )
    const row = createRecord('contestDraw', {
      id: nextId('contestDraw', 'id'),
      seed,
      order: JSON.stringify(order),
      at: new Date().toISOString(),
      by: userFullName(user.userID),
    })
    return ok({ ...row, order })
  }),
]
