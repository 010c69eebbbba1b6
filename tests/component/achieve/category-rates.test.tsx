import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { db, issueToken } from '@/mocks/node'
import { portfolioTexts as t } from '@/texts/ru/portfolio'
import { tableTexts } from '@/texts/ru/table'
import { renderScreen } from '../render-screen'

const wait = { timeout: 15_000 }
const ADMIN = 7
const STUDENT = 1
const url = 'http://localhost/api/Portfolio/Admin/CategoriesRates'
const pointsOf = async (workID: number) => {
  const res = await fetch(`http://localhost/api/Portfolio/Work?workID=${workID}`, {
    headers: { Authorization: `Bearer ${issueToken(ADMIN)}` },
  })
  return ((await res.json()) as { data: { points: number } }).data.points
}

describe('weights of the portfolio categories', { timeout: 40_000 }, () => {
  it('a weight out of 10…500 is refused in Russian; a valid one is stored and scales the works’ points', async () => {
    const user = userEvent.setup()
    const sport = db.portfolioCategory.findFirst({ where: { name: { equals: 'Спорт' } } })!
    const typeIDs = db.portfolioType.findMany({ where: { categoryID: { equals: sport.id } } }).map((x) => x.id)
    const work = db.portfolioWork.getAll().find((w) => typeIDs.includes(w.typeID))!
    const before = await pointsOf(work.id)
    expect(before).toBeGreaterThan(0)
    renderScreen({
      pattern: '/Portfolio/Admin/CategoriesRates',
      path: '/Portfolio/Admin/CategoriesRates',
      userID: ADMIN,
    })
    const row = (await screen.findByRole('cell', { name: 'Спорт' }, wait)).closest('tr')!
    expect(within(row).getByRole('cell', { name: '100' })).toBeVisible()
    await user.click(within(row).getByRole('button', { name: new RegExp(tableTexts.edit) }))
    const dialog = await screen.findByRole('dialog')
    const rate = within(dialog).getByLabelText(new RegExp(`^${t.rates.colRate}`))
    await user.clear(rate)
    await user.type(rate, '5')
    await user.click(within(dialog).getByRole('button', { name: tableTexts.save }))
    expect(await within(dialog).findByText(tableTexts.saveFailed(t.rates.rateRange), {}, wait)).toBeVisible()
    await user.clear(rate)
    await user.type(rate, '200')
    await user.click(within(dialog).getByRole('button', { name: tableTexts.save }))
    await waitFor(
      () => expect(db.portfolioCategoryRate.findFirst({ where: { categoryID: { equals: sport.id } } })?.rate).toBe(200),
      wait,
    )
    expect(await pointsOf(work.id)).toBe(before * 2)
  })

  it('the server refuses a student (403) and a request without a token (401)', async () => {
    expect((await fetch(url, { headers: { Authorization: `Bearer ${issueToken(STUDENT)}` } })).status).toBe(403)
    expect((await fetch(`${url}/1`, { method: 'PUT', body: '{"rate":120}' })).status).toBe(401)
  })
})
