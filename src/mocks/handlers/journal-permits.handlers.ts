import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { badRequest, forbidden, jsonBody, notFound, ok } from '../lib/respond'
import { requireRole, requireUser, userHasRole } from '../lib/auth'
import { mockResource } from '../lib/resource-handlers'
import { updateRecord } from '../lib/store'
import { validPassesOf } from '../seed/journal.seed'
import {
  passPermitResource,
  permitDecisionIssue,
  permitDecisionSchema,
  type PassPermit,
  type PassPermitStatus,
} from '@/api/journal-permits'
import { JOURNAL_STAT_ROLES, VALID_PASS_ROLES } from '@/lib/constants/journal'
import { journalPermitTexts } from '@/texts/ru/journal-permits'

const t = journalPermitTexts

/** The list (read by the journal staff) from the kit; the decision is written below with its side effect. */
const permits = mockResource(
  { ...passPermitResource, endpoints: { list: passPermitResource.endpoints.list } },
  { model: 'journalPassPermit', toRow: (r) => toPermit(r as never) },
)

type Stored = NonNullable<ReturnType<typeof db.journalPassPermit.findFirst>>
const toPermit = (r: Stored): PassPermit => ({
  id: r.id,
  studentID: r.studentID,
  fio: r.fio,
  group: r.group,
  dateFrom: r.dateFrom,
  dateTo: r.dateTo,
  reason: r.reason,
  document: r.document,
  created: r.created,
  status: r.status as PassPermitStatus,
  refusal: r.refusal,
})

/** Pass permits (issue 15): an approved permit is a valid pass (validPassesOf reads it), so the journals excuse those days. */
export const journalPermitsHandlers: HttpHandler[] = [
  ...permits.handlers,
  http.put('*/api/Journals/PassPermits/:key', async ({ request, params }) => {
    const user = requireUser(request)
    requireRole(user, ...JOURNAL_STAT_ROLES)
    if (!userHasRole(user, ...VALID_PASS_ROLES.write)) return forbidden(t.onlyDean)
    const id = Number(params.key)
    const existing = db.journalPassPermit.findFirst({ where: { id: { equals: id } } })
    if (!existing) return notFound('Запись не найдена')
    const parsed = v.safeParse(permitDecisionSchema, await jsonBody(request))
    if (!parsed.success) return badRequest(parsed.issues[0].message)
    const decision = parsed.output
    const issue = permitDecisionIssue(decision, existing.status as PassPermitStatus)
    if (issue) return badRequest(issue)
    if (existing.status === 'pending' && decision.status === 'approved') {
      const overlaps = validPassesOf(existing.studentID).some(
        (p) => p.dateFrom <= existing.dateTo && existing.dateFrom <= p.dateTo,
      )
      if (overlaps) return badRequest(t.overlap)
    }
    const saved = updateRecord('journalPassPermit', 'id', id, {
      status: decision.status,
      refusal: decision.status === 'refused' ? decision.refusal : '',
      deciderID: user.userID,
    })
    return ok(toPermit(saved as Stored))
  }),
]
