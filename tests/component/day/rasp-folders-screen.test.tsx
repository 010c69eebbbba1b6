import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { raspFoldersTexts as t } from '@/texts/ru/rasp-folders'
import { renderScreen } from '../render-screen'

const DEAN = 9
const slow = { timeout: 15_000 }
const PATTERN = '/RaspManager/FolderBoard/:course?/:folderID?/:subFolderID?'
const open = (path: string, userID = DEAN) => renderScreen({ pattern: PATTERN, path, userID })

describe('folder board (/RaspManager/FolderBoard)', { timeout: 60_000 }, () => {
  it('drills down course → faculty → form of study by the address, with a breadcrumb, to the groups’ readiness', async () => {
    const user = userEvent.setup()
    open('/RaspManager/FolderBoard')
    const folders = await screen.findByRole('table', { name: t.folders }, slow)
    expect(
      within(folders)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['1 курс', '2 курс', '3 курс', '4 курс'])
    await user.click(within(folders).getByRole('link', { name: '3 курс' }))
    const faculties = await screen.findByRole('link', { name: 'Факультет информатики и вычислительной техники' }, slow)
    const crumbs = screen.getByRole('navigation', { name: t.crumbs })
    expect(within(crumbs).getByText('3 курс')).toHaveAttribute('aria-current', 'page')
    await user.click(faculties)
    await user.click(await screen.findByRole('link', { name: t.forms[1] }, slow))
    const groups = await screen.findByRole('table', { name: t.groupsTable }, slow)
    const row = within(groups).getByRole('row', { name: /ВИТ31/ })
    expect(within(row).getByRole('link', { name: t.week('ВИТ31') })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/RaspManager\/Team\/131$/),
    )
    expect(within(row).getByRole('link', { name: t.edit('ВИТ31') })).toBeVisible()
    expect(row.textContent).toMatch(/из 26/)
    const path = screen.getByRole('navigation', { name: t.crumbs })
    expect(within(path).getByRole('link', { name: '3 курс' })).toBeVisible()
    expect(within(path).getByText(t.forms[1])).toHaveAttribute('aria-current', 'page')
  })

  it('an unknown folder (404) and a malformed address (400) in the server’s words; 500 retried; a teacher gets 403', async () => {
    const user = userEvent.setup()
    let view = open('/RaspManager/FolderBoard/9')
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(t.server.noFolder)
    view.unmount()
    view = open('/RaspManager/FolderBoard/3/x')
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(t.server.badLevel)
    view.unmount()
    server.use(http.get('*/api/RaspManager/FolderBoard', () => failure(500, 'Внутренняя ошибка')))
    view = open('/RaspManager/FolderBoard')
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(t.failed)
    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: t.retry }))
    expect(await screen.findByRole('table', { name: t.folders }, slow)).toBeVisible()
    view.unmount()
    open('/RaspManager/FolderBoard', 8)
    expect(await screen.findByRole('heading', { name: /403|Доступ/ }, slow)).toBeVisible()
  })
})
