import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { firstIssue, userFullName } from './achieve-common'
import { requireRole, requireUser } from '../lib/auth'
import { badRequest, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { createRecord, updateRecord } from '../lib/store'
import { contestSettingsFormSchema, type ContestSettings } from '@/api/contest-settings'
import { CONTEST_ADMIN_ROLES } from '@/lib/constants/contests'
import { contestTexts, fillText } from '@/texts/ru/contests'

const e = contestTexts.errors
type Criterion = ContestSettings['criteria'][number]

const contestRow = (id: number) =>
  db.contest.findFirst({
    where: { competitionID: { equals: id }, typeContestsID: { equals: 1 }, isDelete: { equals: false } },
  })
const infoRow = (id: number) => db.contestInfo.findFirst({ where: { competitionID: { equals: id } } })
/** Teachers and staff: who may sit on a jury. */
const experts = () =>
  db.user
    .getAll()
    .filter((u) => u.kind === 'teacher' || u.kind === 'staff')
    .map((u) => ({ value: u.userID, label: userFullName(u.userID) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'ru'))
const faculties = () =>
  db.faculty
    .getAll()
    .map((f) => ({ value: f.facultyID, label: f.name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'ru'))

function settingsOf(row: NonNullable<ReturnType<typeof contestRow>>): ContestSettings {
  const info = infoRow(row.competitionID)
  return {
    competitionID: row.competitionID,
    name: row.name,
    dateStart: row.dateStart,
    dateTo: row.dateTo,
    stages: info ? (JSON.parse(info.stages) as ContestSettings['stages']) : [],
    criteria: info ? (JSON.parse(info.criteria) as Criterion[]) : [],
    juryIDs: info?.juryIDs ?? [],
    facultyIDs: info?.facultyIDs ?? [],
    experts: experts(),
    faculties: faculties(),
  }
}

/** The faculties' names a contest is limited to, or null when every student may apply (used by the Apply call). */
export function facultyLimit(competitionID: number, facultyID: number): string | null {
  const limited = infoRow(competitionID)?.facultyIDs ?? []
  if (limited.length === 0 || limited.includes(facultyID)) return null
  const names = faculties()
    .filter((f) => limited.includes(f.value))
    .map((f) => f.label)
  return fillText(e.notFaculty, { faculties: names.join(', ') })
}

export const contestSettingsHandlers: HttpHandler[] = [
  http.get('*/api/Contests/Settings', ({ request }) => {
    requireRole(requireUser(request), ...CONTEST_ADMIN_ROLES)
    const row = contestRow(Number(queryOf(request).get('competitionID')))
    if (!row) return notFound(contestTexts.server.notFound)
    return ok(settingsOf(row))
  }),

  /** Stages inside the contest's dates, 1…10 criteria scored 1…100, jury of teachers and staff; a marked criterion stays. */
  http.post('*/api/Contests/Settings', async ({ request }) => {
    requireRole(requireUser(request), ...CONTEST_ADMIN_ROLES)
    const body = await jsonBody<{ competitionID?: unknown }>(request)
    const row = contestRow(Number(body?.competitionID))
    if (!row) return notFound(contestTexts.server.notFound)
    const parsed = v.safeParse(contestSettingsFormSchema(row.dateStart, row.dateTo), body)
    if (!parsed.success) return badRequest(firstIssue(parsed.issues, contestTexts.server.badBody))
    const { stages, criteria, juryIDs, facultyIDs } = parsed.output
    const expertIDs = new Set(experts().map((x) => x.value))
    if (juryIDs.some((id) => !expertIDs.has(id))) return badRequest(e.unknownJudge)
    const facultyIDsKnown = new Set(faculties().map((f) => f.value))
    if (facultyIDs.some((id) => !facultyIDsKnown.has(id))) return badRequest(e.unknownFaculty)
    const before = settingsOf(row).criteria
    const kept = new Set(criteria.map((c) => c.id).filter((id): id is number => id !== null))
    const where = { competitionID: { equals: row.competitionID } }
    const marked = new Set(db.contestMark.findMany({ where }).map((m) => m.criterionID))
    const lost = before.find((c) => !kept.has(c.id) && marked.has(c.id))
    if (lost) return badRequest(fillText(e.criterionMarked, { name: lost.name }))
    let next = Math.max(
      0,
      ...db.contestInfo.getAll().flatMap((i) => (JSON.parse(i.criteria) as Criterion[]).map((c) => c.id)),
    )
    const stored: Criterion[] = criteria.map((c) => ({
      id: c.id !== null && before.some((b) => b.id === c.id) ? c.id : ++next,
      name: c.name.trim(),
      maxMark: c.maxMark,
    }))
    const fields = {
      stages: JSON.stringify(stages.map((s) => ({ name: s.name.trim(), date: s.date }))),
      criteria: JSON.stringify(stored),
      juryIDs: [...new Set(juryIDs)],
      facultyIDs: [...new Set(facultyIDs)],
    }
    if (infoRow(row.competitionID)) updateRecord('contestInfo', 'competitionID', row.competitionID, fields)
    else createRecord('contestInfo', { competitionID: row.competitionID, organiser: '', description: '', ...fields })
    return ok(settingsOf(row))
  }),
]
