import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { db, server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { FINNIR_STATUS } from '@/lib/constants/nir'
import { finnirTexts as t } from '@/texts/ru/finnir'
import { renderScreen } from '../render-screen'

const AUTHOR = 2
const ADMIN = 7
const wait = { timeout: 15_000 }
const status = (workID: number) => db.finClaim.findFirst({ where: { workID: { equals: workID } } })!.status

describe('FinNir cabinets (/FinNir/AuthorCab, /FinNir/UNICab)', { timeout: 60_000 }, () => {
  it('the author sees their claims with states and the last remark; only the returned one is offered for correction', async () => {
    renderScreen({ pattern: '/FinNir/AuthorCab', path: '/FinNir/AuthorCab', userID: AUTHOR })
    const table = await screen.findByRole('table', { name: t.myClaims }, wait)
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => r.getAttribute('data-claim-id'))).toEqual(['102', '101'])
    const returned = rows[1]
    expect(within(returned).getByText(t.status[23])).toBeInTheDocument()
    expect(within(returned).getByText('Уточните смету: расходы на оборудование.')).toBeInTheDocument()
    expect(
      within(returned).getByRole('link', { name: t.editClaim('Цифровой двойник литейного цеха') }),
    ).toHaveAttribute('href', '/WebApp/FinNir/EditClaim/101')
    expect(within(rows[0]).queryByRole('link', { name: /Исправить/ })).toBeNull()
    expect(screen.getByRole('link', { name: t.newClaim })).toHaveAttribute('href', '/WebApp/FinNir/Claim')
  })

  it('the office accepts one claim and returns another with a required remark; a refused decision keeps the remark', async () => {
    const user = userEvent.setup()
    renderScreen({ pattern: '/FinNir/UNICab', path: '/FinNir/UNICab', userID: ADMIN })
    const table = await screen.findByRole('table', { name: t.uniCab }, wait)
    expect(within(table).getAllByRole('row')).toHaveLength(4)
    await user.click(screen.getByRole('button', { name: t.acceptClaim('Нейросетевой прогноз энергопотребления') }))
    expect(await screen.findByText(t.accepted, {}, wait)).toBeInTheDocument()
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3))
    expect(status(120)).toBe(FINNIR_STATUS.accepted)

    await user.click(screen.getByRole('button', { name: t.returnClaimFor('Диагностика станочного оборудования') }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: t.send }))
    expect(await within(dialog).findByText(t.remarkRequired)).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(new RegExp(t.remark)), 'Добавьте план-график этапов')
    server.use(
      http.post('*/api/FinNir/Set/Decision', () => failure(400, 'Заявка не ожидает рассмотрения'), { once: true }),
    )
    await user.click(within(dialog).getByRole('button', { name: t.send }))
    expect(await within(dialog).findByText('Заявка не ожидает рассмотрения', {}, wait)).toBeInTheDocument()
    expect(within(dialog).getByLabelText(new RegExp(t.remark))).toHaveValue('Добавьте план-график этапов')
    await user.click(within(dialog).getByRole('button', { name: t.send }))
    expect(await screen.findByText(t.returned, {}, wait)).toBeInTheDocument()
    expect(status(121)).toBe(FINNIR_STATUS.editing)
    const remarks = JSON.parse(db.finClaim.findFirst({ where: { workID: { equals: 121 } } })!.remarks)
    expect(remarks.at(-1)).toMatchObject({ text: 'Добавьте план-график этапов', fio: 'Орлов Игорь Владимирович' })
  })

  it('an author without the office role gets the 403 page for /FinNir/UNICab', async () => {
    renderScreen({ pattern: '/FinNir/UNICab', path: '/FinNir/UNICab', userID: AUTHOR })
    expect(await screen.findByRole('heading', { level: 1, name: /доступ/i }, wait)).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
