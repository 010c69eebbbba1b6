import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { db, server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { finnirTexts as t } from '@/texts/ru/finnir'
import { renderScreen } from '../render-screen'

const ADMIN = 7
const wait = { timeout: 15_000 }
/** A sum as the screen prints it (ru-RU groups digits with a no-break space). */
const money = (n: number) => new RegExp(new Intl.NumberFormat('ru-RU').format(n).replace(/\s/g, '\\s'))

describe('FinNir register (/FinNir/Register/{workID?})', { timeout: 60_000 }, () => {
  it('lists the accepted claims with totals per department, marks the claim of the path and narrows by department', async () => {
    const user = userEvent.setup()
    renderScreen({ pattern: '/FinNir/Register/:workID?', path: '/FinNir/Register/131', userID: ADMIN })
    const totals = await screen.findByRole('table', { name: t.registerTotals }, wait)
    const accepted = db.finClaim.findMany({ where: { status: { equals: 25 } } })
    const sum = accepted.reduce((s, c) => s + c.amount, 0)
    const foot = within(totals).getByRole('row', { name: new RegExp(t.total) })
    expect(
      within(foot)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toHaveLength(2)
    expect(within(foot).getAllByRole('cell')[0]).toHaveTextContent(String(accepted.length))
    expect(within(foot).getAllByRole('cell')[1]).toHaveTextContent(money(sum))
    const departments = accepted.map((c) => db.user.findFirst({ where: { userID: { equals: c.idUser } } })!.department)
    for (const d of new Set(departments)) expect(within(totals).getByRole('rowheader', { name: d })).toBeInTheDocument()

    const list = screen.getByRole('table', { name: t.registerList })
    expect(within(list).getAllByRole('row')).toHaveLength(accepted.length + 1)
    expect(list.querySelector('tr[aria-current="true"]')?.getAttribute('data-claim-id')).toBe('131')

    await user.click(document.getElementById('finnir-department')!.closest('.p-dropdown') as HTMLElement)
    await user.click(await screen.findByRole('option', { name: departments[0], hidden: true }))
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(2))
    expect(screen.getByText(t.registerCount(1))).toBeInTheDocument()
  })

  it('a failed load offers «Повторить» and then shows the register', async () => {
    const user = userEvent.setup()
    let down = true // (StrictMode mounts twice: every load fails until the server is back)
    server.use(http.get('*/api/FinNir/Get/Register', () => (down ? failure(500, 'Внутренняя ошибка') : undefined)))
    renderScreen({ pattern: '/FinNir/Register/:workID?', path: '/FinNir/Register', userID: ADMIN })
    expect(await screen.findByText(t.errors.failed, {}, wait)).toBeInTheDocument()
    down = false
    await user.click(screen.getByRole('button', { name: t.retry }))
    expect(await screen.findByRole('table', { name: t.registerTotals }, wait)).toBeInTheDocument()
  })
})
