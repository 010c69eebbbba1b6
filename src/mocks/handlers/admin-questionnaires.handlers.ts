import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import {
  aggregate,
  answersSchemaFor,
  optionLines,
  QUESTIONNAIRE_MODERATORS,
  questionnaireFormSchema,
  type Answers,
  type Question,
} from '@/api/admin-questionnaires'
import { ALL_ROLES } from '@/lib/roles'
import { adminTexts as t } from '@/texts/ru/admin'
import { db } from '../db'
import { requireRole, requireUser, userHasRole, type DemoUser } from '../lib/auth'
import { badRequest, failure, jsonBody, notFound, ok } from '../lib/respond'
import { createRecord, nextId } from '../lib/store'
import { fullName } from '../lib/names'

type Record_ = NonNullable<ReturnType<typeof db.questionnaire.findFirst>>

/** Today in the portal's time zone, 'yyyy-mm-dd'. */
const today = () => new Date(Date.now() + 3 * 36e5).toISOString().slice(0, 10)
const ru = (iso: string) => iso.split('-').reverse().join('.')
const ROLE_NAME = new Map(ALL_ROLES.map((r) => [r.id as number, r.name]))

const questionsOf = (q: Record_) => JSON.parse(q.questions) as Question[]
const answersOf = (id: number) => db.questionnaireAnswer.findMany({ where: { questionnaireID: { equals: id } } })
const isOpen = (q: Record_) => q.from <= today() && today() <= q.to
const isModerator = (user: DemoUser) => userHasRole(user, ...QUESTIONNAIRE_MODERATORS)
const addressedTo = (q: Record_, user: DemoUser) => q.roleIDs.some((id) => user.roleIDs.includes(id))
const answeredBy = (id: number, userID: number) => answersOf(id).some((a) => a.userID === userID)

function fio(userID: number): string {
  const u = db.user.findFirst({ where: { userID: { equals: userID } } })
  return u ? fullName(u) : ''
}

function status(q: Record_): string {
  if (today() < q.from) return t.qStatusPlanned
  return today() > q.to ? t.qStatusClosed : t.qStatusOpen
}

function row(q: Record_, user: DemoUser, mine: boolean) {
  return {
    id: q.id,
    title: q.title,
    period: `${ru(q.from)} — ${ru(q.to)}`,
    audience: q.roleIDs.map((id) => ROLE_NAME.get(id) ?? String(id)).join(', '),
    questions: questionsOf(q).length,
    answers: answersOf(q.id).length,
    status: mine ? (answeredBy(q.id, user.userID) ? t.qStatusAnswered : t.qStatusWaiting) : status(q),
  }
}

function full(q: Record_, user: DemoUser) {
  return {
    id: q.id,
    title: q.title,
    description: q.description,
    roleIDs: q.roleIDs,
    from: q.from,
    to: q.to,
    anonymous: q.anonymous,
    author: fio(q.authorID),
    questions: questionsOf(q),
    answers: answersOf(q.id).length,
    answered: answeredBy(q.id, user.userID),
    open: isOpen(q),
  }
}

function find(id: string | readonly string[] | undefined): Record_ {
  const q = db.questionnaire.findFirst({ where: { id: { equals: Number(id) } } })
  if (!q) throw notFound(t.qNotFound)
  return q
}

/** Questionnaires: moderators build and read results; their audience answers once within the period. */
export const questionnaireHandlers: HttpHandler[] = [
  http.get('*/api/Questionnaires/ListModerator', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...QUESTIONNAIRE_MODERATORS)
    const rows = db.questionnaire.getAll().sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id)
    return ok(rows.map((q) => row(q, user, false)))
  }),
  http.get('*/api/Questionnaires/List', ({ request }) => {
    const user = requireUser(request)
    const rows = db.questionnaire
      .getAll()
      .filter((q) => addressedTo(q, user) && q.from <= today())
      .sort((a, b) => b.from.localeCompare(a.from) || b.id - a.id)
    return ok(rows.map((q) => row(q, user, true)))
  }),
  http.post('*/api/Questionnaires', async ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...QUESTIONNAIRE_MODERATORS)
    const parsed = v.safeParse(questionnaireFormSchema, await jsonBody(request))
    if (!parsed.success) return badRequest(parsed.issues[0].message)
    const body = parsed.output
    if (body.roleIDs.some((id) => !ROLE_NAME.has(id))) return badRequest(t.qRolesRequired)
    const questions: Question[] = body.questions.map((q, i) => ({
      id: i + 1,
      text: q.text,
      kind: q.kind,
      required: q.required,
      options: q.kind === 'single' || q.kind === 'multiple' ? optionLines(q.options) : [],
      scaleMax: q.kind === 'scale' ? (q.scaleMax ?? 5) : 0,
      section: q.section,
    }))
    const created = createRecord('questionnaire', {
      id: nextId('questionnaire', 'id'),
      title: body.title,
      description: body.description,
      roleIDs: body.roleIDs,
      from: body.from!,
      to: body.to!,
      anonymous: body.anonymous,
      authorID: user.userID,
      questions: JSON.stringify(questions),
      created: new Date().toISOString(),
    })
    return ok(full(created, user))
  }),
  http.get('*/api/Questionnaires/:id/Stat', ({ request, params }) => {
    const user = requireUser(request)
    requireRole(user, ...QUESTIONNAIRE_MODERATORS)
    const q = find(params.id)
    const all = answersOf(q.id).map((a) => JSON.parse(a.answers) as Answers)
    return ok({ id: q.id, title: q.title, respondents: all.length, questions: aggregate(questionsOf(q), all) })
  }),
  http.get('*/api/Questionnaires/:id', ({ request, params }) => {
    const user = requireUser(request)
    const q = find(params.id)
    if (!addressedTo(q, user) && !isModerator(user)) return failure(403, t.qNotForYou)
    return ok(full(q, user))
  }),
  http.post('*/api/Questionnaires/:id/Answer', async ({ request, params }) => {
    const user = requireUser(request)
    const q = find(params.id)
    if (!addressedTo(q, user)) return failure(403, t.qNotForYou)
    if (!isOpen(q)) return failure(409, t.qNotOpen)
    if (answeredBy(q.id, user.userID)) return failure(409, t.qAlreadyAnswered)
    const body = await jsonBody<{ answers?: unknown }>(request)
    const parsed = v.safeParse(answersSchemaFor(questionsOf(q)), body?.answers)
    if (!parsed.success) return badRequest(parsed.issues[0].message)
    createRecord('questionnaireAnswer', {
      id: nextId('questionnaireAnswer', 'id'),
      questionnaireID: q.id,
      userID: user.userID,
      date: new Date().toISOString(),
      answers: JSON.stringify(parsed.output),
    })
    return ok(true)
  }),
]
