import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import { db } from '@/mocks/db'
import { questionnaireShowTexts as t } from '@/texts/ru/questionnaire-show'
import QuestionnaireShowScreen from '@/screens/admin/questionnaire-show-screen'
import { renderScreen } from '../render-screen'

const ADMIN = 7
const STUDENT = 1
const LONG = { timeout: 30_000 }
const PATTERN = '/Questionnaires/CreateForm/Show/:questionaryID?/:userID?'
const open = (userID: number, path: string) =>
  renderScreen({ path, pattern: PATTERN, screen: QuestionnaireShowScreen, userID })

describe('questionnaire preview and a person’s answers', { timeout: 60_000 }, () => {
  it('the preview is the respondents’ form, read-only; a named questionnaire lists who answered and opens their answers', async () => {
    const user = userEvent.setup()
    open(ADMIN, '/Questionnaires/CreateForm/Show/2')
    const form = await screen.findByRole('form', { name: t.previewOf('Удобство личного кабинета') }, LONG)
    for (const field of within(form).getAllByRole('radio')) expect(field).toBeDisabled()
    const respondents = screen.getByRole('region', { name: t.respondentsTitle })
    const first = db.questionnaireAnswer.findMany({ where: { questionnaireID: { equals: 2 } } })
    expect(within(respondents).getAllByRole('row')).toHaveLength(first.length + 1)
    const link = within(respondents).getAllByRole('link')[0]
    const fio = link.textContent!
    await user.click(link)
    const answers = await screen.findByRole('form', { name: t.answersOf(fio) }, LONG)
    expect(within(answers).getAllByRole('radio', { checked: true })).toHaveLength(1)
    expect(screen.getByRole('link', { name: t.toPreview })).toBeInTheDocument()
  })

  it('an anonymous questionnaire never reveals a person: the preview says so, a person’s page is refused in Russian', async () => {
    open(ADMIN, '/Questionnaires/CreateForm/Show/1/2000')
    expect(await screen.findByText(t.anonymousRefused, undefined, LONG)).toBeInTheDocument()
    expect(screen.queryByRole('form')).toBeNull()
  })

  it('the anonymous preview names no one; a bad userID (400), someone who did not answer (404), a failure (500) retried', async () => {
    const user = userEvent.setup()
    const view = open(ADMIN, '/Questionnaires/CreateForm/Show/1')
    expect(await screen.findByText(t.anonymousNote, undefined, LONG)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: t.respondentsTitle })).toBeNull()
    view.unmount()

    const bad = open(ADMIN, '/Questionnaires/CreateForm/Show/2/abc')
    expect(await screen.findByText(t.badUser, undefined, LONG)).toBeInTheDocument()
    bad.unmount()
    const none = open(ADMIN, '/Questionnaires/CreateForm/Show/2/1')
    expect(await screen.findByText(t.notAnswered, undefined, LONG)).toBeInTheDocument()
    none.unmount()

    let failing = true
    server.use(
      http.get('*/api/Questionnaires/:id/Respondents', () =>
        failing ? HttpResponse.json({ state: -1, msg: '' }, { status: 500 }) : undefined,
      ),
    )
    open(ADMIN, '/Questionnaires/CreateForm/Show/2')
    const retry = await screen.findByRole('button', { name: t.retry }, LONG)
    expect(screen.getByText(t.loadFailed)).toBeInTheDocument()
    failing = false
    await user.click(retry)
    expect(await screen.findByRole('region', { name: t.respondentsTitle }, LONG)).toBeInTheDocument()
  })

  it('without an id it points to the moderators’ list; a student is not let in', async () => {
    const view = open(ADMIN, '/Questionnaires/CreateForm/Show')
    expect(await screen.findByText(t.noQuestionnaire, undefined, LONG)).toBeInTheDocument()
    view.unmount()
    open(STUDENT, '/Questionnaires/CreateForm/Show/2')
    expect(await screen.findByRole('heading', { level: 1 }, LONG)).not.toHaveTextContent(
      t.previewOf('Удобство личного кабинета'),
    )
    expect(screen.queryByRole('form')).toBeNull()
  })
})
