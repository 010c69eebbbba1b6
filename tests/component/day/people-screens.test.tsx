import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Router, Switch } from 'wouter'
import PeopleGroupScreen from '@/screens/day/people-group-screen'
import PeopleSearchScreen from '@/screens/day/people-search-screen'
import { ResourceScreen } from '@/kit/resource-screen'
import { studentsResource } from '@/api/people-lists'
import { SessionContext } from '@/hooks/session-context'
import { db, issueToken } from '@/mocks/node'
import { peopleTexts as t } from '@/texts/ru/people'
import { tableTexts } from '@/texts/ru/table'

function open(path: string, userID: number) {
  document.cookie = `authToken=${issueToken(userID)}; path=/`
  window.history.replaceState(null, '', `/WebApp${path}`)
  return render(
    <SessionContext.Provider>
      <Router base="/WebApp">
        <Switch>
          <Route path="/PersonalGroupKab/:groupID">
            {(p) => <PeopleGroupScreen params={p as Record<string, string | undefined>} />}
          </Route>
          <Route path="/Search">
            <PeopleSearchScreen />
          </Route>
          <Route path="/Students/List">
            <ResourceScreen resource={studentsResource} title={t.students.title} />
          </Route>
        </Switch>
      </Router>
    </SessionContext.Provider>,
  )
}
const slow = { timeout: 15_000 }

describe('people screens', { timeout: 30_000 }, () => {
  it('a group page lists its students with links, the curator, the headman and the timetable link', async () => {
    open('/PersonalGroupKab/131', 1)
    expect(await screen.findByRole('heading', { name: t.group.heading('ВИТ31') }, slow)).toBeVisible()
    const members = db.user.findMany({ where: { groupID: { equals: 131 } } })
    const list = screen.getByRole('region', { name: t.group.students(members.length) })
    expect(within(list).getAllByRole('row')).toHaveLength(members.length + 1)
    expect(within(list).getByRole('link', { name: 'Соколова Анна Игоревна' })).toHaveAttribute(
      'href',
      '/WebApp/PersonalKab/1',
    )
    expect(screen.getByRole('link', { name: t.group.timetable })).toHaveAttribute('href', '/WebApp/Rasp/Group/131')
    const facts = screen.getByRole('region', { name: t.group.facts })
    expect(within(facts).getByText(t.group.curator).nextElementSibling?.querySelector('a')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/WebApp\/PersonalKab\/\d+$/),
    )
  })

  it('an unknown group says so', async () => {
    open('/PersonalGroupKab/999999', 1)
    expect(await screen.findByRole('alert', undefined, slow)).toHaveTextContent(t.failures.notFound)
  })

  it('search: a too short text keeps what was typed with a Russian message; a wrong-layout name finds the person', async () => {
    const user = userEvent.setup()
    open('/Search', 8)
    const box = await screen.findByRole('textbox', { name: new RegExp(t.search.field) }, slow)
    await user.type(box, 'с')
    await user.click(screen.getByRole('button', { name: t.search.submit }))
    expect(await screen.findByText(t.search.tooShort)).toBeInTheDocument()
    expect(box).toHaveValue('с')
    await user.clear(box)
    await user.type(box, 'cjrjkjdf')
    await user.click(screen.getByRole('button', { name: t.search.submit }))
    const people = await screen.findByRole('region', { name: t.search.people }, slow)
    expect(within(people).getByRole('link', { name: 'Соколова Анна Игоревна' })).toHaveAttribute(
      'href',
      '/WebApp/PersonalKab/1',
    )
    await user.clear(box)
    await user.type(box, 'ВИТ31')
    await user.click(screen.getByRole('button', { name: t.search.submit }))
    const groups = await screen.findByRole('region', { name: t.search.groups }, slow)
    expect(within(groups).getByRole('link', { name: 'ВИТ31' })).toHaveAttribute('href', '/WebApp/PersonalGroupKab/131')
  })

  it('the students list: the dean office sees the student with group and status, the name opens the personal page', async () => {
    const user = userEvent.setup()
    open('/Students/List', 9)
    await screen.findAllByRole('link', { name: /^\S+ \S+/ }, slow)
    await user.type(screen.getByRole('searchbox', { name: tableTexts.search }), 'Соколова Анна')
    const link = await screen.findByRole('link', { name: 'Соколова Анна Игоревна' }, slow)
    expect(link).toHaveAttribute('href', '/WebApp/PersonalKab/1')
    const row = link.closest('tr')!
    expect(within(row).getByText('ВИТ31')).toBeInTheDocument()
    expect(within(row).getByText(t.statuses.studying)).toBeInTheDocument()
  })
})
