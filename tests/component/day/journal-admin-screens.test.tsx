import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getJournal, saveMark } from '@/api/journal'
import { db } from '@/mocks/db'
import { journalKeys } from '@/mocks/seed/journal.seed'
import { issueToken } from '@/mocks/node'
import { journalAdminTexts as t } from '@/texts/ru/journal-admin'
import { tableTexts } from '@/texts/ru/table'
import { chooseOption } from '../choose-option'
import { renderScreen } from '../render-screen'

const slow = { timeout: 15_000 }
const ADMIN = 19

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-25T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('journals administration screens', { timeout: 60_000 }, () => {
  it('the admin closes a journal: its teacher can no longer mark (403 with the reason)', async () => {
    const user = userEvent.setup()
    renderScreen({ pattern: '/Journals/Admin/JournalList', path: '/Journals/Admin/JournalList', userID: ADMIN })
    const table = await screen.findByRole('table', { name: t.list.title }, slow)
    const row = within(table).getAllByRole('row')[1]
    const link = within(row).getByRole('link')
    const journalID = Number(link.getAttribute('href')!.split('/').pop())
    await user.click(within(row).getByRole('button', { name: new RegExp(`^${tableTexts.edit}`) }))
    const dialog = await screen.findByRole('dialog', { name: tableTexts.dialogEdit })
    await chooseOption(
      user,
      within(dialog).getByRole('combobox', { name: new RegExp(t.list.colState) }),
      t.list.states.closed,
    )
    await user.click(within(dialog).getByRole('button', { name: tableTexts.save }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow)
    expect(db.journalState.findFirst({ where: { journalID: { equals: journalID } } })?.state).toBe('closed')
    const k = journalKeys().find((j) => j.journalID === journalID)!
    document.cookie = `authToken=${issueToken(k.teacherID)}; path=/`
    await expect(
      saveMark({ journalID, studentID: 1, date: '2026-11-02', value: '5' }, { silent: true }),
    ).rejects.toMatchObject({ code: 'forbidden', message: t.closed })
  })

  it('global settings: a deadline outside 1…30 is refused with the typed value kept; a valid one is stored', async () => {
    const user = userEvent.setup()
    renderScreen({ pattern: '/Journals/Admin/Settings', path: '/Journals/Admin/Settings', userID: ADMIN })
    const table = await screen.findByRole('table', { name: t.settings.title }, slow)
    await user.click(within(table).getByRole('button', { name: new RegExp(`^${tableTexts.edit}`) }))
    const dialog = await screen.findByRole('dialog', { name: tableTexts.dialogEdit })
    const days = within(dialog).getByRole('textbox', { name: new RegExp(t.settings.colDeadline) })
    await user.clear(days)
    await user.type(days, '45')
    await user.click(within(dialog).getByRole('button', { name: tableTexts.save }))
    expect(await within(dialog).findByText(new RegExp(t.settings.deadlineRange), undefined, slow)).toBeVisible()
    expect(days).toHaveValue('45')
    await user.clear(days)
    await user.type(days, '3')
    await user.click(within(dialog).getByRole('checkbox', { name: t.settings.colStudentsSeeGroup }))
    await user.click(within(dialog).getByRole('button', { name: tableTexts.save }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow)
    expect(db.journalGlobalSettings.findFirst({ where: { id: { equals: 1 } } })).toMatchObject({
      deadlineDays: 3,
      studentsSeeGroup: true,
    })
    // the student now reads the whole group's journal
    document.cookie = `authToken=${issueToken(1)}; path=/`
    const k = journalKeys().find((j) => j.groupID === 131)!
    expect((await getJournal(k.journalID, { silent: true })).students.length).toBeGreaterThan(1)
  })

  it('a teacher gets the 403 page', async () => {
    renderScreen({ pattern: '/Journals/Admin/Settings', path: '/Journals/Admin/Settings', userID: 8 })
    expect(await screen.findByRole('heading', { name: /403|Доступ/ }, slow)).toBeVisible()
  })
})
