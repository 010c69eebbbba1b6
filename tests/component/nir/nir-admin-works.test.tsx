import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { db, server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { nirAdminTexts as t } from '@/texts/ru/nir-admin'
import { tableTexts } from '@/texts/ru/table'
import { commonTexts } from '@/texts/ru/common'
import { errorTexts } from '@/texts/ru/errors'
import { renderScreen } from '../render-screen'

const ADMIN = 7
const wait = { timeout: 20_000 }
const work1001 = () => db.nirWork.findFirst({ where: { workID: { equals: 1001 } } })!

describe('all works (/Admin/ListWorksAdmin, /listWorksAdmin)', { timeout: 60_000 }, () => {
  it('the admin corrects a work’s name in the dialog; it is saved (POST workID, work)', async () => {
    const user = userEvent.setup()
    renderScreen({ pattern: '/Admin/ListWorksAdmin', path: '/Admin/ListWorksAdmin', userID: ADMIN })
    expect(await screen.findByRole('heading', { level: 1, name: t.works.title }, wait)).toBeVisible()
    const table = await screen.findByRole('table', { name: t.works.title }, wait)
    expect(within(table).getByRole('button', { name: tableTexts.sortBy(t.works.colYear) })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: tableTexts.exportXlsx })).toBeInTheDocument()
    await user.click(screen.getByRole('searchbox'))
    await user.paste(work1001().name)
    await user.click(await screen.findByRole('button', { name: `${t.works.edit}: ${work1001().name}` }, wait))
    const dialog = await screen.findByRole('dialog', {}, wait)
    const name = within(dialog).getByLabelText(new RegExp(t.works.colName))
    await user.clear(name)
    await user.paste('Цифровой двойник литейного цеха: итоговый отчёт')
    await user.click(within(dialog).getByRole('button', { name: tableTexts.save }))
    await waitFor(() => expect(work1001().name).toBe('Цифровой двойник литейного цеха: итоговый отчёт'), wait)
    expect(await screen.findByText(t.works.saved, {}, wait)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('a refused save (400) keeps the dialog open with the server’s message and the typed values', async () => {
    const user = userEvent.setup()
    server.use(http.post('*/api/Publication/Admin/ListWorksAdmin', () => failure(400, t.statusUnknown)))
    renderScreen({ pattern: '/listWorksAdmin', path: '/listWorksAdmin', userID: ADMIN })
    await screen.findByRole('table', { name: t.works.title }, wait)
    await user.click(screen.getByRole('searchbox'))
    await user.paste(work1001().name)
    await user.click(await screen.findByRole('button', { name: `${t.works.edit}: ${work1001().name}` }, wait))
    const dialog = await screen.findByRole('dialog', {}, wait)
    const name = within(dialog).getByLabelText(new RegExp(t.works.colName))
    await user.type(name, ' (правка)')
    await user.click(within(dialog).getByRole('button', { name: tableTexts.save }))
    expect(await within(dialog).findByText(t.statusUnknown, {}, wait)).toBeInTheDocument()
    expect(name).toHaveValue(`${work1001().name} (правка)`)
  })

  it('403, 401 and 500 on load: the reason; «Повторить» after a server failure', async () => {
    const user = userEvent.setup()
    let answer = 403
    server.use(
      http.get('*/api/Publication/Admin/ListWorksAdmin', () =>
        answer ? failure(answer, answer === 403 ? t.adminOnly : 'Ошибка') : undefined,
      ),
    )
    const first = renderScreen({ pattern: '/Admin/ListWorksAdmin', path: '/Admin/ListWorksAdmin', userID: ADMIN })
    expect(await screen.findByText(t.adminOnly, {}, wait)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: t.retry })).toBeNull()
    first.unmount()
    answer = 401
    const second = renderScreen({ pattern: '/Admin/ListWorksAdmin', path: '/Admin/ListWorksAdmin', userID: ADMIN })
    // 401: the session expires (the bridge says so) and the sign-in page opens
    expect(await screen.findByText(errorTexts.tokenExpired, {}, wait)).toBeInTheDocument()
    await waitFor(() => expect(window.location.pathname).toBe('/WebApp/login'), wait)
    second.unmount()
    answer = 500
    renderScreen({ pattern: '/Admin/ListWorksAdmin', path: '/Admin/ListWorksAdmin', userID: ADMIN })
    expect(await screen.findByText(t.errors.failed, {}, wait)).toBeInTheDocument()
    answer = 0
    await user.click(screen.getByRole('button', { name: t.retry }))
    expect(await screen.findByRole('table', { name: t.works.title }, wait)).toBeInTheDocument()
  })
})

describe('points recount (/Admin/recountPoints)', { timeout: 60_000 }, () => {
  it('recounts a year after the confirmation: the result and a new log line; «Нет» recounts nothing', async () => {
    const user = userEvent.setup()
    renderScreen({ pattern: '/Admin/recountPoints', path: '/Admin/recountPoints', userID: ADMIN })
    const log = await screen.findByRole('table', { name: t.recount.logTitle }, wait)
    expect(within(log).getAllByRole('row')).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: t.recount.run }))
    await user.click(await screen.findByRole('button', { name: commonTexts.no }, wait))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(db.nirRecount.count()).toBe(1)

    await user.click(document.getElementById('nir-recount-year')!.closest('.p-dropdown') as HTMLElement)
    await user.click(await screen.findByRole('option', { name: '2025', hidden: true }))
    await user.click(screen.getByRole('button', { name: t.recount.run }))
    const dialog = await screen.findByRole('dialog', {}, wait)
    expect(dialog).toHaveTextContent(t.recount.confirmOf(2025))
    await user.click(within(dialog).getByRole('button', { name: commonTexts.yes }))
    const entry = await waitFor(() => db.nirRecount.findFirst({ where: { id: { equals: 2 } } })!, wait)
    expect(entry.year).toBe(2025)
    expect(await screen.findByText(t.recount.resultOf(entry.works, entry.changed, entry.total), {}, wait)).toBeVisible()
    await waitFor(() => expect(within(log).getAllByRole('row')).toHaveLength(3))
  })

  it('a refused recount (400) shows the server’s message; a failed load (500) offers «Повторить»', async () => {
    const user = userEvent.setup()
    server.use(http.post('*/api/Publication/Admin/recountPoints', () => failure(400, t.yearInvalid)))
    const first = renderScreen({ pattern: '/Admin/recountPoints', path: '/Admin/recountPoints', userID: ADMIN })
    await screen.findByRole('table', { name: t.recount.logTitle }, wait)
    await user.click(screen.getByRole('button', { name: t.recount.run }))
    await user.click(await screen.findByRole('button', { name: commonTexts.yes }, wait))
    expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent(t.yearInvalid)
    first.unmount()
    let down = true
    server.use(http.get('*/api/Publication/Admin/recountPoints', () => (down ? failure(500, 'Ошибка') : undefined)))
    renderScreen({ pattern: '/Admin/recountPoints', path: '/Admin/recountPoints', userID: ADMIN })
    expect(await screen.findByText(t.errors.failed, {}, wait)).toBeInTheDocument()
    down = false
    await user.click(screen.getByRole('button', { name: t.retry }))
    expect(await screen.findByRole('table', { name: t.recount.logTitle }, wait)).toBeInTheDocument()
  })
})
