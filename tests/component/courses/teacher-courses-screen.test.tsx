import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { courseKeys } from '@/mocks/seed/courses.seed'
import { courseTexts as t } from '@/texts/ru/courses'
import { renderScreen } from '../render-screen'
import { chooseOption } from '../choose-option'

const slow = { timeout: 15_000 }
const ROUTES = [
  { pattern: '/courses/TeacherList' },
  { pattern: '/LMS/Course/:mode?/:courseID?' },
  { pattern: '/EducationalActivity/Statistics' },
]
const openAs = (userID: number, path: string, pattern: string) =>
  renderScreen({ path, pattern, also: ROUTES.filter((r) => r.pattern !== pattern), userID })
const demo = () => courseKeys().find((k) => k.groupID === 131 && k.discipline === 'Базы данных')!

describe('teacher courses', { timeout: 40_000 }, () => {
  it('the teacher opens her course, grades an answer waiting for review with a comment', async () => {
    const user = userEvent.setup()
    openAs(8, '/courses/TeacherList', '/courses/TeacherList')
    const link = await screen.findByRole('link', { name: t.teacher.open('Базы данных', 'ВИТ31') }, slow)
    await user.click(link)
    expect(await screen.findByRole('heading', { name: t.lms.heading('Базы данных', 'ВИТ31') }, slow)).toBeVisible()
    const grade = screen.getAllByRole('button', { name: /^Оценить: / })[0]
    const row = grade.closest('tr')!
    expect(row).toHaveTextContent(t.status.review)
    await user.click(grade)
    const dialog = await screen.findByRole('dialog', { name: t.lms.gradeTitle })
    await user.click(within(dialog).getByRole('button', { name: t.lms.save }))
    expect(await within(dialog).findByText(t.rules.mark)).toBeVisible()
    await chooseOption(user, within(dialog).getByRole('combobox', { name: new RegExp(t.lms.markLabel) }), t.marks.good)
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(t.lms.commentLabel) }), 'Выводы подробнее')
    await user.click(within(dialog).getByRole('button', { name: t.lms.save }))
    await screen.findByText(t.lms.graded(t.marks.good), {}, slow)
    expect(row).toHaveTextContent(t.status.graded)
    expect(row).toHaveTextContent('Выводы подробнее')
  })

  it('a refused mark (400) keeps the dialog with the values; another teacher is refused the course (403)', async () => {
    const user = userEvent.setup()
    server.use(http.post('*/api/ElectronicEducation/TaskMark', () => failure(400, t.rules.markForm), { once: true }))
    const first = openAs(8, `/LMS/Course/view/${demo().courseID}`, '/LMS/Course/:mode?/:courseID?')
    await user.click((await screen.findAllByRole('button', { name: /^Оценить: / }, slow))[0])
    const dialog = await screen.findByRole('dialog', { name: t.lms.gradeTitle })
    await chooseOption(
      user,
      within(dialog).getByRole('combobox', { name: new RegExp(t.lms.markLabel) }),
      t.marks.excellent,
    )
    await user.click(within(dialog).getByRole('button', { name: t.lms.save }))
    expect(await within(dialog).findByText(t.rules.markForm, {}, slow)).toBeVisible()
    expect(within(dialog).getByRole('combobox', { name: new RegExp(t.lms.markLabel) })).toHaveTextContent(
      t.marks.excellent,
    )
    first.unmount()
    const other = courseKeys().find((k) => !k.teacherIDs.includes(8))!
    openAs(8, `/LMS/Course/view/${other.courseID}`, '/LMS/Course/:mode?/:courseID?')
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(t.failures.forbidden)
  })

  it('edit mode: a task needs a deadline; added, it is listed and the form is empty again', async () => {
    const user = userEvent.setup()
    openAs(8, `/LMS/Course/edit/${demo().courseID}`, '/LMS/Course/:mode?/:courseID?')
    const title = await screen.findByRole('textbox', { name: new RegExp(`^${t.lms.add.itemTitle}`) }, slow)
    await user.type(title, 'Курсовой проект')
    await user.click(screen.getByRole('button', { name: t.lms.add.submit }))
    expect(await screen.findByText(t.rules.deadline)).toBeVisible()
    expect(title).toHaveValue('Курсовой проект')
    const next = new Date(Date.now() + 3 * 36e5 + 20 * 864e5).toISOString().slice(0, 10).split('-').reverse().join('.')
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${t.lms.add.deadline}`) }), next)
    await user.click(screen.getByRole('button', { name: t.lms.add.submit }))
    const items = screen.getByRole('region', { name: t.lms.existing })
    expect(await within(items).findByText(`${t.lms.add.kinds.task}: Курсовой проект`, {}, slow)).toBeVisible()
    expect(screen.getByRole('textbox', { name: new RegExp(`^${t.lms.add.itemTitle}`) })).toHaveValue('')
  })

  it('a student who opens /LMS/Course is pointed to their own courses, and nothing of a teacher is asked for', async () => {
    openAs(1, `/LMS/Course/view/${demo().courseID}`, '/LMS/Course/:mode?/:courseID?')
    expect(await screen.findByText(t.lms.notTeacher, {}, slow)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: t.lms.ownCoursesLink })).toHaveAttribute('href', '/WebApp/courses/list')
  })

  it('statistics: the dean sees the chart and its table; a 500 offers a retry', async () => {
    const user = userEvent.setup()
    let down = true
    server.use(http.get('*/api/EducationalActivity/Statistics', () => (down ? failure(500, 'Ошибка') : undefined)))
    openAs(9, '/EducationalActivity/Statistics', '/EducationalActivity/Statistics')
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(t.failures.failed)
    down = false
    await user.click(screen.getByRole('button', { name: t.retry }))
    expect(await screen.findByRole('img', { name: /^Диаграмма: средний балл по группам/ }, slow)).toBeVisible()
    const table = screen.getByRole('table', { name: /^Успеваемость по группам/ })
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(5)
    expect(within(table).getByRole('columnheader', { name: t.stats.debtShare })).toBeVisible()
  })
})
