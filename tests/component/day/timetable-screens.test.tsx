import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Router, Switch } from 'wouter'
import RaspListScreen from '@/screens/day/rasp-list-screen'
import TimetableScreen from '@/screens/day/timetable-screen'
import MyTimetableScreen from '@/screens/day/my-timetable-screen'
import { renderScreen } from '../render-screen'
import { dayTexts as t } from '@/texts/ru/day'

function openPublic(path: string) {
  document.cookie = 'authToken=; Max-Age=0; path=/'
  window.history.replaceState(null, '', `/WebApp${path}`)
  return render(
    <Router base="/WebApp">
      <Switch>
        <Route path="/Rasp/list" component={RaspListScreen} />
        <Route path="/Rasp/:type/:id/:year?">
          {(p) => <TimetableScreen params={p as Record<string, string | undefined>} />}
        </Route>
      </Switch>
    </Router>,
  )
}

describe('timetable screens', { timeout: 30_000 }, () => {
  it('signed out: chooses a group (wrong layout search too), then a teacher from the week', async () => {
    const user = userEvent.setup()
    openPublic('/Rasp/list')
    const groups = await screen.findByRole('list', { name: t.tabs.Group })
    expect(await within(groups).findByRole('link', { name: t.openTimetable('ВИТ31') })).toBeInTheDocument()
    // «ВИТ31» typed on the Latin layout
    await user.type(screen.getByRole('searchbox', { name: t.search }), 'db')
    expect(within(groups).queryByRole('link', { name: t.openTimetable('ЭУ31') })).toBeNull()
    await user.click(within(groups).getByRole('link', { name: t.openTimetable('ВИТ31') }))
    expect(
      await screen.findByRole('heading', { name: 'Группа ВИТ31', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    const table = screen.getAllByRole('table')[0]
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent ?? '')
    expect(heads[0]).toBe(t.pair)
    t.days.forEach((day, i) => expect(heads[i + 1].startsWith(day)).toBe(true))
    expect(within(table).getAllByText(/лекция|практика|лабораторная/).length).toBeGreaterThan(5)
    expect(within(table).getByText('08:30–10:00')).toBeInTheDocument()
    const parity = screen.getByText(/-я неделя, (нечётная|чётная)/).textContent
    await user.click(screen.getByRole('button', { name: t.nextWeek }))
    await screen.findByRole('heading', { name: 'Группа ВИТ31', level: 1 })
    expect(screen.getByText(/-я неделя, (нечётная|чётная)/).textContent).not.toBe(parity)
  })

  it('an unknown timetable says so and offers the list', async () => {
    openPublic('/Rasp/Group/999')
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
    expect(alert).toHaveTextContent(t.notFound)
    expect(within(alert).getByRole('link', { name: t.chooseOther })).toBeInTheDocument()
  })

  it("/Rasp/My opens the signed-in student's group", async () => {
    renderScreen({
      path: '/Rasp/My',
      pattern: '/Rasp/My',
      screen: MyTimetableScreen,
      userID: 1,
    })
    expect(
      await screen.findByRole('heading', { name: 'Группа ВИТ31', level: 1 }, { timeout: 15_000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: t.exportIcs })).toBeEnabled()
  })
})
