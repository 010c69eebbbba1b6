import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { requireUser } from '../lib/auth'
import { fullName } from '../lib/names'
import { badRequest, forbidden, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { createRecord, nextId } from '../lib/store'
import { isSchoolX, isStaff, isStudent, today } from './schoolx-answers'
import { commentFormSchema, draftFormSchema, type Draft } from '@/api/schoolx-drafts'
import { schoolxProgrammeTexts } from '@/texts/ru/schoolx-programme'

/**
 * «Школа Х» drafts (issue 17): GET the drafts (a participant: their own; the staff: all or one participant's),
 * POST a participant's new draft, POST a teacher's comment. Every write is journaled.
 */
const s = schoolxProgrammeTexts.server

export function authorName(userID: number): string {
  const staff = db.user.findFirst({ where: { userID: { equals: userID } } })
  if (staff) return fullName(staff)
  return db.schoolxStudent.findFirst({ where: { studentID: { equals: userID } } })?.fio ?? `№ ${userID}`
}

function draftOf(row: { draftID: number; studentID: number; title: string; text: string; date: string }): Draft {
  const comments = db.schoolxDraftComment
    .findMany({ where: { draftID: { equals: row.draftID } } })
    .sort((a, b) => a.date.localeCompare(b.date) || a.commentID - b.commentID)
    .map((c) => ({ commentID: c.commentID, author: authorName(c.authorID), text: c.text, date: c.date }))
  return {
    draftID: row.draftID,
    studentID: row.studentID,
    fio: authorName(row.studentID),
    title: row.title,
    text: row.text,
    date: row.date,
    comments,
  }
}

const firstIssue = (issues: readonly { message: string }[]) => issues[0]?.message ?? s.draftText

export const draftsHandlers: HttpHandler[] = [
  http.get('*/api/SchoolX/Drafts', ({ request }) => {
    const user = requireUser(request)
    if (!isSchoolX(user)) return forbidden()
    const raw = queryOf(request).get('studentID')
    let studentID: number | null = raw && /^-?\d+$/.test(raw) ? Number(raw) : null
    if (!isStaff(user)) {
      if (studentID !== null && studentID !== user.userID) return forbidden(s.notYours)
      studentID = user.userID
    }
    const rows = db.schoolxDraft
      .getAll()
      .filter((d) => studentID === null || d.studentID === studentID)
      .sort((a, b) => b.date.localeCompare(a.date) || b.draftID - a.draftID)
    return ok(rows.map(draftOf))
  }),
  http.post('*/api/SchoolX/Drafts', async ({ request }) => {
    const user = requireUser(request)
    if (!isStudent(user)) return forbidden(s.onlyParticipant)
    const parsed = v.safeParse(draftFormSchema, await jsonBody(request))
    if (!parsed.success) return badRequest(firstIssue(parsed.issues))
    const row = createRecord('schoolxDraft', {
      draftID: nextId('schoolxDraft', 'draftID'),
      studentID: user.userID,
      title: parsed.output.title.trim(),
      text: parsed.output.text.trim(),
      date: today(),
    })
    return ok(draftOf(row))
  }),
  http.post('*/api/SchoolX/Drafts/:draftID/Comments', async ({ request, params }) => {
    const user = requireUser(request)
    if (!isStaff(user)) return forbidden(s.onlyStaff)
    const draft = db.schoolxDraft.findFirst({ where: { draftID: { equals: Number(params.draftID) } } })
    if (!draft) return notFound(s.draftMissing)
    const parsed = v.safeParse(commentFormSchema, await jsonBody(request))
    if (!parsed.success) return badRequest(firstIssue(parsed.issues))
    createRecord('schoolxDraftComment', {
      commentID: nextId('schoolxDraftComment', 'commentID'),
      draftID: draft.draftID,
      authorID: user.userID,
      text: parsed.output.text.trim(),
      date: today(),
    })
    return ok(draftOf(draft))
  }),
]
