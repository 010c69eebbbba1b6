import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { db, server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { achieveTexts } from '@/texts/ru/achieve'
import { renderScreen } from '../render-screen'

const t = achieveTexts.work
const wait = { timeout: 15_000 }
const STUDENT = 1
const at = (id?: number) => ({
  pattern: '/Portfolio/Works/:workID?',
  path: id ? `/Portfolio/Works/${id}` : '/Portfolio/Works',
})
const works = (userID: number) => db.portfolioWork.findMany({ where: { userID: { equals: userID } } })

describe('my achievements (/Portfolio/Works)', { timeout: 40_000 }, () => {
  it('lists the own works; opening one shows its card with the verifier’s remark and an edit link', async () => {
    const user = userEvent.setup()
    const returned = works(STUDENT).find((w) => w.status === 'returned')!
    renderScreen({ ...at(), userID: STUDENT })
    const table = await screen.findByRole('table', { name: t.myTable }, wait)
    expect(within(table).getAllByRole('row')).toHaveLength(works(STUDENT).length + 1)
    await user.click(within(table).getByRole('link', { name: returned.title }))
    const card = await screen.findByRole('region', { name: t.card.replace('{title}', returned.title) }, wait)
    expect(within(card).getByText(new RegExp(returned.remark))).toBeVisible()
    expect(within(card).getByRole('link', { name: t.edit })).toHaveAttribute(
      'href',
      `/WebApp/Portfolio/Work/${returned.typeID}/${returned.id}`,
    )
    const current = within(await screen.findByRole('table', { name: t.myTable }, wait)).getByRole('link', {
      name: returned.title,
    })
    expect(current).toHaveAttribute('aria-current', 'page')
  })

  it('a confirmed work has no edit link; another person’s work and a missing one are said so (403, 404)', async () => {
    const confirmed = works(STUDENT).find((w) => w.status === 'confirmed')!
    const view = renderScreen({ ...at(confirmed.id), userID: STUDENT })
    const card = await screen.findByRole('region', { name: t.card.replace('{title}', confirmed.title) }, wait)
    expect(within(card).queryByRole('link', { name: t.edit })).toBeNull()
    view.unmount()
    const foreign = db.portfolioWork.getAll().find((w) => w.userID !== STUDENT)!
    const again = renderScreen({ ...at(foreign.id), userID: STUDENT })
    expect(await screen.findByText(t.errors.notYours, {}, wait)).toBeVisible()
    again.unmount()
    renderScreen({ ...at(99_999), userID: STUDENT })
    expect(await screen.findByText(t.notFound, {}, wait)).toBeVisible()
  })

  it('a failed load says so and «Повторить» loads again', async () => {
    let failing = true
    server.use(http.get('*/api/Portfolio/MyWorks', () => (failing ? failure(500, 'Сбой') : undefined)))
    const user = userEvent.setup()
    renderScreen({ ...at(), userID: STUDENT })
    expect(await screen.findByText(t.errors.loadFailed, {}, wait)).toBeVisible()
    failing = false
    await user.click(screen.getByRole('button', { name: t.retry }))
    expect(await screen.findByRole('table', { name: t.myTable }, wait)).toBeVisible()
  })
})
