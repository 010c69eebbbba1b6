import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { db, server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { FINNIR_STATUS } from '@/lib/constants/nir'
import { finnirTexts as t } from '@/texts/ru/finnir'
import { renderScreen } from '../render-screen'

const AUTHOR = 2
const SHOW = { pattern: '/FinNir/Show/:workID' }
const wait = { timeout: 15_000 }

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(new RegExp(t.claimTitle)), 'Цифровой двойник участка сборки')
  await user.type(screen.getByLabelText(new RegExp(t.leader)), 'Кузнецов Дмитрий Сергеевич')
  await user.type(screen.getByLabelText(new RegExp(t.summary)), 'Цель: модель участка. Задачи: сбор данных.')
  await user.type(screen.getByLabelText(new RegExp(t.amount)), '2500000')
  await user.type(screen.getByLabelText(new RegExp(t.term)), '18')
}

describe('FinNir claim form (/FinNir/Claim, /FinNir/EditClaim, /FinNir/Show)', { timeout: 60_000 }, () => {
  it('says what is missing, keeps the typing after a server refusal, files the claim and opens it with its history', async () => {
    const user = userEvent.setup()
    const { container } = renderScreen({
      pattern: '/FinNir/Claim',
      path: '/FinNir/Claim',
      userID: AUTHOR,
      also: [SHOW],
    })
    expect(await screen.findByRole('heading', { level: 1, name: t.newClaimPage }, wait)).toBeVisible()
    await user.click(screen.getByRole('button', { name: t.submit }))
    expect(await screen.findByText(t.required.title)).toBeInTheDocument()
    expect(screen.getByText(t.required.amount)).toBeInTheDocument()
    expect(screen.getByText(t.required.term)).toBeInTheDocument()

    await fill(user)
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, [
      new File(['%PDF-1.4'], 'smeta.pdf', { type: 'application/pdf' }),
    ])
    server.use(
      http.post('*/api/FinNir/Set/Claim', () => failure(400, 'Сумма превышает лимит конкурса'), { once: true }),
    )
    await user.click(screen.getByRole('button', { name: t.submit }))
    expect(await screen.findByText('Сумма превышает лимит конкурса', {}, wait)).toBeInTheDocument()
    expect(screen.getByLabelText(new RegExp(t.claimTitle))).toHaveValue('Цифровой двойник участка сборки')
    expect(screen.getByText('smeta.pdf')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: t.submit }))
    expect(await screen.findByText(t.saved, {}, wait)).toBeInTheDocument()
    const stored = db.finClaim.findFirst({ where: { title: { equals: 'Цифровой двойник участка сборки' } } })!
    expect(stored).toMatchObject({ idUser: AUTHOR, amount: 2_500_000, term: 18, status: FINNIR_STATUS.review })
    expect(JSON.parse(stored.files)).toHaveLength(1)

    await user.click(screen.getByRole('link', { name: t.openSaved }))
    expect(await screen.findByRole('heading', { level: 1, name: t.claimPage }, wait)).toBeVisible()
    const history = await screen.findByRole('table', { name: t.history }, wait)
    expect(within(history).getAllByRole('row')).toHaveLength(2)
    expect(within(history).getByText(t.status[24])).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: t.editClaim('Цифровой двойник участка сборки') })).toBeNull()
  })

  it('the author corrects the returned claim 101 by its remark and files it again; a claim on review is not editable', async () => {
    const user = userEvent.setup()
    renderScreen({ pattern: '/FinNir/EditClaim/:workID', path: '/FinNir/EditClaim/101', userID: AUTHOR })
    expect(await screen.findByText('Уточните смету: расходы на оборудование.', {}, wait)).toBeInTheDocument()
    const amount = screen.getByLabelText(new RegExp(t.amount))
    expect(screen.getByLabelText(new RegExp(t.claimTitle))).toHaveValue('Цифровой двойник литейного цеха')
    await user.clear(amount)
    await user.type(amount, '1200000')
    await user.click(screen.getByRole('button', { name: t.resubmit }))
    expect(await screen.findByText(t.saved, {}, wait)).toBeInTheDocument()
    const row = db.finClaim.findFirst({ where: { workID: { equals: 101 } } })!
    expect(row).toMatchObject({ amount: 1_200_000, status: FINNIR_STATUS.review })
    expect(JSON.parse(row.history).map((h: { status: number }) => h.status)).toEqual([24, 23, 24])
  })

  it('a claim on review cannot be corrected by its author', async () => {
    renderScreen({ pattern: '/FinNir/EditClaim/:workID', path: '/FinNir/EditClaim/120', userID: 1000 })
    expect(await screen.findByText(t.notEditable, {}, wait)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: t.resubmit })).toBeNull()
  })

  it('a server failure offers «Повторить»; then someone else’s claim is refused (403)', async () => {
    const user = userEvent.setup()
    let down = true // (StrictMode mounts twice: every load fails until the server is back)
    server.use(http.get('*/api/FinNir/Get/Claim', () => (down ? failure(500, 'Внутренняя ошибка') : undefined)))
    renderScreen({ pattern: '/FinNir/Show/:workID', path: '/FinNir/Show/120', userID: AUTHOR })
    expect(await screen.findByText(t.errors.failed, {}, wait)).toBeInTheDocument()
    down = false
    await user.click(screen.getByRole('button', { name: t.retry }))
    expect(await screen.findByText('Нет доступа к этой заявке', {}, wait)).toBeInTheDocument()
  })
})
