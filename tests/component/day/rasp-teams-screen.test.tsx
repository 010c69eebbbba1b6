import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { server } from '@/mocks/node'
import { db } from '@/mocks/db'
import { failure } from '@/mocks/lib/respond'
import { raspTeamsTexts as t } from '@/texts/ru/rasp-teams'
import { raspManagerTexts } from '@/texts/ru/rasp-manager'
import { renderScreen } from '../render-screen'

const DEAN = 9
const TEACHER = 8
const slow = { timeout: 15_000 }
const teams = (path: string, userID = DEAN) => renderScreen({ pattern: '/RaspManager/Teams/:typeID?', path, userID })
const team = (path: string, userID = DEAN) =>
  renderScreen({ pattern: '/RaspManager/Team/:groupId?/:draft?', path, userID })

describe('streams (/RaspManager/Teams) and a group’s or stream’s week (/RaspManager/Team)', { timeout: 60_000 }, () => {
  it('a refused stream keeps what was typed; with two groups it is listed, stored and deleted after a confirmation', async () => {
    const user = userEvent.setup()
    teams('/RaspManager/Teams/1')
    const title = `${t.title}: ${t.types[1].toLowerCase()}`
    expect(await screen.findByRole('heading', { level: 1, name: title }, slow)).toBeVisible()
    expect(await screen.findByRole('link', { name: 'ВИТ21, ЭУ22, МС23, ЭН24, ЮР25' }, slow)).toHaveAttribute(
      'href',
      expect.stringMatching(/\/RaspManager\/Team\/stream-3$/),
    )
    await user.click(screen.getByRole('button', { name: 'Добавить' }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(t.colName) }), 'Поток 4 курса: экономика')
    const pick = async (name: string) => {
      await user.click(dialog.querySelector<HTMLElement>('.p-multiselect')!)
      const panel = await waitFor(() => document.querySelector<HTMLElement>('.p-multiselect-panel')!)
      await user.click(await within(panel).findByText(name))
      await user.click(dialog.querySelector<HTMLElement>('.p-multiselect')!) // closes the panel, the dialog stays
    }
    await pick('ВИТ41')
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    expect(await within(dialog).findByRole('alert', {}, slow)).toHaveTextContent(t.rules.tooFew)
    expect(within(dialog).getByRole('textbox', { name: new RegExp(t.colName) })).toHaveValue('Поток 4 курса: экономика')
    await pick('ЭУ42')
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByRole('cell', { name: 'Поток 4 курса: экономика' }, slow)).toBeVisible()
    expect(screen.getByRole('link', { name: 'ВИТ41, ЭУ42' })).toBeVisible()
    const stored = db.raspTeam.findFirst({ where: { name: { equals: 'Поток 4 курса: экономика' } } })!
    expect(stored).toMatchObject({ typeID: 1, semester: 'current', groupIDs: [141, 241] })

    await user.click(screen.getByRole('button', { name: /^Удалить: Поток 4 курса: экономика/ }))
    await user.click(await screen.findByRole('button', { name: 'Да' }))
    await waitFor(() => expect(db.raspTeam.findFirst({ where: { id: { equals: stored.id } } })).toBeNull(), slow)
  })

  it('the next semester’s drafts are their own list; an unknown kind is named; a teacher gets the 403 page', async () => {
    const view = renderScreen({
      pattern: '/RaspManager/TeamsNew/:typeID?',
      path: '/RaspManager/TeamsNew',
      userID: DEAN,
    })
    expect(await screen.findByRole('cell', { name: 'Поток 2 курса: экономическая теория' }, slow)).toBeVisible()
    expect(screen.queryByText('Поток 2 курса: философия')).toBeNull()
    view.unmount()
    const other = teams('/RaspManager/Teams/7')
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(t.unknownType)
    other.unmount()
    teams('/RaspManager/Teams/1', TEACHER)
    expect(await screen.findByRole('heading', { name: /403|Доступ/ }, slow)).toBeVisible()
  })

  it('a group’s week with its streams; a stream’s week names its groups; 404 in the server’s words; 500 retried', async () => {
    const view = team('/RaspManager/Team/131')
    expect(await screen.findByRole('table', { name: raspManagerTexts.gridCaption('ВИТ31') }, slow)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Поток 3 курса: безопасность жизнедеятельности' })).toBeVisible()
    expect(screen.queryByRole('button', { name: /^Добавить занятие/ })).toBeNull()
    view.unmount()

    const stream = team('/RaspManager/Team/stream-4')
    expect(
      await screen.findByRole(
        'heading',
        { name: t.team.streamTitle('Поток 3 курса: безопасность жизнедеятельности') },
        slow,
      ),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'МС33' })).toBeVisible()
    stream.unmount()

    const missing = team('/RaspManager/Team/stream-999')
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(raspManagerTexts.server.teamNotFound)
    missing.unmount()

    const user = userEvent.setup()
    server.use(http.get('*/api/RaspManager/Team', () => failure(500, 'Внутренняя ошибка')))
    team('/RaspManager/Team/131')
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(t.team.failed)
    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: t.team.retry }))
    expect(await screen.findByRole('table', { name: raspManagerTexts.gridCaption('ВИТ31') }, slow)).toBeVisible()
  })
})
