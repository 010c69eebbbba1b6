import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { db } from '@/mocks/node'
import { dormitoryTexts } from '@/texts/ru/dormitory'
import { tableTexts } from '@/texts/ru/table'
import { renderScreen } from '../render-screen'

const e = dormitoryTexts.errors
const ADMIN = 17
const APPLICANT = 18
const wait = { timeout: 15_000 }

describe('dormitory settings and list (resource kit)', { timeout: 40_000 }, () => {
  it('the admin edits an odds value: out of range is refused in Russian and the typed value stays; a valid one is stored', async () => {
    const user = userEvent.setup()
    renderScreen({ pattern: '/Dormitory/Admin/editingOdds/', path: '/Dormitory/Admin/editingOdds/', userID: ADMIN })
    const row = (await screen.findByText('Многодетная семья', {}, wait)).closest('tr')!
    await user.click(within(row).getByRole('button', { name: new RegExp(tableTexts.edit) }))
    const dialog = await screen.findByRole('dialog')
    const value = within(dialog).getByLabelText(new RegExp(dormitoryTexts.odds.colValue.replace(/[()]/g, '.')))
    await user.clear(value)
    await user.type(value, '150')
    await user.click(within(dialog).getByRole('button', { name: tableTexts.save }))
    expect(await within(dialog).findByText(tableTexts.saveFailed(e.oddsRange))).toBeVisible()
    expect(value).toHaveValue('150')
    await user.clear(value)
    await user.type(value, '20')
    await user.click(within(dialog).getByRole('button', { name: tableTexts.save }))
    await waitFor(() => expect(db.dormOdds.findFirst({ where: { code: { equals: 'largeFamily' } } })?.value).toBe(20))
  })

  it('an applicant’s list shows only her own request', async () => {
    db.dormRequest.create({
      id: 901,
      concestID: 7,
      userID: APPLICANT,
      benefits: [],
      document: '',
      averageMark: 4,
      distance: 100,
      state: 'submitted',
      hostelID: 0,
      room: '',
      slotID: 0,
      reason: '',
      createdAt: new Date().toISOString(),
    })
    renderScreen({ pattern: '/Dormitory/List', path: '/Dormitory/List', userID: APPLICANT })
    expect(await screen.findByText('Воробьёва Полина Максимовна', {}, wait)).toBeVisible()
    expect(screen.getAllByRole('row').filter((r) => r.querySelector('td'))).toHaveLength(1)
  })
})
