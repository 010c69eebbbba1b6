import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { db } from '@/mocks/node'
import { dopPaymentTexts as t } from '@/texts/ru/dop-payments'
import { tableTexts } from '@/texts/ru/table'
import { renderScreen } from '../render-screen'

const wait = { timeout: 15_000 }
const responsible = () => db.user.findFirst({ where: { login: { equals: 'role55' } } })!.userID

describe('extra payments screens', { timeout: 40_000 }, () => {
  it('the responsible person edits a draft payment: a bad amount is refused in Russian, the change is logged', async () => {
    const user = userEvent.setup()
    const draft = db.dopPayment.findFirst({ where: { approved: { equals: false } } })!
    renderScreen({
      pattern: '/DopPayments/adminDopPayment/',
      path: '/DopPayments/adminDopPayment/',
      userID: responsible(),
    })
    const row = (await screen.findByText(draft.person, {}, wait)).closest('tr')!
    await user.click(within(row).getByRole('button', { name: new RegExp(tableTexts.edit) }))
    const dialog = await screen.findByRole('dialog')
    const amount = within(dialog).getByLabelText(/^Сумма/)
    await user.clear(amount)
    await user.type(amount, '0')
    await user.click(within(dialog).getByRole('button', { name: tableTexts.save }))
    expect(await within(dialog).findByText(tableTexts.saveFailed(t.errors.amountRange))).toBeVisible()
    await user.clear(amount)
    await user.type(amount, '25000')
    await user.click(within(dialog).getByRole('button', { name: tableTexts.save }))
    await waitFor(() => expect(db.dopPayment.findFirst({ where: { id: { equals: draft.id } } })?.amount).toBe(25000))
    const logged = db.dopPaymentLog.findMany({
      where: { paymentID: { equals: draft.id }, action: { equals: 'updated' } },
    })
    expect(logged).toHaveLength(1)
    expect(logged[0].details).toContain('25')
  })

  it('the log lists the writes in Russian', async () => {
    renderScreen({ pattern: '/DopPayments/DopPaymentLog/', path: '/DopPayments/DopPaymentLog/', userID: responsible() })
    expect((await screen.findAllByText(t.actions.created, {}, wait)).length).toBeGreaterThan(0)
    expect(screen.getAllByText(t.actions.approved).length).toBeGreaterThan(0)
  })
})
