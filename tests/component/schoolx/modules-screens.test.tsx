import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Router, Switch } from 'wouter'
import PriorityScreen from '@/screens/schoolx/priority-screen'
import DistributionScreen from '@/screens/schoolx/distribution-screen'
import ModuleScreen from '@/screens/schoolx/module-screen'
import { issueToken, db } from '@/mocks/node'
import { SessionContext } from '@/hooks/session-context'
import { schoolxTexts } from '@/texts/ru/schoolx'

const t = schoolxTexts.modules
const STUDENT = -101
const ADMIN = 21
const slow = { timeout: 8000 }

function openAt(path: string, userID: number) {
  document.cookie = `authToken=${issueToken(userID)}; path=/`
  window.history.replaceState(null, '', `/WebApp${path}`)
  return render(
    <SessionContext.Provider>
      <Router base="/WebApp">
        <Switch>
          <Route path="/modules/priority">{() => <PriorityScreen />}</Route>
          <Route path="/modules/distribution/:period">
            {(p) => <DistributionScreen params={p as Record<string, string | undefined>} />}
          </Route>
          <Route path="/modules/module/:mode/:id?/:themeID?">
            {(p) => <ModuleScreen params={p as Record<string, string | undefined>} />}
          </Route>
        </Switch>
      </Router>
    </SessionContext.Provider>,
  )
}
const course1 = () =>
  db.schoolxModule.findMany({ where: { course: { equals: 1 } } }).sort((a, b) => a.moduleID - b.moduleID)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-24T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('modules screens', { timeout: 40_000 }, () => {
  it('a participant reorders modules by keyboard, hears each move, saves, and the order is stored', async () => {
    const user = userEvent.setup()
    openAt('/modules/priority', STUDENT)
    const list = await screen.findByRole('list', { name: t.priority.listLabel }, slow)
    const [a, b] = course1()
    const names = () =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.schoolx-rank-name')!.textContent)
    expect(names()[0]).toBe(a.name)
    const down = screen.getByRole('button', { name: t.priority.downLabel(a.name) })
    down.focus()
    await user.keyboard('{Enter}')
    expect(names().slice(0, 2)).toEqual([b.name, a.name])
    expect(screen.getByText(t.priority.moved(a.name, 2, 4))).toBeInTheDocument()
    // the focus stays on the moved module's button: it can go on moving
    expect(document.activeElement).toBe(screen.getByRole('button', { name: t.priority.downLabel(a.name) }))
    await user.keyboard('{Enter}')
    expect(names()[2]).toBe(a.name)
    // at the top, «Выше» does nothing (and says so)
    const up = screen.getByRole('button', { name: t.priority.upLabel(b.name) })
    expect(up).toHaveAttribute('aria-disabled', 'true')
    await user.click(up)
    expect(names()[0]).toBe(b.name)
    await user.click(screen.getByRole('button', { name: t.priority.save }))
    expect(await screen.findByText(t.priority.saved, undefined, slow)).toBeInTheDocument()
    const stored = db.schoolxPriority.findFirst({ where: { studentID: { equals: STUDENT } } })!
    expect(stored.moduleIDs[2]).toBe(a.moduleID)
    expect(stored.moduleIDs[0]).toBe(b.moduleID)
  })

  it('the organiser runs the distribution: places taken and each participant with a reason', async () => {
    const user = userEvent.setup()
    openAt('/modules/distribution/3', ADMIN)
    expect(await screen.findByText(t.distribution.notRun, undefined, slow)).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: t.distribution.period })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: t.distribution.run }))
    const table = await screen.findByRole('region', { name: t.distribution.resultTable }, slow)
    expect(within(table).getAllByRole('row').length).toBe(db.schoolxStudent.count() + 1)
    expect(screen.getByRole('button', { name: t.distribution.rerun })).toBeInTheDocument()
    expect(within(table).getAllByText(t.distribution.reasons.lower).length).toBeGreaterThan(0)
    expect(db.schoolxDistribution.count()).toBe(1)
  })

  it('a module page lists its themes and marks the chosen one; an unknown id says so', async () => {
    const view = openAt('/modules/module/view/1/12', STUDENT)
    expect(await screen.findByRole('heading', { level: 1, name: 'Робототехника' }, slow)).toBeInTheDocument()
    const current = screen.getByRole('link', { name: 'Практикум' }).closest('li')!
    expect(current).toHaveAttribute('aria-current', 'true')
    view.unmount()
    openAt('/modules/module/view/999', STUDENT)
    expect(await screen.findByText(t.module.notFound, undefined, slow)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.module.title))
  })
})
