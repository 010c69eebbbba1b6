import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { db } from '@/mocks/db'
import {
  aggregate,
  answerQuestionnaire,
  answersSchemaFor,
  createQuestionnaire,
  getQuestionnaire,
  getQuestionnaireStat,
  moderatorQuestionnairesResource,
  myQuestionnairesResource,
  questionnaireFormSchema,
  type Question,
  type QuestionnaireFormInput,
} from '@/api/admin-questionnaires'
import { resourceApi } from '@/api/resource'
import { ROLES } from '@/lib/roles'
import { adminTexts as t } from '@/texts/ru/admin'
import { failure, signIn } from '../api-test-helpers'

const ADMIN = 7
const STUDENT = 1
const TEACHER = 1000
const silent = { silent: true }
const messages = (schema: v.GenericSchema, value: unknown) => {
  const r = v.safeParse(schema, value)
  return r.success ? [] : r.issues.map((i) => i.message)
}

const QUESTIONS: Question[] = [
  { id: 1, text: 'Один', kind: 'single', required: true, options: ['А', 'Б'], scaleMax: 0 },
  { id: 2, text: 'Много', kind: 'multiple', required: true, options: ['А', 'Б', 'В'], scaleMax: 0 },
  { id: 3, text: 'Шкала', kind: 'scale', required: false, options: [], scaleMax: 5 },
  { id: 4, text: 'Текст', kind: 'text', required: true, options: [], scaleMax: 0 },
]

describe('questionnaire aggregation and answer rules', () => {
  it('counts answers per option and point, keeps texts, skips unanswered', () => {
    const stat = aggregate(QUESTIONS, [
      { q1: 0, q2: [0, 2], q3: 5, q4: 'Хорошо' },
      { q1: 1, q2: [2], q3: null, q4: 'Плохо' },
      { q1: 0, q2: [], q3: 1, q4: '' },
    ])
    expect(stat[0]).toMatchObject({
      answered: 3,
      rows: [
        { label: 'А', count: 2 },
        { label: 'Б', count: 1 },
      ],
    })
    expect(stat[1].answered).toBe(2)
    expect(stat[1].rows.map((r) => r.count)).toEqual([1, 0, 2])
    expect(stat[2].answered).toBe(2)
    expect(stat[2].rows.map((r) => r.count)).toEqual([1, 0, 0, 0, 1])
    expect(stat[3]).toMatchObject({ answered: 2, texts: ['Хорошо', 'Плохо'], rows: [] })
  })

  it('refuses missing required answers in Russian; zero-width text is empty', () => {
    const schema = answersSchemaFor(QUESTIONS)
    expect(messages(schema, { q1: null, q2: [], q3: null, q4: '\u200B ' })).toEqual([
      t.qAnswerChooseOne,
      t.qAnswerChooseSome,
      t.qAnswerText,
    ])
    expect(messages(schema, { q1: 5, q2: [0], q3: 9, q4: 'x' })).toEqual([t.qAnswerUnknownOption, t.qAnswerScale])
    expect(messages(schema, { q1: 1, q2: [0, 1], q3: null, q4: 'Да' })).toEqual([])
  })

  it('the builder needs a title, roles, a period in order and choice questions with two options', () => {
    const form: QuestionnaireFormInput = {
      title: ' ',
      description: '',
      roleIDs: [],
      from: '2026-12-10',
      to: '2026-12-01',
      anonymous: false,
      questions: [
        { text: 'Цвет?', kind: 'single', required: true, options: 'Красный\n\n', scaleMax: null },
        { text: 'Балл', kind: 'scale', required: true, options: '', scaleMax: 20 },
      ],
    }
    expect(messages(questionnaireFormSchema, form)).toEqual([
      t.qTitleRequired,
      t.qRolesRequired,
      t.qOptionsRequired,
      t.qScaleInvalid(3, 10),
      t.qPeriodInvalid,
    ])
    expect(messages(questionnaireFormSchema, { ...form, questions: [] })).toContain(t.qQuestionsRequired)
  })
})

const NEW: QuestionnaireFormInput = {
  title: 'Столовая',
  description: '',
  roleIDs: [ROLES.student.id],
  from: '2026-01-01',
  to: '2099-12-31',
  anonymous: true,
  questions: [
    { text: 'Нравится ли еда?', kind: 'single', required: true, options: 'Да\nНет', scaleMax: null },
    { text: 'Пожелания', kind: 'text', required: false, options: '', scaleMax: null },
  ],
}

describe('questionnaire calls', () => {
  it('401, 403 for others than moderators; a moderator publishes; the audience answers once; the results count it', async () => {
    document.cookie = 'authToken=; max-age=0'
    expect((await failure(resourceApi(myQuestionnairesResource).list({}, silent))).code).toBe('unauthorized')
    signIn(STUDENT)
    expect((await failure(createQuestionnaire(v.parse(questionnaireFormSchema, NEW), silent))).code).toBe('forbidden')
    expect((await failure(getQuestionnaireStat(1, silent))).code).toBe('forbidden')
    expect((await failure(resourceApi(moderatorQuestionnairesResource).list({}, silent))).code).toBe('forbidden')

    signIn(ADMIN)
    const refused = await failure(createQuestionnaire({ ...v.parse(questionnaireFormSchema, NEW), title: ' ' }, silent))
    expect(refused.code).toBe('badRequest')
    expect(refused.message).toContain(t.qTitleRequired)
    const created = await createQuestionnaire(v.parse(questionnaireFormSchema, NEW))
    expect(created.questions.map((q) => q.options)).toEqual([['Да', 'Нет'], []])
    expect((await resourceApi(moderatorQuestionnairesResource).list({}))[0]).toMatchObject({
      title: 'Столовая',
      answers: 0,
      status: t.qStatusOpen,
    })

    signIn(TEACHER)
    expect((await failure(getQuestionnaire(created.id, silent))).code).toBe('forbidden')
    signIn(STUDENT)
    const mine = await resourceApi(myQuestionnairesResource).list({})
    expect(mine.find((r) => r.id === created.id)?.status).toBe(t.qStatusWaiting)
    const missing = await failure(answerQuestionnaire(created.id, { q1: null, q2: '' }, silent))
    expect(missing.code).toBe('badRequest')
    expect(missing.message).toContain(t.qAnswerChooseOne)
    await answerQuestionnaire(created.id, { q1: 1, q2: 'Больше супа' })
    const again = await failure(answerQuestionnaire(created.id, { q1: 0, q2: '' }, silent))
    expect(again.status).toBe(409)
    expect(again.message).toContain(t.qAlreadyAnswered)
    expect((await getQuestionnaire(created.id)).answered).toBe(true)
    expect(db.questionnaireAnswer.findMany({ where: { questionnaireID: { equals: created.id } } })).toHaveLength(1)

    signIn(ADMIN)
    const stat = await getQuestionnaireStat(created.id)
    expect(stat.respondents).toBe(1)
    expect(stat.questions[0].rows).toEqual([
      { label: 'Да', count: 0 },
      { label: 'Нет', count: 1 },
    ])
    expect(stat.questions[1].texts).toEqual(['Больше супа'])
  })

  it('a closed questionnaire refuses answers (409)', async () => {
    signIn(STUDENT)
    const closed = await getQuestionnaire(2)
    expect(closed.open).toBe(false)
    const refused = await failure(answerQuestionnaire(2, { q1: 7, q2: '' }, silent))
    expect(refused.status).toBe(409)
    expect(refused.message).toContain(t.qNotOpen)
  })
})
