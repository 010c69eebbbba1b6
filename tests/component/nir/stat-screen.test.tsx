import { describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Router } from 'wouter'
import NirStatScreen from '@/screens/nir/stat-screen'
import { issueToken } from '@/mocks/node'
import { db } from '@/mocks/db'
import { NIR_STATUS } from '@/lib/constants/nir'
import { nirStatTexts as t } from '@/texts/ru/nir-stat'
import { routeNames } from '@/texts/ru/routes'

const STATS = 25

function open(page: 'nirStatType' | 'nirStat') {
  document.cookie = `authToken=${issueToken(STATS)}; path=/`
  return render(
    <Router base="/WebApp">
      <NirStatScreen params={{}} page={page} />
    </Router>,
  )
}
const typeName = (id: number) => db.refPubType.findFirst({ where: { id: { equals: id } } })!.name
const category = (id: number) => db.refPubType.findFirst({ where: { id: { equals: id } } })!.category
const academic = (date: string) => {
  const y = Number(date.slice(0, 4))
  return Number(date.slice(5, 7)) >= 9 ? y : y - 1
}

describe('research statistics by type (/nirStatType)', { timeout: 60_000 }, () => {
  it('shows each type’s figures counted from the stored works, with a total; the year narrows them', async () => {
    const user = userEvent.setup()
    open('nirStatType')
    expect(await screen.findByRole('heading', { level: 1, name: routeNames['/nirStatType'] })).toBeVisible()
    const name = t.tableOf(routeNames['/nirStatType'])
    const table = await screen.findByRole('table', { name }, { timeout: 15_000 })
    const works = db.nirWork.getAll().filter((w) => !w.isDelete && category(w.typeID) === 'НИД')
    const articles = works.filter((w) => typeName(w.typeID) === 'Статья')
    const row = within(table).getByRole('row', { name: new RegExp(`^Статья ${articles.length} `) })
    const accepted = articles.filter((w) => w.status === NIR_STATUS.accepted || w.status === NIR_STATUS.published)
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent(String(accepted.length))
    const total = within(table).getByRole('row', { name: new RegExp(`^${t.total} ${works.length} `) })
    expect(total).toBeInTheDocument()

    await user.click(document.getElementById('nir-stat-year')!.closest('.p-dropdown') as HTMLElement)
    await user.click(await screen.findByRole('option', { name: '2024-2025', hidden: true }))
    const inYear = works.filter((w) => academic(w.dateInsert) === 2024)
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('table', { name })).getByRole('row', {
            name: new RegExp(`^${t.total} ${inYear.length} `),
          }),
        ).toBeInTheDocument(),
      { timeout: 15_000 },
    )
    expect(screen.getByText(t.period('2024-2025', t.allSems, t.allDepartments))).toBeInTheDocument()
  })

  it('by department (/nirStat): a figure per department, each with its decorative bar', async () => {
    open('nirStat')
    const table = await screen.findByRole('table', { name: t.tableOf(routeNames['/nirStat']) }, { timeout: 15_000 })
    const bodyRows = within(table).getAllByRole('row').slice(1, -1)
    expect(bodyRows.length).toBeGreaterThan(1)
    expect(table.querySelectorAll('tbody .value-bar[aria-hidden="true"]')).toHaveLength(bodyRows.length)
  })
})
