import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import { contestTexts } from '@/texts/ru/contests'
import ContestResultsScreen from '@/screens/achieve/contest-results-screen'
import ContestApplicationsScreen, { ContestOverviewScreen } from '@/screens/achieve/contest-applications-screen'
import { renderScreen } from '../render-screen'

const t = contestTexts
const STUDENT = 1
const ORGANISER = 16
const ANSWER = { timeout: 15_000 }
const RESULTS = { pattern: '/Contests/Results/:contestID', screen: ContestResultsScreen }
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent)

describe('contest results, applications and the overview of marks', { timeout: 40_000 }, () => {
  it('a student sees the finished contest’s ranking: a shared second place, the next is fourth, unmarked last', async () => {
    renderScreen({ path: '/Contests/Results/5', ...RESULTS, userID: STUDENT })
    const table = await screen.findByRole('table', { name: t.results.caption }, ANSWER)
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => [cells(r)[0], cells(r)[4]])).toEqual([
      ['1', '39'],
      [`2 (${t.results.tie})`, '34'],
      [`2 (${t.results.tie})`, '34'],
      ['4', '26,5'],
      [t.results.noPlace, ''],
    ])
  })

  it('results of a contest still open stay hidden from a student; a failed load offers a retry', async () => {
    const first = renderScreen({ path: '/Contests/Results/4', ...RESULTS, userID: STUDENT })
    expect(await screen.findByText(t.results.hidden, {}, ANSWER)).toBeVisible()
    first.unmount()
    let failing = true
    server.use(
      http.get('*/api/Contests/Contest', () =>
        failing ? HttpResponse.json({ msg: 'сбой' }, { status: 500 }) : undefined,
      ),
    )
    renderScreen({ path: '/Contests/Results/5', ...RESULTS, userID: STUDENT })
    expect(await screen.findByText(new RegExp(t.errors.loadFailed), {}, ANSWER)).toBeVisible()
    failing = false
    screen.getByRole('button', { name: t.list.retry }).click()
    expect(await screen.findByRole('table', { name: t.results.caption }, ANSWER)).toBeVisible()
  })

  it('the organiser lists the applications with judges and mean scores, and the overview shows each judge’s total', async () => {
    const first = renderScreen({
      path: '/Contests/ListApplications/4',
      pattern: '/Contests/ListApplications/:contestID',
      screen: ContestApplicationsScreen,
      userID: ORGANISER,
    })
    const table = await screen.findByRole('table', { name: t.apps.caption }, ANSWER)
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(3)
    expect(cells(rows[0]!).slice(6)).toEqual(['1 из 2', '20'])
    expect(cells(rows[2]!).slice(6)).toEqual(['0 из 2', '—'])
    first.unmount()
    renderScreen({
      path: '/Contests/OverviewMarks/5',
      pattern: '/Contests/OverviewMarks/:contestID',
      screen: ContestOverviewScreen,
      userID: ORGANISER,
    })
    const overview = await screen.findByRole('table', { name: t.list.overview }, ANSWER)
    const heads = within(overview)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(heads).toEqual([t.apps.title, 'Павлова Мария Александровна', 'Романова Виктория Сергеевна', t.apps.score])
    const second = within(overview).getAllByRole('row')[2]!
    expect(cells(second)).toEqual(['33', '35', '34'])
  })

  it('a student may not open the applications list (403 page)', async () => {
    renderScreen({
      path: '/Contests/ListApplications/4',
      pattern: '/Contests/ListApplications/:contestID',
      screen: ContestApplicationsScreen,
      userID: STUDENT,
    })
    expect(await screen.findByRole('heading', { name: 'Доступ запрещён' }, ANSWER)).toBeVisible()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
