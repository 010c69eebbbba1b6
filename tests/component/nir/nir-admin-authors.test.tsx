import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { db, server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { FREE_TEXT_WORKS } from '@/mocks/seed/nir-admin.seed'
import { nirAdminTexts as t } from '@/texts/ru/nir-admin'
import { tableTexts } from '@/texts/ru/table'
import { renderScreen } from '../render-screen'

const ADMIN = 7
const AUTHOR = 2
const wait = { timeout: 20_000 }
const workName = (workID: number) => db.nirWork.findFirst({ where: { workID: { equals: workID } } })!.name
const coAuthorIDs = (workID: number) =>
  (
    JSON.parse(db.nirWork.findFirst({ where: { workID: { equals: workID } } })!.coAuthors) as { id: number | null }[]
  ).map((a) => a.id)

async function pickAuthor(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(t.assign.find, {}, wait), 'Кузнецов Дмитрий')
  await user.click(await screen.findByRole('button', { name: /^Кузнецов Дмитрий Сергеевич/ }, wait))
  return screen.findByRole('table', { name: t.assign.candidatesTitle }, wait)
}

describe('works to an author (/Admin/setAuthorWorks)', { timeout: 60_000 }, () => {
  it('finds the teacher, ticks a work written «Кузнецов Д. С.» and makes it theirs', async () => {
    const user = userEvent.setup()
    renderScreen({ pattern: '/Admin/setAuthorWorks', path: '/Admin/setAuthorWorks', userID: ADMIN })
    const table = await pickAuthor(user)
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    const target = FREE_TEXT_WORKS[0]
    expect(coAuthorIDs(target)).not.toContain(AUTHOR)
    await user.click(within(table).getByRole('checkbox', { name: `${tableTexts.selectRow}: ${workName(target)}` }))
    await user.click(screen.getByRole('button', { name: t.assign.assign(1) }))
    expect(await screen.findByText(t.assign.doneOf(1, 'Кузнецов Дмитрий Сергеевич'), {}, wait)).toBeVisible()
    expect(coAuthorIDs(target)).toContain(AUTHOR)
    await waitFor(
      () =>
        expect(within(screen.getByRole('table', { name: t.assign.candidatesTitle })).getAllByRole('row')).toHaveLength(
          2,
        ),
      wait,
    )
  })

  it('a refused assignment (400) shows the server’s message and keeps the ticks; a failed load (500) retries', async () => {
    const user = userEvent.setup()
    server.use(
      http.post('*/api/Publication/Admin/setAuthorWorks', () => failure(400, t.workNotCandidate(FREE_TEXT_WORKS[0]))),
    )
    let down = false
    server.use(http.get('*/api/Publication/Admin/setAuthorWorks', () => (down ? failure(500, 'Ошибка') : undefined)))
    renderScreen({ pattern: '/Admin/setAuthorWorks', path: '/Admin/setAuthorWorks', userID: ADMIN })
    const table = await pickAuthor(user)
    const box = within(table).getByRole('checkbox', {
      name: `${tableTexts.selectRow}: ${workName(FREE_TEXT_WORKS[0])}`,
    })
    await user.click(box)
    await user.click(screen.getByRole('button', { name: t.assign.assign(1) }))
    expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent(t.workNotCandidate(FREE_TEXT_WORKS[0]))
    expect(screen.getByRole('button', { name: t.assign.assign(1) })).toBeEnabled()
    down = true
    await user.click(screen.getByRole('button', { name: /^Кузнецов Дмитрий Сергеевич/ }))
    expect(await screen.findByText(t.errors.failed, {}, wait)).toBeInTheDocument()
    down = false
    await user.click(screen.getByRole('button', { name: t.retry }))
    expect(await screen.findByRole('table', { name: t.assign.candidatesTitle }, wait)).toBeInTheDocument()
  })
})

describe('library access check (/Library/IPRTest)', { timeout: 60_000 }, () => {
  it('checks one host, then all: reachable with the time, refused with the reason; the log keeps them', async () => {
    const user = userEvent.setup()
    renderScreen({ pattern: '/Library/IPRTest', path: '/Library/IPRTest', userID: ADMIN })
    const table = await screen.findByRole('table', { name: t.ipr.title }, wait)
    expect(within(table).getAllByText(t.ipr.never)).toHaveLength(8)
    await user.click(within(table).getByRole('button', { name: t.ipr.checkOf('IPR Books') }))
    const ipr = table.querySelector('tr[data-host="iprBooks"]') as HTMLElement
    expect(await within(ipr).findByText(new RegExp(t.ipr.reachable(184)), {}, wait)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: t.ipr.checkAll }))
    expect(await screen.findByText(t.ipr.summary(6, 8), {}, wait)).toBeInTheDocument()
    const fb = table.querySelector('tr[data-host="fb"]') as HTMLElement
    expect(within(fb).getByText(/отказ: соединение отклонено/)).toBeInTheDocument()
    expect(db.iprCheck.count()).toBe(9)
    expect(screen.getByRole('heading', { name: t.ipr.logTitle }).nextElementSibling?.children).toHaveLength(9)
  })

  it('403 for a user who is no admin; a failed load says «Ошибка запроса к API IPR Books»', async () => {
    const user = userEvent.setup()
    const first = renderScreen({ pattern: '/Library/IPRTest', path: '/Library/IPRTest', userID: AUTHOR })
    expect(await screen.findByText('Доступ запрещён', {}, wait)).toBeInTheDocument()
    first.unmount()
    let down = true
    server.use(http.get('*/api/IPR/Test', () => (down ? failure(500, 'Ошибка') : undefined)))
    renderScreen({ pattern: '/Library/IPRTest', path: '/Library/IPRTest', userID: ADMIN })
    expect(await screen.findByText(t.ipr.apiFailed, {}, wait)).toBeInTheDocument()
    down = false
    await user.click(screen.getByRole('button', { name: t.retry }))
    expect(await screen.findByRole('table', { name: t.ipr.title }, wait)).toBeInTheDocument()
  })
})
