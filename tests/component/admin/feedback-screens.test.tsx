import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import { db } from '@/mocks/db'
import { adminTexts as t } from '@/texts/ru/admin'
import { shellPageTexts } from '@/texts/ru/shell-pages'
import AddFeedbackScreen from '@/screens/admin/add-feedback-screen'
import FeedbackScreen from '@/screens/admin/feedback-screen'
import MenuScreen from '@/screens/admin/menu-screen'
import SettingsScreen from '@/screens/admin/settings-screen'
import { renderScreen } from '../render-screen'

const ADMIN = 7
const STUDENT = 1
/** The screens these tests open, at their route-table patterns (one is mounted by the path). */
const ROUTES = [
  { pattern: '/addFeedback', screen: AddFeedbackScreen },
  { pattern: '/feedback', screen: FeedbackScreen },
  { pattern: '/Admin/Menu', screen: MenuScreen },
  { pattern: '/Admin/Settings', screen: SettingsScreen },
]
function openAs(userID: number, path: string) {
  const [first, ...also] = ROUTES
  return renderScreen({ path, ...first, also, userID })
}
const card = async (topic: string) => screen.findByRole('listitem', { name: topic }, { timeout: 15_000 })

describe('feedback and the menu editor', { timeout: 30_000 }, () => {
  it('a student writes: empty fields are refused in Russian, a refusal keeps the text, then it is sent', async () => {
    const user = userEvent.setup()
    openAs(STUDENT, '/addFeedback')
    const topic = await screen.findByLabelText('Тема *', {}, { timeout: 15_000 })
    await user.type(topic, '\u200B')
    await user.click(screen.getByRole('button', { name: t.feedbackSend }))
    expect(await screen.findByText(t.feedbackTopicRequired)).toBeInTheDocument()
    expect(screen.getByText(t.feedbackTextRequired)).toBeInTheDocument()
    await user.clear(topic)
    await user.type(topic, 'Пропуск')
    await user.type(screen.getByLabelText('Текст обращения *'), 'Не работает QR-код')
    server.use(
      http.post(
        '*/api/Feedback',
        () => HttpResponse.json({ state: -1, msg: 'Сервис обращений закрыт' }, { status: 400 }),
        {
          once: true,
        },
      ),
    )
    await user.click(screen.getByRole('button', { name: t.feedbackSend }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервис обращений закрыт')
    expect(screen.getByLabelText('Текст обращения *')).toHaveValue('Не работает QR-код')
    await user.click(screen.getByRole('button', { name: t.feedbackSend }))
    expect(await screen.findByText(t.feedbackSent)).toBeInTheDocument()
    expect(db.feedbackMessage.findFirst({ where: { topic: { equals: 'Пропуск' } } })?.userID).toBe(STUDENT)
  })

  it('a student sees their messages and the answers, without answer forms', async () => {
    openAs(STUDENT, '/feedback')
    const answered = await card('Не открывается расписание на телефоне')
    expect(answered).toHaveTextContent('Спасибо! Исправили загрузку расписания')
    expect(answered).toHaveTextContent(t.feedbackStatusAnswered)
    expect(await card('Тёмная тема')).toHaveTextContent(t.feedbackNoAnswer)
    expect(screen.queryByLabelText('Ответ *')).toBeNull()
  })

  it('the admin answers a message; a blank answer is refused in Russian', async () => {
    const user = userEvent.setup()
    openAs(ADMIN, '/feedback')
    const item = await card('Тёмная тема')
    expect(item).toHaveTextContent('Соколова Анна Игоревна')
    await user.click(within(item).getByRole('button', { name: t.feedbackAnswerSend }))
    expect(await within(item).findByText(t.feedbackAnswerRequired)).toBeInTheDocument()
    await user.type(within(item).getByLabelText('Ответ *'), 'Добавим в следующем выпуске')
    await user.click(within(item).getByRole('button', { name: t.feedbackAnswerSend }))
    await waitFor(() => expect(item).toHaveTextContent(t.feedbackStatusAnswered))
    expect(item).toHaveTextContent('Орлов Игорь Владимирович')
    expect(db.feedbackMessage.findFirst({ where: { id: { equals: 2 } } })?.answer).toBe('Добавим в следующем выпуске')
  })

  it('a student gets the 403 page on the menu editor; the admin sees the server items', async () => {
    const view = openAs(STUDENT, '/Admin/Menu')
    expect(
      await screen.findByRole('heading', { name: shellPageTexts.forbiddenTitle }, { timeout: 15_000 }),
    ).toBeInTheDocument()
    view.unmount()
    openAs(ADMIN, '/Admin/Menu')
    const table = await screen.findByRole('table', { name: t.menuTitle }, { timeout: 15_000 })
    expect(await within(table).findByRole('cell', { name: 'Электронная библиотека' })).toBeInTheDocument()
  })

  it('the admin changes the site settings; a refusal keeps the choice; the saved values are stored', async () => {
    const user = userEvent.setup()
    openAs(ADMIN, '/Admin/Settings')
    const snow = await screen.findByRole('checkbox', { name: t.settingsSnow }, { timeout: 15_000 })
    expect(snow).toBeChecked()
    await user.click(snow)
    server.use(
      http.put(
        '*/api/Admin/Settings',
        () => HttpResponse.json({ state: -1, msg: 'Выберите цвет из списка' }, { status: 400 }),
        {
          once: true,
        },
      ),
    )
    await user.click(screen.getByRole('button', { name: t.settingsSave }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Выберите цвет из списка')
    expect(snow).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: t.settingsSave }))
    expect(await screen.findByText(t.settingsSaved)).toBeInTheDocument()
    expect(db.siteParameter.findFirst({ where: { id: { equals: 'snow' } } })?.value).toBe('false')
  })
})
