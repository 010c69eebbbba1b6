import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { db } from '@/mocks/db'
import { journalKeys } from '@/mocks/seed/journal.seed'
import { journalSettingsTexts as t } from '@/texts/ru/journal-settings'
import { tableTexts } from '@/texts/ru/table'
import { chooseOption } from '../choose-option'
import { renderScreen } from '../render-screen'

const slow = { timeout: 15_000 }

describe('journal settings screen (/Journals/Settings)', { timeout: 60_000 }, () => {
  it('the teacher sees their own journals; weights not adding up to 100 are refused with the typed values kept; a fixed form saves', async () => {
    const user = userEvent.setup()
    renderScreen({ pattern: '/Journals/Settings', path: '/Journals/Settings', userID: 8 })
    const table = await screen.findByRole('table', { name: t.title }, slow)
    const own = journalKeys().filter((k) => k.teacherID === 8)
    expect(within(table).getAllByRole('row')).toHaveLength(own.length + 1)
    const row = within(table).getAllByRole('row')[1]
    await user.click(within(row).getByRole('button', { name: new RegExp(`^${tableTexts.edit}`) }))
    const dialog = await screen.findByRole('dialog', { name: tableTexts.dialogEdit })
    const weightClass = within(dialog).getByRole('textbox', { name: new RegExp(t.colClass) })
    await user.clear(weightClass)
    await user.type(weightClass, '60')
    await user.click(within(dialog).getByRole('button', { name: tableTexts.save }))
    expect(await within(dialog).findByText(new RegExp(t.weightsTotal(120)), undefined, slow)).toBeVisible()
    expect(weightClass).toHaveValue('60')
    const weightTests = within(dialog).getByRole('textbox', { name: new RegExp(t.colTests) })
    await user.clear(weightTests)
    await user.type(weightTests, '20')
    await chooseOption(user, within(dialog).getByRole('combobox', { name: new RegExp(t.colScale) }), t.scales.credit)
    await user.click(within(dialog).getByRole('button', { name: tableTexts.save }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow)
    const stored = db.journalSetting.getAll()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ scale: 'credit', weightClass: 60, weightTests: 20, weightHomework: 20 })
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(t.scales.credit), slow)
  })
})
