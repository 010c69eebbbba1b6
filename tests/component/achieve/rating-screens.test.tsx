import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { db, server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { ratingTexts } from '@/texts/ru/rating'
import { shellPageTexts } from '@/texts/ru/shell-pages'
import { renderScreen } from '../render-screen'
import { chooseOption } from '../choose-option'
import { findAlert, ownAlerts } from '../find-alert'

const t = ratingTexts
const STUDENT = 1
const HEAD = 2
const DEAN = 9
const wait = { timeout: 15_000 }
const combo = (label: string) => screen.getByRole('combobox', { name: label })
const numbers = (table: HTMLElement, column: number) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Number(within(row).getAllByRole('cell')[column].textContent?.match(/\d+/)?.[0]))

describe('rating screens', { timeout: 30_000 }, () => {
  it('a student sees the year’s rating, switches to all years (own row marked, ties share a place) and a category', async () => {
    const user = userEvent.setup()
    renderScreen({ pattern: '/portfolio/ratingAll/:competitionID?', path: '/portfolio/ratingAll', userID: STUDENT })
    await screen.findByRole('table', { name: t.table(t.titles.students, '2026/2027') }, wait)
    await chooseOption(user, combo(t.year), t.allYears)
    const table = await screen.findByRole('table', { name: t.table(t.titles.students, t.allYears) }, wait)
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
    const me = within(table).getByRole('rowheader', { name: /Соколова Анна Игоревна \(вы\)/ })
    expect(me.closest('tr')).toHaveClass('ach-me')
    // places never fall, points never rise; equal points have equal places
    const places = numbers(table, 0)
    const points = numbers(table, 2)
    places.forEach((p, i) => {
      if (i === 0) return expect(p).toBe(1)
      expect(points[i]).toBeLessThanOrEqual(points[i - 1])
      expect(p).toBe(points[i] === points[i - 1] ? places[i - 1] : i + 1)
    })
    const everyone = places.length
    await chooseOption(user, combo(t.category), 'Спорт')
    await waitFor(() => expect(numbers(screen.getByRole('table'), 0).length).toBeLessThan(everyone), wait)
  })

  it('the head of department sees the own teachers; a failed load says so and «Повторить» loads again', async () => {
    let failing = true
    server.use(http.get('*/api/Portfolio/Ratings', () => (failing ? failure(500, 'Сбой') : undefined)))
    const user = userEvent.setup()
    renderScreen({
      pattern: '/Portfolio/Verifier/teachersZavKaf',
      path: '/Portfolio/Verifier/teachersZavKaf',
      userID: HEAD,
    })
    expect(await findAlert(t.errors.loadFailed)).toBeVisible()
    failing = false
    await user.click(screen.getByRole('button', { name: t.errors.retry }))
    await chooseOption(user, await screen.findByRole('combobox', { name: t.year }, wait), t.allYears)
    const table = await screen.findByRole('table', { name: t.table(t.titles.myDepartment, t.allYears) }, wait)
    expect(within(table).getByRole('rowheader', { name: /Павлова Мария Александровна/ })).toBeVisible()
    const department = db.user.findFirst({ where: { userID: { equals: HEAD } } })!.department
    const others = db.user.getAll().filter((u) => u.kind === 'teacher' && u.department !== department)
    for (const other of others.slice(0, 5))
      expect(
        within(table).queryByRole('rowheader', { name: new RegExp(other.last_name + ' ' + other.first_name) }),
      ).toBeNull()
    expect(ownAlerts()).toEqual([])
  })

  it('the statistics count every stored work by category; a server’s 400 text is shown; a student gets the 403 page', async () => {
    let failing = true
    server.use(
      http.get('*/api/Portfolio/GlobalStat', () => (failing ? failure(400, 'Учебный год указан неверно') : undefined)),
    )
    const user = userEvent.setup()
    const view = renderScreen({ pattern: '/portfolio/globalStat', path: '/portfolio/globalStat', userID: DEAN })
    expect(await findAlert('Учебный год указан неверно')).toBeVisible()
    failing = false
    await user.click(screen.getByRole('button', { name: t.errors.retry }))
    await chooseOption(user, await screen.findByRole('combobox', { name: t.year }, wait), t.allYears)
    const table = await screen.findByRole('table', { name: t.table(t.stat.table, t.allYears) }, wait)
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Олимпиады', 'Конференции', 'Спорт', 'Творчество', 'Общественная работа', t.stat.total])
    const total = within(table).getByRole('rowheader', { name: t.stat.total }).closest('tr')!
    expect(within(total).getAllByRole('cell')[0]).toHaveTextContent(String(db.portfolioWork.count()))
    view.unmount()
    renderScreen({ pattern: '/statFacultsPoints', path: '/statFacultsPoints', userID: STUDENT })
    expect(await screen.findByRole('heading', { name: shellPageTexts.forbiddenTitle }, wait)).toBeVisible()
  })
})
