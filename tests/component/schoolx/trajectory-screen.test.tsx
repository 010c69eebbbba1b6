import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { Route, Router, Switch } from 'wouter'
import TrajectoryScreen from '@/screens/schoolx/trajectory-screen'
import { issueToken } from '@/mocks/node'
import { markOf } from '@/mocks/handlers/schoolx-trajectory.handlers'
import { schoolxAdminTexts } from '@/texts/ru/schoolx-admin'

const t = schoolxAdminTexts.trajectory
const slow = { timeout: 15_000 }

function openAt(path: string, userID: number) {
  document.cookie = `authToken=${issueToken(userID)}; path=/`
  window.history.replaceState(null, '', `/WebApp${path}`)
  return render(
    <Router base="/WebApp">
      <Switch>
        <Route path="/donstux/trajectory/:userID?">
          {(p) => <TrajectoryScreen params={p as Record<string, string | undefined>} />}
        </Route>
      </Switch>
    </Router>,
  )
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-24T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('trajectory screen', { timeout: 30_000 }, () => {
  it('the organiser sees a participant’s periods as a timeline: marks of the closed one, forms of the open one', async () => {
    openAt('/donstux/trajectory/-1001', 21)
    const closed = await screen.findByRole('table', { name: t.caption('Обратная связь за вводный модуль') }, slow)
    const first = within(closed).getAllByRole('row')[1]
    const moduleName = within(first).getByRole('rowheader').textContent!
    const moduleID = Number(within(first).getByRole('link').getAttribute('href')!.split('/').pop())
    expect(within(first).getAllByRole('cell')[0]).toHaveTextContent(String(markOf(-1001, moduleID, 11)))
    const open = screen.getByRole('table', { name: t.caption('Обратная связь за первый модуль') })
    const sameModule = within(open).getByRole('rowheader', { name: moduleName }).closest('tr')!
    expect(within(sameModule).getAllByRole('cell')[0]).toHaveTextContent(t.noMark)
    expect(within(sameModule).getAllByRole('cell')[1]).toHaveTextContent(/^\d из 7$/)
    expect(screen.getByRole('link', { name: t.back })).toHaveAttribute('href', '/WebApp/donstux/Admin/Users')
  })

  it('a participant asking for someone else’s trajectory is told it is not available', async () => {
    openAt('/donstux/trajectory/-1001', -101)
    expect(await screen.findByText(t.notFound, {}, slow)).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
