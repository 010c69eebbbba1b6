import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { db, issueToken, server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { contestTexts } from '@/texts/ru/contests'
import { tableTexts } from '@/texts/ru/table'
import { renderScreen } from '../render-screen'

const t = contestTexts.admin
const wait = { timeout: 15_000 }
const ORGANISER = 16
const at = { pattern: '/Contests/Admin/', path: '/Contests/Admin/' }
const rowOf = async (name: string) => (await screen.findByRole('cell', { name }, wait)).closest('tr')!

describe('contests administration', { timeout: 60_000 }, () => {
  it('lists every contest with its state and applications; end before start is refused in Russian, then saved', async () => {
    const user = userEvent.setup()
    renderScreen({ ...at, userID: ORGANISER })
    const open = await rowOf('Конкурс проектов «Цифровой кампус»')
    expect(within(open).getByRole('cell', { name: contestTexts.list.statusOpen })).toBeVisible()
    expect(within(open).getByRole('cell', { name: '3' })).toBeVisible()
    expect(within(open).getByRole('link', { name: t.settingsLink })).toHaveAttribute(
      'href',
      '/WebApp/Contests/SettingContest/4',
    )
    const finished = await rowOf('Конкурс студенческих стартапов «Идея-2026»')
    expect(within(finished).getByRole('cell', { name: contestTexts.list.statusClosed })).toBeVisible()

    await user.click(within(finished).getByRole('button', { name: new RegExp(tableTexts.edit) }))
    const dialog = await screen.findByRole('dialog')
    const end = within(dialog).getByLabelText(new RegExp(`^${t.colEnd}`))
    await user.clear(end)
    await user.type(end, '01.08.2026')
    await user.click(within(dialog).getByRole('button', { name: tableTexts.save }))
    expect(await within(dialog).findByText(tableTexts.saveFailed(t.dateOrder), {}, wait)).toBeVisible()
    expect(end).toHaveValue('01.08.2026')
    await user.clear(end)
    await user.type(end, '20.11.2026')
    await user.click(within(dialog).getByRole('button', { name: tableTexts.save }))
    await waitFor(
      () => expect(db.contest.findFirst({ where: { competitionID: { equals: 5 } } })?.dateTo).toBe('2026-11-20'),
      wait,
    )
  })

  it('a contest with applications is not deleted: the reason is shown and the row stays', async () => {
    const user = userEvent.setup()
    renderScreen({ ...at, userID: ORGANISER })
    const finished = await rowOf('Конкурс студенческих стартапов «Идея-2026»')
    await user.click(within(finished).getByRole('button', { name: new RegExp(`^${tableTexts.remove}`) }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: tableTexts.yes }))
    expect(await screen.findByText(new RegExp(t.hasApplications), {}, wait)).toBeVisible()
    expect(db.contest.findFirst({ where: { competitionID: { equals: 5 } } })?.isDelete).toBe(false)
  })

  it('a failed load says so; the server refuses a student (403) and a request without a token (401)', async () => {
    const url = 'http://localhost/api/Contests/Admin/List'
    const asStudent = await fetch(url, { headers: { Authorization: `Bearer ${issueToken(1)}` } })
    expect(asStudent.status).toBe(403)
    expect((await fetch(url)).status).toBe(401)
    server.use(http.get('*/api/Contests/Admin/List', () => failure(500, 'Сбой')))
    renderScreen({ ...at, userID: ORGANISER })
    expect(await screen.findByText(new RegExp(tableTexts.loadFailed), {}, wait)).toBeVisible()
  })
})
