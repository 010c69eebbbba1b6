import { http, type HttpHandler } from 'msw'
import { QUESTIONNAIRE_MODERATORS } from '@/api/admin-questionnaires'
import type { Respondent } from '@/api/questionnaire-show'
import { adminTexts as a } from '@/texts/ru/admin'
import { questionnaireShowTexts as t } from '@/texts/ru/questionnaire-show'
import { db } from '../db'
import { requireRole, requireUser } from '../lib/auth'
import { badRequest, failure, notFound, ok } from '../lib/respond'
import { fioOf } from './boards-common'

/** The questionnaire a moderator asks about (401, 403, 404), refused when anonymous (403, Russian). */
function revealable(request: Request, id: unknown) {
  requireRole(requireUser(request), ...QUESTIONNAIRE_MODERATORS)
  const q = db.questionnaire.findFirst({ where: { id: { equals: Number(id) } } })
  if (!q) throw notFound(a.qNotFound)
  if (q.anonymous) throw failure(403, t.anonymousRefused)
  return q
}

const answersOf = (id: number) => db.questionnaireAnswer.findMany({ where: { questionnaireID: { equals: id } } })

/** Moderators read who answered a named questionnaire, and one person's answers. */
export const questionnaireShowHandlers: HttpHandler[] = [
  http.get('*/api/Questionnaires/:id/Respondents', ({ request, params }) => {
    const q = revealable(request, params.id)
    const rows: Respondent[] = answersOf(q.id)
      .sort((x, y) => y.date.localeCompare(x.date) || x.id - y.id)
      .map((x) => ({ userID: x.userID, fio: fioOf(x.userID), date: x.date }))
    return ok(rows)
  }),
  http.get('*/api/Questionnaires/:id/Answers/:userID', ({ request, params }) => {
    const q = revealable(request, params.id)
    const userID = Number(params.userID)
    if (!Number.isInteger(userID) || userID <= 0) return badRequest(t.badUser)
    const given = answersOf(q.id).find((x) => x.userID === userID)
    if (!given) return notFound(t.notAnswered)
    return ok({ userID, fio: fioOf(userID), date: given.date, answers: JSON.parse(given.answers) as unknown })
  }),
]
