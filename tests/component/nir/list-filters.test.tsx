import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Router } from 'wouter'
import PublicationListScreen from '@/screens/nir/publication-list-screen'
import { issueToken } from '@/mocks/node'
import { nirTexts as t } from '@/texts/ru/nir'

const exported = vi.hoisted(() => ({ rows: [] as Record<string, unknown>[], fileName: '' }))
vi.mock('@/ui/data-table/export-xlsx', () => ({
  exportXlsx: async (_c: unknown, rows: Record<string, unknown>[], _l: unknown, fileName: string) => {
    exported.rows = rows
    exported.fileName = fileName
  },
}))

const AUTHOR = 2

describe('a list of works: filters by year, type and status, and .xlsx', { timeout: 60_000 }, () => {
  it('the author filters their works by status and downloads what is shown', async () => {
    const user = userEvent.setup()
    window.history.replaceState(null, '', '/WebApp/listpublication/author')
    document.cookie = `authToken=${issueToken(AUTHOR)}; path=/`
    render(
      <Router base="/WebApp">
        <PublicationListScreen params={{ role: 'author' }} />
      </Router>,
    )
    const table = await screen.findByRole('table', { name: t.myWorks }, { timeout: 20_000 })
    const all = within(table).getAllByRole('row').length - 1
    const statuses = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.querySelector(`td[data-label="${t.colStatus}"]`)!.textContent!)
    const status = statuses[0]
    await user.click(document.getElementById('nir-list-status')!.closest('.p-dropdown') as HTMLElement)
    await user.click(await screen.findByRole('option', { name: status, hidden: true }))
    const kept = statuses.filter((s) => s === status).length
    expect(within(table).getAllByRole('row')).toHaveLength(kept + 1)
    expect(kept).toBeLessThanOrEqual(all)
    expect(screen.getByText(t.count(kept))).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: t.filters.xlsx }))
    expect(exported.rows).toHaveLength(kept)
    expect(exported.rows.every((r) => r.statusName === status)).toBe(true)
    expect(exported.fileName).toBe('raboty-author.xlsx')
  })
})
