import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import { db } from '@/mocks/db'
import { adminTexts as t } from '@/texts/ru/admin'
import QuestionaryScreen from '@/screens/admin/questionary-screen'
import QuestionnaireBuilderScreen from '@/screens/admin/questionnaire-builder-screen'
import QuestionnaireStatScreen from '@/screens/admin/questionnaire-stat-screen'
import { renderScreen } from '../render-screen'

const ADMIN = 7
const STUDENT = 1
/** The screens these tests open, at their route-table patterns (one is mounted by the path). */
const ROUTES = [
  { pattern: '/Questionnaires/Questionary/:questionaryID', screen: QuestionaryScreen },
  { pattern: '/Questionnaires/CreateForm/:questionaryID?', screen: QuestionnaireBuilderScreen },
  { pattern: '/Questionnaires/Stat/:questionaryID', screen: QuestionnaireStatScreen },
]
function openAs(userID: number, path: string) {
  const [first, ...also] = ROUTES
  return renderScreen({ path, ...first, also, userID })
}
const LONG = { timeout: 30_000 }

describe('questionnaires', { timeout: 60_000 }, () => {
  it('a student fills one: missing answers are named in Russian, a refusal keeps the choices, then it is sent once', async () => {
    const user = userEvent.setup()
    openAs(STUDENT, '/Questionnaires/Questionary/1')
    const scale = await screen.findByRole('radiogroup', { name: /Как вы оцениваете качество занятий/ }, LONG)
    await user.click(screen.getByRole('button', { name: t.qFillSubmit }))
    expect(await screen.findByText(t.qAnswerScale)).toBeInTheDocument()
    expect(screen.getByText(t.qAnswerChooseOne)).toBeInTheDocument()
    expect(scale).toHaveAttribute('aria-invalid', 'true')

    await user.click(within(scale).getByRole('radio', { name: '4' }))
    await user.click(screen.getByRole('radio', { name: 'Смешанный' }))
    const sources = screen.getByRole('group', { name: /Чем вы пользуетесь/ })
    await user.click(within(sources).getByRole('checkbox', { name: 'Видеокурсы' }))
    await user.type(screen.getByLabelText(/Что стоит улучшить/), 'Больше практики')
    server.use(
      http.post(
        '*/api/Questionnaires/:id/Answer',
        () => HttpResponse.json({ state: -1, msg: 'Сервер занят' }, { status: 400 }),
        {
          once: true,
        },
      ),
    )
    await user.click(screen.getByRole('button', { name: t.qFillSubmit }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер занят')
    expect(within(scale).getByRole('radio', { name: '4' })).toBeChecked()
    expect(within(sources).getByRole('checkbox', { name: 'Видеокурсы' })).toBeChecked()
    await user.click(screen.getByRole('button', { name: t.qFillSubmit }))
    expect(await screen.findByText(t.qFillSent)).toBeInTheDocument()
    const stored = db.questionnaireAnswer.findFirst({
      where: { questionnaireID: { equals: 1 }, userID: { equals: STUDENT } },
    })
    expect(JSON.parse(stored!.answers)).toEqual({ q1: 4, q2: 2, q3: [2], q4: 'Больше практики' })
  })

  it('an answered questionnaire is not offered again; a closed one shows its period', async () => {
    db.questionnaireAnswer.create({ id: 500, questionnaireID: 1, userID: STUDENT, date: '', answers: '{}' })
    const { unmount } = openAs(STUDENT, '/Questionnaires/Questionary/1')
    expect(await screen.findByText(t.qFillAnswered, {}, LONG)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: t.qFillSubmit })).toBeNull()
    unmount()
    openAs(STUDENT, '/Questionnaires/Questionary/2')
    expect(await screen.findByText(/Анкета принимает ответы с/, {}, LONG)).toBeInTheDocument()
  })

  it('the builder names what is missing and keeps what was typed', async () => {
    const user = userEvent.setup()
    openAs(ADMIN, '/Questionnaires/CreateForm')
    const title = await screen.findByLabelText(/Название анкеты/, {}, LONG)
    await user.click(screen.getByRole('button', { name: t.qPublish }))
    expect(await screen.findByText(t.qTitleRequired)).toBeInTheDocument()
    expect(screen.getByText(t.qRolesRequired)).toBeInTheDocument()
    expect(screen.getByText(t.qFromRequired)).toBeInTheDocument()
    expect(screen.getByText(t.qTextRequired)).toBeInTheDocument()
    await user.type(screen.getByLabelText(/Вопрос 1: Текст вопроса/), 'Часто?')
    await user.type(screen.getByLabelText(/Варианты ответа/), 'Да')
    await user.click(screen.getByRole('button', { name: t.qPublish }))
    expect(await screen.findByText(t.qOptionsRequired)).toBeInTheDocument()
    await user.type(title, 'НТБ')
    expect(db.questionnaire.count()).toBe(2)
    await user.click(screen.getByRole('button', { name: t.qRemoveQuestion(1) }))
    await user.click(screen.getByRole('button', { name: t.qPublish }))
    expect(await screen.findByText(t.qQuestionsRequired)).toBeInTheDocument()
    expect(title).toHaveValue('НТБ')
  })

  it('the results of the seeded survey: a table per question with the counts', async () => {
    openAs(ADMIN, '/Questionnaires/Stat/1')
    const format = await screen.findByRole('table', { name: /Какой формат занятий вам удобнее/ }, LONG)
    const answers = db.questionnaireAnswer
      .findMany({ where: { questionnaireID: { equals: 1 } } })
      .map((a) => JSON.parse(a.answers) as { q2: number })
    const inPerson = answers.filter((a) => a.q2 === 0).length
    const row = within(format).getByRole('row', { name: /Очно/ })
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(String(inPerson))
    expect(screen.getByText(t.qStatRespondents(answers.length))).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByRole('table')).toHaveLength(3))
  })
})
