import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { server } from '@/mocks/node'
import { db } from '@/mocks/db'
import { failure } from '@/mocks/lib/respond'
import { validPassesOf } from '@/mocks/seed/journal.seed'
import { journalFormingTexts } from '@/texts/ru/journal-forming'
import { journalPagesTexts } from '@/texts/ru/journal-pages'
import { journalPermitTexts } from '@/texts/ru/journal-permits'
import { tableTexts } from '@/texts/ru/table'
import { chooseOption } from '../choose-option'
import { renderScreen } from '../render-screen'

const f = journalFormingTexts
const p = journalPermitTexts
const slow = { timeout: 15_000 }
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-25T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('forming statistics, teachers rating and pass permits screens', { timeout: 60_000 }, () => {
  it('forming: departments of the current semester with a total row; another semester chosen shows no data', async () => {
    const user = userEvent.setup()
    renderScreen({ pattern: '/Journals/Stat/Forming/:year?/:sem?', path: '/Journals/Stat/Forming', userID: 9 })
    const name = f.forming.table(f.forming.periodName(2026, 1))
    const table = await screen.findByRole('table', { name }, slow)
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.length).toBeGreaterThan(2)
    const total = rows.at(-1)!
    expect(within(total).getByRole('rowheader')).toHaveTextContent(f.forming.total)
    const held = rows.slice(0, -1).reduce((s, r) => s + Number(cells(r)[2]), 0)
    expect(cells(total)[2]).toBe(String(held))
    // choosing a semester navigates to its address (the screen is replaced, so no label check on the old box)
    await user.click(screen.getByRole('combobox', { name: f.forming.period }).closest('.p-dropdown')!)
    await user.click(await screen.findByRole('option', { name: f.forming.periodName(2025, 0), hidden: true }))
    expect(await screen.findByText(f.forming.archive, undefined, slow)).toBeVisible()
    expect(window.location.pathname).toBe('/WebApp/Journals/Stat/Forming/2025/0')
  })

  it('forming: an address that names no semester shows the current one; a student gets the 403 page', async () => {
    const view = renderScreen({
      pattern: '/Journals/Stat/Forming/:year?/:sem?',
      path: '/Journals/Stat/Forming/2026/7',
      userID: 9,
    })
    expect(
      await screen.findByRole('table', { name: f.forming.table(f.forming.periodName(2026, 1)) }, slow),
    ).toBeVisible()
    view.unmount()
    renderScreen({ pattern: '/Journals/Stat/Forming/:year?/:sem?', path: '/Journals/Stat/Forming', userID: 1 })
    expect(await screen.findByRole('heading', { name: /403|Доступ/ }, slow)).toBeVisible()
  })

  it('rating: a 500 offers a retry; then the teacher finds themself marked among the ranked teachers', async () => {
    const user = userEvent.setup()
    let fail = true
    server.use(http.get('*/api/Journals/TeachersRating', () => (fail ? failure(500, 'Внутренняя ошибка') : undefined)))
    renderScreen({ pattern: '/Journals/TeachersRating', path: '/Journals/TeachersRating', userID: 8 })
    const alert = await screen.findByRole('alert', undefined, slow)
    expect(alert).toHaveTextContent(journalPagesTexts.failures.failed)
    fail = false
    await user.click(within(alert).getByRole('button', { name: journalPagesTexts.stat.retry }))
    const table = await screen.findByRole('table', { name: f.rating.table }, slow)
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.length).toBeGreaterThan(10)
    expect(cells(rows[0])[0]).toBe('1')
    const mine = rows.find((r) => r.getAttribute('aria-current') === 'true')!
    expect(within(mine).getByRole('rowheader')).toHaveTextContent(f.rating.you)
  })

  it('pass permits: a refusal without a reason is refused by the server with the dialog kept; an approval records the valid pass', async () => {
    const user = userEvent.setup()
    renderScreen({ pattern: '/Journals/PassPermits', path: '/Journals/PassPermits', userID: 9 })
    const table = await screen.findByRole('table', { name: p.title }, slow)
    const permit = db.journalPassPermit.findFirst({ where: { id: { equals: 1 } } })!
    const row = (await within(table).findByRole('cell', { name: permit.fio }, slow)).closest('tr')!
    expect(row).toHaveTextContent(p.statuses.pending)
    await user.click(within(row).getByRole('button', { name: new RegExp(`^${tableTexts.edit}`) }))
    let dialog = await screen.findByRole('dialog', { name: tableTexts.dialogEdit })
    await chooseOption(
      user,
      within(dialog).getByRole('combobox', { name: new RegExp(p.colStatus) }),
      p.statuses.refused,
    )
    await user.click(within(dialog).getByRole('button', { name: tableTexts.save }))
    expect(await within(dialog).findByText(new RegExp(p.refusalRequired), undefined, slow)).toBeVisible()
    expect(db.journalPassPermit.findFirst({ where: { id: { equals: 1 } } })!.status).toBe('pending')
    await chooseOption(
      user,
      within(dialog).getByRole('combobox', { name: new RegExp(p.colStatus) }),
      p.statuses.approved,
    )
    await user.click(within(dialog).getByRole('button', { name: tableTexts.save }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow)
    await waitFor(() => expect(row).toHaveTextContent(p.statuses.approved), slow)
    expect(validPassesOf(permit.studentID)).toContainEqual(
      expect.objectContaining({ dateFrom: permit.dateFrom, dateTo: permit.dateTo, document: permit.document }),
    )
    // decided: a second change is refused with the server's words
    await user.click(within(row).getByRole('button', { name: new RegExp(`^${tableTexts.edit}`) }))
    dialog = await screen.findByRole('dialog', { name: tableTexts.dialogEdit })
    await chooseOption(
      user,
      within(dialog).getByRole('combobox', { name: new RegExp(p.colStatus) }),
      p.statuses.pending,
    )
    await user.click(within(dialog).getByRole('button', { name: tableTexts.save }))
    expect(await within(dialog).findByText(new RegExp(p.decided), undefined, slow)).toBeVisible()
  })

  it('pass permits: a teacher reads without edit buttons; a student gets the 403 page', async () => {
    const view = renderScreen({ pattern: '/Journals/PassPermits', path: '/Journals/PassPermits', userID: 8 })
    const table = await screen.findByRole('table', { name: p.title }, slow)
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(10)
    expect(within(table).queryByRole('button', { name: new RegExp(`^${tableTexts.edit}`) })).toBeNull()
    view.unmount()
    renderScreen({ pattern: '/Journals/PassPermits', path: '/Journals/PassPermits', userID: 1 })
    expect(await screen.findByRole('heading', { name: /403|Доступ/ }, slow)).toBeVisible()
  })
})
