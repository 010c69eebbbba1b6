import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { db, issueToken, server } from '@/mocks/node'
import { ApiError } from '@/api/errors'
import { getNewsPage } from '@/api/nir-news'
import { failure } from '@/mocks/lib/respond'
import { nirNewsTexts as t } from '@/texts/ru/nir-news'
import { renderScreen } from '../render-screen'

const STUDENT = 1
const ADMIN = 7
const FEED = '/NewsScience/NewsScience'
const wait = { timeout: 15_000 }

const items = () => within(screen.getByRole('list', { name: t.feedLabel })).getAllByRole('article')

describe('science news feed (/NewsScience/NewsScience)', { timeout: 60_000 }, () => {
  it('shows the newest first by pages of ten, text as plain text and the link as a link; no editing for a student', async () => {
    db.scienceNews.create({
      newsID: 500,
      title: 'Новость с разметкой',
      text: '<b>не жирный</b> <img src=x onerror=alert(1)>',
      date: '2026-11-25',
      link: '',
      author: 'Орлов Игорь Владимирович',
    })
    const user = userEvent.setup()
    renderScreen({ pattern: FEED, path: FEED, userID: STUDENT })
    expect(await screen.findByRole('heading', { level: 1, name: t.feedTitle }, wait)).toBeVisible()
    await screen.findByRole('list', { name: t.feedLabel }, wait)
    expect(items()).toHaveLength(10)
    const first = items()[0]
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('Новость с разметкой')
    expect(within(first).getByText('<b>не жирный</b> <img src=x onerror=alert(1)>')).toBeInTheDocument()
    expect(first.querySelector('b, img')).toBeNull()
    expect(within(first).getByText('25.11.2026')).toBeInTheDocument()
    expect(within(items()[1]).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Открыт приём заявок на внутренний грант «Молодые учёные»',
    )
    const link = within(items()[1]).getByRole('link', { name: /Подробнее/ })
    expect(link).toHaveAttribute('href', 'https://science.example.ru/grants/young')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.queryByRole('link', { name: t.add })).toBeNull()
    expect(screen.queryByRole('link', { name: /Изменить новость/ })).toBeNull()

    const pager = screen.getByRole('navigation', { name: t.pager })
    await user.click(within(pager).getByText('3'))
    await screen.findByText('27.04.2026', {}, wait)
    expect(items()).toHaveLength(5)
  })

  it('offers adding and editing to the science admin', async () => {
    renderScreen({ pattern: FEED, path: FEED, userID: ADMIN })
    expect(await screen.findByRole('link', { name: t.add }, wait)).toHaveAttribute(
      'href',
      expect.stringContaining('/NewsScience/NewsScienceAdd/'),
    )
    expect(
      screen.getByRole('link', { name: t.edit('Открыт приём заявок на внутренний грант «Молодые учёные»') }),
    ).toHaveAttribute('href', expect.stringContaining('/NewsScience/NewsEdit/1'))
  })

  it('a server failure (500) offers a retry that loads the feed', async () => {
    let failing = true
    server.use(http.get('*/api/NewsScience/Get/List', () => (failing ? failure(500, 'Сбой') : undefined)))
    const user = userEvent.setup()
    renderScreen({ pattern: FEED, path: FEED, userID: STUDENT })
    expect(await screen.findByText(t.errors.failed, {}, wait)).toBeInTheDocument()
    failing = false
    await user.click(screen.getByRole('button', { name: t.retry }))
    await screen.findByRole('list', { name: t.feedLabel }, wait)
    expect(items()).toHaveLength(10)
  })

  it('the server refuses a guest (401) and a page number that is not one (400)', async () => {
    document.cookie = `authToken=${issueToken(STUDENT)}; path=/`
    await expect(getNewsPage(0, { silent: true })).rejects.toSatisfy(
      (e) => e instanceof ApiError && e.code === 'badRequest',
    )
    document.cookie = 'authToken=; Max-Age=0; path=/'
    await expect(getNewsPage(1, { silent: true })).rejects.toSatisfy(
      (e) => e instanceof ApiError && e.code === 'unauthorized',
    )
  })
})
