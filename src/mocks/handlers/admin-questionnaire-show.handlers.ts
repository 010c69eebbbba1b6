import { http, type HttpHandler } from 'msw'
import { answerField, QUESTIONNAIRE_MODERATORS, type Answers, type Question } from '@/api/admin-questionnaires'
import type { AnswerTable, Respondent } from '@/api/questionnaire-show'
import { adminTexts as a } from '@/texts/ru/admin'
import { questionnaireShowTexts as t } from '@/texts/ru/questionnaire-show'
import { db } from '../db'
import { requireRole, requireUser } from '../lib/auth'
import { badRequest, failure, notFound, ok } from '../lib/respond'
import { fioOf } from './boards-common'

/** The questionnaire a moderator asks about (401, 403, 404). */
function moderated(request: Request, id: unknown) {
  requireRole(requireUser(request), ...QUESTIONNAIRE_MODERATORS)
  const q = db.questionnaire.findFirst({ where: { id: { equals: Number(id) } } })
  if (!q) throw notFound(a.qNotFound)
  return q
}

/** …refused when anonymous (403, Russian): an anonymous questionnaire never reveals a person. */
function revealable(request: Request, id: unknown) {
  const q = moderated(request, id)
  if (q.anonymous) throw failure(403, t.anonymousRefused)
  return q
}

/** One answer as the export's cell text: the chosen options' labels, the point, the text. */
function cellText(q: Question, value: Answers[string] | undefined): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map((i) => q.options[i] ?? '').join('; ')
  if (q.kind === 'single' && typeof value === 'number') return q.options[value] ?? ''
  return String(value)
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
  http.get('*/api/Questionnaires/:id/AnswersTable', ({ request, params }) => {
    const q = moderated(request, params.id)
    const questions = JSON.parse(q.questions) as Question[]
    const table: AnswerTable = {
      title: q.title,
      questions: questions.map((x) => x.text),
      rows: answersOf(q.id)
        .sort((x, y) => x.date.localeCompare(y.date) || x.id - y.id)
        .map((x, i) => {
          const given = JSON.parse(x.answers) as Answers
          return {
            respondent: q.anonymous ? t.respondentNumber(i + 1) : fioOf(x.userID),
            date: x.date.slice(0, 10),
            values: questions.map((question) => cellText(question, given[answerField(question)])),
          }
        }),
    }
    return ok(table)
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
