import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Router, Switch } from 'wouter'
import HomeScreen from '@/screens/schoolx/home-screen'
import PeriodsScreen from '@/screens/schoolx/periods-screen'
import { issueToken, db } from '@/mocks/node'
import { SessionContext } from '@/hooks/session-context'
import { formatRuDate } from '@/lib/dates'
import { schoolxAdminTexts as t } from '@/texts/ru/schoolx-admin'
import { tableTexts as tt } from '@/texts/ru/table'

const STUDENT = -101
const ADMIN = 21
const slow = { timeout: 15_000 }

function openAt(path: string, userID: number) {
  document.cookie = `authToken=${issueToken(userID)}; path=/`
  window.history.replaceState(null, '', `/WebApp${path}`)
  return render(
    <SessionContext.Provider>
      <Router base="/WebApp">
        <Switch>
          <Route path="/donstux">{() => <HomeScreen />}</Route>
          <Route path="/donstux/Admin/Periods">{() => <PeriodsScreen />}</Route>
        </Switch>
      </Router>
    </SessionContext.Provider>,
  )
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-24T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('«Школа Х» home and periods', { timeout: 40_000 }, () => {
  it('the participant sees the open periods with deadlines, links to feedback and choice, her modules and lessons', async () => {
    openAt('/donstux', STUDENT)
    const open = await screen.findByRole('region', { name: t.home.periodsTitle }, slow)
    const choice = within(open).getByText('Выбор модулей на второе полугодие').closest('li')!
    expect(choice).toHaveTextContent(t.home.deadline(formatRuDate('2026-12-20'), 26))
    const actions = screen.getByRole('region', { name: t.home.actionsTitle })
    expect(
      within(actions).getByRole('link', { name: t.home.fillFeedback(formatRuDate('2026-12-31')) }),
    ).toHaveAttribute('href', '/WebApp/donstux/Feedback/1')
    expect(
      within(actions).getByRole('link', { name: t.home.choosePriority(formatRuDate('2026-12-20')) }),
    ).toHaveAttribute('href', '/WebApp/modules/priority')
    const upcoming = screen.getByRole('region', { name: t.home.upcomingTitle })
    expect(within(upcoming).getByText('Обратная связь за второй модуль')).toBeInTheDocument()
    const modules = screen.getByRole('region', { name: t.home.modulesTitle })
    expect(within(modules).getByRole('link', { name: t.home.openModule('Робототехника') })).toBeInTheDocument()
    expect(within(modules).getAllByRole('heading', { level: 4, name: t.home.nextEvents })).toHaveLength(3)
    expect(screen.queryByRole('region', { name: t.home.organiserTitle })).toBeNull()
  })

  it('after the choice period closes, the participant is no longer sent to choose', async () => {
    db.schoolXPeriod.update({ where: { periodID: { equals: 3 } }, data: { dateEnd: '2026-11-23' } })
    openAt('/donstux', STUDENT)
    const actions = await screen.findByRole('region', { name: t.home.actionsTitle }, slow)
    expect(within(actions).queryByRole('link', { name: /приоритеты/ })).toBeNull()
    expect(within(actions).getByRole('link', { name: /обратную связь/ })).toBeInTheDocument()
  })

  it('the organiser gets the programme figures and the administration links, no modules', async () => {
    openAt('/donstux', ADMIN)
    const admin = await screen.findByRole('region', { name: t.home.organiserTitle }, slow)
    expect(admin).toHaveTextContent(t.home.participants(151))
    expect(within(admin).getByRole('link', { name: t.home.links.periods })).toHaveAttribute(
      'href',
      '/WebApp/donstux/Admin/Periods',
    )
    expect(screen.queryByRole('region', { name: t.home.modulesTitle })).toBeNull()
  })

  it('the administrator moves a period to another stage: an overlap is refused in Russian and keeps the choice', async () => {
    const user = userEvent.setup()
    openAt('/donstux/Admin/Periods', ADMIN)
    const table = await screen.findByRole('table', { name: t.periods.title }, slow)
    const rowOf = async (name: string) => (await within(table).findByRole('cell', { name }, slow)).closest('tr')!
    const row = await rowOf('Обратная связь за вводный модуль')
    expect(row).toHaveTextContent(t.stages.closed)
    // the edit buttons come with the signed-in user's roles (the session loads them beside the list)
    await user.click(
      await within(row).findByRole('button', { name: 'Изменить: Обратная связь за вводный модуль' }, slow),
    )
    const dialog = await screen.findByRole('dialog', { name: tt.dialogEdit })
    expect(within(dialog).getByLabelText(`${t.periods.colStart} *`)).toHaveValue('21.09.2026')
    const pick = async (option: string) => {
      await user.click(within(dialog).getByLabelText(`${t.periods.colType} *`).closest('.p-dropdown')!)
      const panel = await waitFor(() => document.querySelector<HTMLElement>('.p-dropdown-panel')!)
      await user.click(within(panel).getByText(option))
    }
    await pick(t.periodTypes[2])
    await user.click(within(dialog).getByRole('button', { name: tt.save }))
    expect(await within(dialog).findByRole('alert', {}, slow)).toHaveTextContent(
      t.server.overlap('Учебный период (осень)', formatRuDate('2026-09-01'), formatRuDate('2026-12-28')),
    )
    expect(within(dialog).getByLabelText(`${t.periods.colType} *`)).toHaveValue(t.periodTypes[2])
    await pick(t.periodTypes[3])
    await user.click(within(dialog).getByRole('button', { name: tt.save }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow)
    await waitFor(() => expect(db.schoolXPeriod.findFirst({ where: { periodID: { equals: 11 } } })?.typeID).toBe(3))
    expect(await rowOf('Обратная связь за вводный модуль')).toHaveTextContent(t.periodTypes[3])
  })
})
