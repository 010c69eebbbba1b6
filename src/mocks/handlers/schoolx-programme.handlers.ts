import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireRole, requireUser } from '../lib/auth'
import { mockResource } from '../lib/resource-handlers'
import { forbidden, notFound, ok } from '../lib/respond'
import { SEEDED_GOALS } from '../seed/schoolx-programme.seed'
import { answersOf, feedbackPeriods, isSchoolX, isStaff } from './schoolx-answers'
import { authorName } from './schoolx-drafts.handlers'
import {
  draftCommentResource,
  goalResource,
  moduleStatResource,
  type goalProgressSchema,
} from '@/api/schoolx-programme'
import type { InferOutput } from 'valibot'
import { schoolxProgrammeTexts } from '@/texts/ru/schoolx-programme'

/**
 * The programme's derived lists (issue 17): a module's goals and each participant's progress, the modules'
 * statistics, the personality journal's summary and the moderation list of draft comments.
 */
const s = schoolxProgrammeTexts.server

/** Seeded goals are reached deterministically (the demo stores no gradebook); new goals start unreached. */
export function goalReached(studentID: number, goalID: number): boolean {
  let h = Math.imul(studentID ^ 0x27d4eb2d, 0x165667b1) ^ Math.imul(goalID, 0x9e3779b1)
  h = (h ^ (h >>> 13)) >>> 0
  return h % 100 < 62
}

const round1 = (x: number) => Math.round(x * 10) / 10
const moduleOf = (moduleID: number) => db.schoolxModule.findFirst({ where: { moduleID: { equals: moduleID } } })

export const goals = mockResource(goalResource, {
  model: 'schoolxGoal',
  check: (body, id) => {
    const moduleID = id
      ? db.schoolxGoal.findFirst({ where: { goalID: { equals: id } } })?.moduleID
      : Number(body.moduleID)
    if (!moduleID || !moduleOf(moduleID)) return s.moduleMissing
    const name = String(body.name ?? '')
      .trim()
      .toLowerCase()
    const twin = db.schoolxGoal
      .findMany({ where: { moduleID: { equals: moduleID } } })
      .find((g) => g.name.trim().toLowerCase() === name && g.goalID !== id)
    return twin ? s.goalDuplicate : null
  },
  fields: (body, existing) => ({
    moduleID: existing ? Number(existing.moduleID) : Number(body.moduleID),
    name: String(body.name).trim(),
    description: String(body.description ?? '').trim(),
  }),
})

type Progress = InferOutput<typeof goalProgressSchema>

export function progressOf(moduleID: number): Progress[] {
  const goalIDs = db.schoolxGoal.findMany({ where: { moduleID: { equals: moduleID } } }).map((g) => g.goalID)
  return db.schoolxStudent
    .getAll()
    .filter((st) => st.moduleIDs.includes(moduleID))
    .map((st) => {
      const reached = goalIDs.filter((id) => id <= SEEDED_GOALS && goalReached(st.studentID, id)).length
      const total = goalIDs.length
      return {
        studentID: st.studentID,
        fio: st.fio,
        reached,
        total,
        percent: total ? Math.round((reached / total) * 100) : 0,
      }
    })
}

export function moduleStats() {
  const students = db.schoolxStudent.getAll()
  const answers = feedbackPeriods().flatMap((p) => answersOf(students, p.periodID))
  return db.schoolxModule.getAll().map((m) => {
    const chosen = students.filter((st) => st.moduleIDs.includes(m.moduleID)).length
    const own = answers.filter((a) => a.moduleID === m.moduleID)
    return {
      moduleID: m.moduleID,
      name: m.name,
      course: m.course,
      places: m.places,
      chosen,
      fill: m.places ? Math.round((chosen / m.places) * 100) : 0,
      forms: own.length,
      average: own.length ? round1(own.reduce((sum, a) => sum + a.rating, 0) / own.length) : null,
    }
  })
}

export function journalSummary() {
  const drafts = db.schoolxDraft.getAll()
  const comments = db.schoolxDraftComment.getAll()
  return db.schoolxStudent.getAll().map((st) => {
    const own = drafts.filter((d) => d.studentID === st.studentID)
    const ids = new Set(own.map((d) => d.draftID))
    return {
      studentID: st.studentID,
      fio: st.fio,
      course: st.course,
      drafts: own.length,
      comments: comments.filter((c) => ids.has(c.draftID)).length,
      last:
        own
          .map((d) => d.date)
          .sort()
          .at(-1) ?? '',
    }
  })
}

const comments = mockResource(draftCommentResource, {
  model: 'schoolxDraftComment',
  toRow: (row) => {
    const draft = db.schoolxDraft.findFirst({ where: { draftID: { equals: Number(row.draftID) } } })
    return {
      commentID: row.commentID,
      draft: draft?.title ?? '',
      student: draft ? authorName(draft.studentID) : '',
      author: authorName(Number(row.authorID)),
      text: row.text,
      date: row.date,
    }
  },
})

export const programmeHandlers: HttpHandler[] = [
  ...goals.handlers,
  http.get('*/api/SchoolX/Modules/:moduleID/GoalProgress', ({ request, params }) => {
    const user = requireUser(request)
    const moduleID = Number(params.moduleID)
    if (!moduleOf(moduleID)) return notFound(s.moduleMissing)
    const rows = progressOf(moduleID)
    if (isStaff(user)) return ok(rows)
    return ok(rows.filter((r) => r.studentID === user.userID))
  }),
  http.get('*/api/SchoolX/Modules/Statistics', ({ request }) => {
    requireRole(requireUser(request), ...moduleStatResource.access.read)
    return ok(moduleStats())
  }),
  http.get('*/api/SchoolX/PersonalityJournal/Summary', ({ request }) => {
    const user = requireUser(request)
    if (!isSchoolX(user)) return forbidden()
    const rows = journalSummary()
    return ok(isStaff(user) ? rows.filter((r) => r.drafts > 0) : rows.filter((r) => r.studentID === user.userID))
  }),
  ...comments.handlers,
]
