import { describe, expect, it, vi } from 'vitest'
import { probe } from '../session-probe'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { db } from '@/mocks/node'
vi.mock('@/app/shell-extensions', async (importOriginal) =>
  (await import('../session-probe')).withProbe(importOriginal),
)
import { feedTexts as t } from '@/texts/ru/feed'
import { homeTexts } from '@/texts/ru/home'
import { openAs } from './open'
import { chooseOption } from '../choose-option'

const items = async () => {
  await waitFor(() => expect(document.querySelectorAll('.feed-item').length).toBeGreaterThan(0), WAIT)
  return [...document.querySelectorAll<HTMLElement>('.feed-item')]
}
const WAIT = { timeout: 12_000 }
const newBadges = () => screen.queryAllByText(t.newBadge)

describe('feed', () => {
  it("home: greeting, shortcuts by role, 'new' flags on a first visit, the dot follows the view, category filter", async () => {
    const user = userEvent.setup()
    const view = openAs(2)
    await screen.findByRole('heading', { level: 1, name: /Здравствуйте, Дмитрий Сергеевич/ }, WAIT)
    const shortcuts = screen.getByRole('navigation', { name: homeTexts.shortcuts })
    expect(within(shortcuts).getByRole('link', { name: homeTexts.links.myReviews })).toHaveAttribute(
      'href',
      '/WebApp/Journals/TeacherReviews/2',
    )
    expect(within(shortcuts).getByRole('link', { name: homeTexts.links.allReviews })).toBeInTheDocument()
    const shown = await items()
    expect(shown.length).toBe(8)
    expect(newBadges().length).toBe(8)
    await waitFor(() => expect(probe.feedHasNew).toBe(false), WAIT)
    const filter = screen.getByRole('group', { name: t.categories })
    await user.click(within(filter).getByRole('button', { name: /^Наука/ }))
    expect(within(filter).getByRole('button', { name: /^Наука/ })).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(document.querySelectorAll('.feed-item').length).toBeGreaterThan(0), WAIT)
    for (const el of document.querySelectorAll('.feed-item')) expect(el.textContent).toContain('Наука')
    view.unmount()

    // second visit: nothing new
    openAs(2)
    await items()
    await waitFor(() => expect(screen.queryByText(/Новых:/)).toBeNull(), WAIT)
    expect(newBadges()).toHaveLength(0)
  })

  it('an item newer than the last view: dot on other pages, flagged on /Feed', async () => {
    localStorage.setItem('feedLastView', JSON.stringify({ 8: new Date(Date.now() - 60_000).toISOString() }))
    db.feedItem.create({
      feedID: 9001,
      userID: 8,
      categoryID: 2,
      title: 'Новый отзыв о занятии',
      text: '«Базы данных» (лекция): оценка 5 из 5',
      fullDate: new Date().toISOString(),
      href: '/Journals/TeacherReviews/8',
    })
    const view = openAs(8, '/Journals/ReviewsList')
    await screen.findByRole('heading', { level: 1 }, WAIT)
    await waitFor(() => expect(probe.feedHasNew).toBe(true), WAIT)
    view.unmount()
    openAs(8, '/Feed')
    await screen.findByRole('heading', { level: 1, name: t.title }, WAIT)
    await items()
    expect(newBadges()).toHaveLength(1)
    expect(screen.getByText(t.newCount(1))).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Новый отзыв о занятии/ })).toHaveAttribute(
      'href',
      '/WebApp/Journals/TeacherReviews/8',
    )
    await waitFor(() => expect(probe.feedHasNew).toBe(false), WAIT)
    // period: last 7 days asks with a startDate; older news disappear
    const before = document.querySelectorAll('.feed-item').length
    await chooseOption(userEvent.setup(), screen.getByRole('combobox', { name: t.period }), t.periods[7])
    await waitFor(() => expect(document.querySelectorAll('.feed-item').length).toBeLessThan(before), WAIT)
  })
})
