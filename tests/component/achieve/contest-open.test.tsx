import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { db } from '@/mocks/db'
import { contestTexts, fillText } from '@/texts/ru/contests'
import ContestOpenScreen from '@/screens/achieve/contest-open-screen'
import { AllContestsScreen, OpenContestsScreen } from '@/screens/achieve/contest-list-screen'
import { renderScreen } from '../render-screen'

const t = contestTexts
const STUDENT = 1
const ORGANISER = 16
const ANSWER = { timeout: 15_000 }
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}( \\*)?$`))
const OPEN_PATTERN = { pattern: '/Contests/Open/:contestID', screen: ContestOpenScreen }

describe('contest lists and the application page', { timeout: 40_000 }, () => {
  it('the open list shows only contests taking applications; the full list adds the coming and the finished', async () => {
    const user = userEvent.setup()
    renderScreen({
      path: '/Contests/ListContests/',
      pattern: '/Contests/ListContests/',
      screen: OpenContestsScreen,
      also: [OPEN_PATTERN],
      userID: STUDENT,
    })
    const table = await screen.findByRole('table', { name: t.list.caption }, ANSWER)
    const rows = within(table).getAllByRole('row').slice(1)
    const names = rows.map((r) => within(r).getAllByRole('cell')[0]!.firstChild!.textContent)
    // The core seed's contest closes on 20.12.2026; the area's own open one always runs a month ahead.
    expect(names).toContain('Конкурс проектов «Цифровой кампус»')
    expect(names).not.toContain('Конкурс студенческих стартапов «Идея-2026»')
    expect(names).not.toContain('Олимпиада по программированию «Алгоритм»')
    const digital = rows[names.indexOf('Конкурс проектов «Цифровой кампус»')]!
    expect(within(digital).getByText(t.list.statusOpen)).toBeVisible()
    await user.click(within(digital).getByRole('link', { name: t.list.apply }))
    expect(await screen.findByRole('heading', { name: 'Конкурс проектов «Цифровой кампус»' }, ANSWER)).toBeVisible()
  })

  it('the organiser’s full list has every contest with the staff’s links', async () => {
    renderScreen({
      path: '/Contests/AllContests',
      pattern: '/Contests/AllContests',
      screen: AllContestsScreen,
      userID: ORGANISER,
    })
    const table = await screen.findByRole('table', { name: t.list.caption }, ANSWER)
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 4)
    const startups = within(table).getByRole('list', {
      name: `${t.list.actions}: Конкурс студенческих стартапов «Идея-2026»`,
    })
    expect(
      within(startups)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([t.list.applications, t.list.judging, t.list.overview, t.list.results])
    expect(within(table).getByText(t.list.statusSoon)).toBeVisible()
  })

  it('a student applies: blank fields are named, then the application with its file is saved and shown', async () => {
    const user = userEvent.setup()
    const { container } = renderScreen({ path: '/Contests/Open/4', ...OPEN_PATTERN, userID: STUDENT })
    expect(await screen.findByText('Актуальность темы (до 10 баллов)', {}, ANSWER)).toBeVisible()
    await user.type(field(t.open.title), '   ')
    await user.click(screen.getByRole('button', { name: t.open.submit }))
    expect(await screen.findByText(t.errors.titleRequired)).toBeVisible()
    expect(screen.getByText(t.errors.summaryRequired)).toBeVisible()
    await user.clear(field(t.open.title))
    await user.type(field(t.open.title), 'Навигатор по корпусам')
    await user.type(field(t.open.summary), 'Веб-карта аудиторий с маршрутами')
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, new File(['%PDF'], 'проект.pdf'))
    await user.click(screen.getByRole('button', { name: t.open.submit }))
    expect(await screen.findByText(t.open.submitted, {}, ANSWER)).toBeVisible()
    const mine = screen.getByRole('region', { name: t.open.yourApplication })
    expect(within(mine).getByText('Навигатор по корпусам')).toBeVisible()
    expect(within(mine).getByText(/^проект\.pdf/)).toBeVisible()
    expect(screen.queryByRole('button', { name: t.open.submit })).toBeNull()
    const row = db.contestApplication.findFirst({
      where: { studentID: { equals: STUDENT }, competitionID: { equals: 4 } },
    })
    expect(row?.title).toBe('Навигатор по корпусам')
  })

  it('a deadline passed while the form was open: the server’s refusal is shown and the typed text stays', async () => {
    const user = userEvent.setup()
    renderScreen({ path: '/Contests/Open/4', ...OPEN_PATTERN, userID: STUDENT })
    await user.type(await screen.findByLabelText(/^Тема работы/, {}, ANSWER), 'Поздняя заявка')
    await user.type(field(t.open.summary), 'Текст')
    db.contest.update({ where: { competitionID: { equals: 4 } }, data: { dateTo: '2026-01-31' } })
    await user.click(screen.getByRole('button', { name: t.open.submit }))
    const refusal = fillText(t.server.deadline, { date: '31.01.2026' })
    expect(await screen.findByText(`${t.errors.failed}: ${refusal}`, {}, ANSWER)).toBeVisible()
    expect(field(t.open.title)).toHaveValue('Поздняя заявка')
  })

  it('a finished contest says the reception is over; a missing one says it is not found', async () => {
    const first = renderScreen({ path: '/Contests/Open/5', ...OPEN_PATTERN, userID: STUDENT })
    expect(await screen.findByText(t.open.closed, {}, ANSWER)).toBeVisible()
    expect(screen.queryByRole('button', { name: t.open.submit })).toBeNull()
    first.unmount()
    renderScreen({ path: '/Contests/Open/77', ...OPEN_PATTERN, userID: STUDENT })
    expect(await screen.findByText(t.errors.notFound, {}, ANSWER)).toBeVisible()
  })
})
