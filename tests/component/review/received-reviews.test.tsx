import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { reviewTexts as t } from '@/texts/ru/review'
import { openReceived } from './open'

const WAIT = { timeout: 12_000 }

describe('received reviews pages', () => {
  it("the teacher's own page: anonymous table, count and average", async () => {
    openReceived('/Journals/TeacherReviews/8', 8)
    await screen.findByRole('heading', { name: t.teacherTitleOf('Павлова Мария Александровна') }, WAIT)
    const table = screen.getByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).not.toContain(t.columns.teacher)
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1)
    expect(screen.getByText(/Всего отзывов: \d+/)).toBeInTheDocument()
    expect(screen.getByText(/Средняя оценка:/)).toBeInTheDocument()
    expect(table.textContent).not.toMatch(/Соколова/)
  })

  it("a supervisor's list shows every teacher with a link to their page", async () => {
    openReceived('/Journals/ReviewsList', 9)
    await screen.findByRole('heading', { name: t.listTitle })
    const table = await screen.findByRole('table', {}, WAIT)
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain(t.columns.teacher)
    expect(within(table).getAllByRole('link', { name: 'Кузнецов Дмитрий Сергеевич' })[0]).toHaveAttribute(
      'href',
      '/WebApp/Journals/TeacherReviews/2',
    )
  })

  it("another teacher's page is refused", async () => {
    openReceived('/Journals/TeacherReviews/2', 8)
    expect(await screen.findByText(t.forbidden, {}, WAIT)).toBeInTheDocument()
  })

  it('an unknown teacher is reported', async () => {
    openReceived('/Journals/TeacherReviews/4242', 9)
    expect(await screen.findByText(t.notFound, {}, WAIT)).toBeInTheDocument()
  })
})
