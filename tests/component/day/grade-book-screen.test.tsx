import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { gradeTexts as t } from '@/texts/ru/day'
import GradeBookScreen from '@/screens/day/grade-book-screen'
import { renderScreen } from '../render-screen'

/** The screens these tests open, at their route-table patterns (one is mounted by the path). */
const ROUTES = [{ pattern: '/EducationalActivity/ZachBook/:studentID?', screen: GradeBookScreen }]
function openAs(userID: number, path: string) {
  const [first, ...also] = ROUTES
  return renderScreen({ path, ...first, also, userID })
}

describe('grade book screen', { timeout: 30_000 }, () => {
  it('the student sees their marks by semester, the average and the debt highlighted', async () => {
    const user = userEvent.setup()
    openAs(1, '/EducationalActivity/ZachBook')
    const debts = await screen.findByRole('table', { name: /^Задолженностей: \d+$/ }, { timeout: 15_000 })
    const count = Number(screen.getByText(t.debts, { selector: 'dt' }).nextElementSibling!.textContent)
    expect(count).toBeGreaterThan(0)
    expect(debts).toHaveAccessibleName(t.debtsList(count))
    const debtRows = within(debts).getAllByRole('row').slice(1)
    expect(debtRows).toHaveLength(count)
    for (const row of debtRows) expect(row).toHaveClass('zach-debt')
    expect(debts).toHaveTextContent(`${t.marks.unsatisfactory} — ${t.debt}`)
    const averages = screen.getByRole('table', { name: t.bySemester })
    expect(within(averages).getAllByRole('row')).toHaveLength(5)
    const average = screen.getByText(t.average, { selector: 'dt' }).nextElementSibling!.textContent!
    expect(average).toMatch(/^[345],\d\d$/)
    expect(screen.getAllByRole('table', { name: /-й семестр, \d{4}-\d{4} учебный год$/ })).toHaveLength(4)
    await user.click(within(screen.getByRole('group', { name: t.filter })).getByRole('button', { name: t.semester(2) }))
    expect(screen.getAllByRole('table', { name: /-й семестр, / })).toHaveLength(1)
    expect(screen.getByRole('table', { name: /^2-й семестр/ })).toBeInTheDocument()
  })

  it("another student's book: the student is refused, the dean finds the student by name and opens it", async () => {
    const first = openAs(1, '/EducationalActivity/ZachBook/2001')
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(t.forbidden)
    first.unmount()
    const user = userEvent.setup()
    openAs(9, '/EducationalActivity/ZachBook')
    const field = await screen.findByRole('textbox', { name: new RegExp(t.findLabel) }, { timeout: 15_000 })
    await user.type(field, 'Ан')
    await user.click(screen.getByRole('button', { name: t.findSubmit }))
    expect(await screen.findByText(t.findShort)).toBeInTheDocument()
    expect(field).toHaveValue('Ан')
    await user.clear(field)
    await user.type(field, 'Соколова')
    await user.click(screen.getByRole('button', { name: t.findSubmit }))
    const link = await screen.findByRole('link', { name: t.openBook('Соколова Анна Игоревна') })
    await user.click(link)
    expect(
      await screen.findByRole('heading', { name: `${t.title}: Соколова Анна Игоревна` }, { timeout: 10_000 }),
    ).toBeInTheDocument()
  })
})
