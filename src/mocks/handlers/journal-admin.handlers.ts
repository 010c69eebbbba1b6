import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { badRequest, jsonBody, notFound, ok } from '../lib/respond'
import { requireRole, requireUser } from '../lib/auth'
import { createRecord, updateRecord } from '../lib/store'
import { journalCells, journalKeys, journalOf, todayOf, type JournalKey } from '../seed/journal.seed'
import { heldDates } from './journal-absences'
import {
  adminJournalsResource,
  deadlineIssue,
  journalGlobalSettingsSchema,
  journalStateBodySchema,
  type AdminJournal,
  type JournalGlobalSettings,
} from '@/api/journal-admin'
import { JOURNAL_DEADLINE_DAYS } from '@/lib/constants/journal'
import { addDays } from '@/lib/day-week'
import { filledLessons } from '@/lib/journal-stats'
import { journalTexts } from '@/texts/ru/journal'
import { journalAdminTexts } from '@/texts/ru/journal-admin'

const t = journalAdminTexts
const admins = adminJournalsResource.access.edit ?? []

/** The global settings: the stored row or the defaults. */
export function globalSettings(): JournalGlobalSettings {
  const stored = db.journalGlobalSettings.findFirst({ where: { id: { equals: 1 } } })
  return stored
    ? { id: 1, deadlineDays: stored.deadlineDays, studentsSeeGroup: stored.studentsSeeGroup }
    : { id: 1, deadlineDays: JOURNAL_DEADLINE_DAYS.default, studentsSeeGroup: false }
}

/** Whether the admin closed the journal (then nobody changes it). */
export const isClosed = (k: JournalKey) =>
  db.journalState.findFirst({ where: { journalID: { equals: k.journalID } } })?.state === 'closed'

function rowOf(k: JournalKey, cutoff: string): AdminJournal {
  const held = heldDates(k)
  const old = held.filter((d) => d < cutoff)
  return {
    journalID: k.journalID,
    discipline: k.discipline,
    group: k.group,
    kind: journalTexts.kinds[k.kind],
    teacher: k.teacher,
    held: held.length,
    overdue: old.length - filledLessons(old, [...journalCells(k).values()]),
    state: isClosed(k) ? 'closed' : 'open',
  }
}

/** The journals' administration (issue 15): every journal's state, and the global settings. */
export const journalAdminHandlers: HttpHandler[] = [
  http.get('*/api/Journals/Admin/JournalList', ({ request }) => {
    requireRole(requireUser(request), ...admins)
    const cutoff = addDays(todayOf(), -globalSettings().deadlineDays)
    return ok(journalKeys().map((k) => rowOf(k, cutoff)))
  }),

  http.put('*/api/Journals/Admin/JournalList/:key', async ({ request, params }) => {
    const user = requireUser(request)
    requireRole(user, ...admins)
    const k = journalOf(Number(params.key))
    if (!k) return notFound(t.notFound)
    const parsed = v.safeParse(journalStateBodySchema, await jsonBody(request))
    if (!parsed.success) return badRequest(parsed.issues[0].message)
    const data = { state: parsed.output.state, changedBy: user.userID }
    if (db.journalState.findFirst({ where: { journalID: { equals: k.journalID } } }))
      updateRecord('journalState', 'journalID', k.journalID, data)
    else createRecord('journalState', { journalID: k.journalID, ...data })
    return ok(rowOf(k, addDays(todayOf(), -globalSettings().deadlineDays)))
  }),

  http.get('*/api/Journals/Admin/Settings', ({ request }) => {
    requireRole(requireUser(request), ...admins)
    return ok([globalSettings()])
  }),

  http.put('*/api/Journals/Admin/Settings/:key', async ({ request, params }) => {
    requireRole(requireUser(request), ...admins)
    if (params.key !== '1') return notFound(t.notFound)
    const body = await jsonBody<Record<string, unknown>>(request)
    const issue = deadlineIssue(body?.deadlineDays)
    if (issue) return badRequest(issue)
    const parsed = v.safeParse(journalGlobalSettingsSchema, { ...body, id: 1 })
    if (!parsed.success) return badRequest(parsed.issues[0].message)
    const { id: _id, ...data } = parsed.output
    if (db.journalGlobalSettings.findFirst({ where: { id: { equals: 1 } } }))
      updateRecord('journalGlobalSettings', 'id', 1, data)
    else createRecord('journalGlobalSettings', { id: 1, ...data })
    return ok(globalSettings())
  }),
]
