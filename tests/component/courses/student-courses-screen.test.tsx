import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { courseKeys } from '@/mocks/seed/courses.seed'
import StudentCoursesScreen from '@/screens/courses/student-courses-screen'
import { courseTexts as t } from '@/texts/ru/courses'
import { renderScreen } from '../render-screen'

const slow = { timeout: 15_000 }
const ROUTES = [
  { pattern: '/courses/list/:userID?', screen: StudentCoursesScreen },
  { pattern: '/electronicEducation/:courseID?/:userID?', screen: StudentCoursesScreen },
]
const openAs = (userID: number, path: string) => {
  const first = ROUTES.find((r) => path.startsWith(r.pattern.split('/:')[0]))!
  return renderScreen({ path, ...first, also: ROUTES.filter((r) => r !== first), userID })
}
const databases = () => courseKeys().find((k) => k.groupID === 131 && k.discipline === 'Базы данных')!

/** The first task of the course the student has not answered yet. */
async function openTask() {
  const tasks = await screen.findByRole('region', { name: t.course.tasks }, slow)
  const card = within(tasks)
    .getAllByRole('article')
    .find((a) => within(a).queryByText(t.status.missing))!
  expect(card).toBeDefined()
  return card
}

describe('student courses', { timeout: 40_000 }, () => {
  it('the student sees her courses and answers a task: a wrong file is refused and kept, a good one goes to review', async () => {
    const user = userEvent.setup({ applyAccept: false })
    openAs(1, '/courses/list')
    const table = await screen.findByRole('table', { name: /^Курсы, осенний семестр|^Курсы, весенний семестр/ }, slow)
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(3)
    await user.click(within(table).getByRole('link', { name: t.list.open('Базы данных') }))
    expect(await screen.findByRole('heading', { name: 'Базы данных', level: 1 }, slow)).toBeVisible()
    expect(screen.getByRole('region', { name: t.course.materials })).toHaveTextContent('Рабочая программа дисциплины')
    const card = await openTask()
    const input = card.querySelector<HTMLInputElement>('input[type="file"]')!
    await user.upload(input, new File(['MZ'], 'program.exe'))
    expect(within(card).getByRole('alert')).toHaveTextContent(t.submit.problems.badType)
    expect(card).toHaveTextContent(t.submit.chosen('program.exe', '0.002 kb'))
    expect(within(card).queryByRole('button', { name: t.submit.send })).toBeNull()
    await user.upload(input, new File(['Отчёт по лабораторной работе'], 'Отчёт.docx'))
    expect(within(card).queryByRole('alert')).toBeNull()
    await user.click(within(card).getByRole('button', { name: t.submit.send }))
    expect(await within(card).findByRole('status', {}, slow)).toHaveTextContent(t.submit.sent('Отчёт.docx'))
    expect(card).toHaveTextContent(t.status.review)
    expect(within(card).getByRole('button', { name: 'Отчёт.docx' })).toBeVisible()
  })

  it('a failed upload (500, then 400) keeps the file and offers to send it again', async () => {
    const user = userEvent.setup({ applyAccept: false })
    let answer: 'server' | 'refuse' | null = 'server'
    server.use(
      http.post('*/api/ElectronicEducation/FileTaskSave', () =>
        answer === 'server'
          ? failure(500, 'Ошибка')
          : answer === 'refuse'
            ? failure(400, t.server.alreadyGraded)
            : undefined,
      ),
    )
    openAs(1, `/electronicEducation/${databases().courseID}`)
    const card = await openTask()
    await user.upload(card.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['x'], 'Отчёт.pdf'))
    await user.click(within(card).getByRole('button', { name: t.submit.send }))
    expect(await within(card).findByRole('alert', {}, slow)).toHaveTextContent(t.submit.failures.server)
    expect(card).toHaveTextContent(t.submit.chosen('Отчёт.pdf', '0.001 kb'))
    answer = 'refuse'
    await user.click(within(card).getByRole('button', { name: t.submit.retry }))
    expect(await within(card).findByText(t.server.alreadyGraded, {}, slow)).toBeVisible()
    answer = null
    await user.click(within(card).getByRole('button', { name: t.submit.retry }))
    expect(await within(card).findByRole('status', {}, slow)).toHaveTextContent(t.submit.sent('Отчёт.pdf'))
  })

  it("another student's courses: a student is refused (403), a bad id is a 400, a dean reads them", async () => {
    const first = openAs(1, '/courses/list/2001')
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(t.failures.forbidden)
    first.unmount()
    const second = openAs(9, '/courses/list/abc')
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(t.failures.badRequest)
    second.unmount()
    openAs(9, '/courses/list/1')
    expect(await screen.findByRole('heading', { name: t.list.titleOf('Соколова Анна Игоревна') }, slow)).toBeVisible()
  })

  it('a 500 offers a retry that loads the list', async () => {
    const user = userEvent.setup()
    let status: number | null = 500
    server.use(http.get('*/api/ElectronicEducation/Courses', () => (status ? failure(status, 'Ошибка') : undefined)))
    openAs(1, '/courses/list')
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(t.failures.failed)
    status = null
    await user.click(screen.getByRole('button', { name: t.retry }))
    expect(await screen.findByRole('table', {}, slow)).toBeVisible()
  })
})
