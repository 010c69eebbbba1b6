import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { db } from '@/mocks/node'
import { certJournalTexts as t } from '@/texts/ru/cert-journal'
import { tableTexts } from '@/texts/ru/table'
import { renderScreen } from '../render-screen'

const CERTS = 20
const wait = { timeout: 15_000 }

describe('certificates journal and settings', { timeout: 40_000 }, () => {
  it('the journal lists every certificate with its status', async () => {
    renderScreen({ pattern: '/Certificates/Journal', path: '/Certificates/Journal', userID: CERTS })
    expect((await screen.findAllByText('выдана', {}, wait)).length).toBeGreaterThan(0)
    expect(screen.getAllByText('Соколова Анна Игоревна').length).toBeGreaterThan(0)
  })

  it('settings: a duplicate kind is refused in Russian, a used kind cannot be deleted, a new one is added', async () => {
    const user = userEvent.setup()
    const used = db.certKind.findFirst({ where: { id: { equals: db.certificate.getAll()[0].kindID } } })!
    renderScreen({ pattern: '/Certificates/Settings', path: '/Certificates/Settings', userID: CERTS })
    const row = (await screen.findByText(used.name, {}, wait)).closest('tr')!
    await user.click(screen.getByRole('button', { name: new RegExp(`^${tableTexts.create}`) }))
    const dialog = await screen.findByRole('dialog')
    const name = within(dialog).getByLabelText(new RegExp(`^${t.colKindName}`))
    await user.type(name, used.name.toUpperCase())
    await user.click(within(dialog).getByRole('button', { name: tableTexts.save }))
    expect(await within(dialog).findByText(tableTexts.saveFailed(t.errors.kindDuplicate))).toBeVisible()
    await user.clear(name)
    await user.type(name, 'Справка о периоде обучения')
    await user.click(within(dialog).getByRole('button', { name: tableTexts.save }))
    await waitFor(() =>
      expect(db.certKind.findFirst({ where: { name: { equals: 'Справка о периоде обучения' } } })).toBeTruthy(),
    )
    await user.click(within(row).getByRole('button', { name: new RegExp(tableTexts.remove) }))
    await user.click(await screen.findByRole('button', { name: tableTexts.yes }))
    expect(await screen.findByText(tableTexts.deleteFailed(t.errors.kindInUse), {}, wait)).toBeVisible()
    expect(db.certKind.findFirst({ where: { id: { equals: used.id } } })).toBeTruthy()
  })
})
