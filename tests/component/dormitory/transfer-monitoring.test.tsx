import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { db, issueToken, server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { countByMonth, getTransfers } from '@/api/transfers'
import { ApiError } from '@/api/errors'
import { academicYear } from '@/lib/dates'
import { transferTexts as t } from '@/texts/ru/transfers'
import { renderScreen } from '../render-screen'

const DEAN = 9
const wait = { timeout: 15_000 }
const path = '/Statistics/TransferMonitoring'
/** The PrimeReact dropdown of a filter's label. */
const dropdown = (text: string) => {
  const label = screen.getAllByText((_, el) => el?.tagName === 'LABEL' && el.textContent === text)[0]
  return document.getElementById((label as HTMLLabelElement).htmlFor)!.closest('.p-dropdown') as HTMLElement
}

describe('transfer monitoring', { timeout: 40_000 }, () => {
  it('counts by month and kind', () => {
    expect(
      countByMonth([
        { date: '2026-10-03', kind: 'group' },
        { date: '2026-09-20', kind: 'form' },
        { date: '2026-10-11', kind: 'group' },
        { date: '2026-10-30', kind: 'programme' },
      ]),
    ).toEqual([
      { month: '2026-09', group: 0, programme: 0, form: 1, total: 1 },
      { month: '2026-10', group: 2, programme: 1, form: 0, total: 3 },
    ])
  })

  it('a dean sees this year’s transfers by month; the faculty filter asks the server, the kind narrows', async () => {
    const user = userEvent.setup()
    renderScreen({ pattern: path, path, userID: DEAN })
    const [start, end] = academicYear().split('-')
    const inYear = db.studentTransfer.getAll().filter((r) => r.date >= `${start}-09-01` && r.date <= `${end}-08-31`)
    expect(await screen.findByText(t.summary(inYear.length), {}, wait)).toBeVisible()
    const list = screen.getByRole('table', { name: t.list })
    expect(within(list).getAllByRole('row')).toHaveLength(1 + inYear.length)
    await user.click(dropdown(t.faculty))
    await user.click(await screen.findByRole('option', { name: 'Факультет экономики и управления', hidden: true }))
    const ofFaculty = inYear.filter((r) => r.facultyID === 2)
    expect(await screen.findByText(t.summary(ofFaculty.length), {}, wait)).toBeVisible()
    await user.click(dropdown(t.kind))
    await user.click(await screen.findByRole('option', { name: t.kinds.group, hidden: true }))
    expect(await screen.findByText(t.summary(ofFaculty.filter((r) => r.kind === 'group').length))).toBeVisible()
  })

  it('the call refuses other roles (403) and a bad year or faculty (400, in Russian)', async () => {
    const refusal = (filter: { year: string; facultyID: number }) =>
      getTransfers(filter, { silent: true }).then(
        () => null,
        (e: unknown) => (e instanceof ApiError ? [e.code, e.serverMessage] : e),
      )
    document.cookie = 'authToken=' + issueToken(1)
    expect(await refusal({ year: '2026-2027', facultyID: 0 })).toEqual(['forbidden', expect.anything()])
    document.cookie = 'authToken=' + issueToken(DEAN)
    expect(await refusal({ year: '2026', facultyID: 0 })).toEqual(['badRequest', t.errors.badYear])
    expect(await refusal({ year: '2026-2027', facultyID: 99 })).toEqual(['badRequest', t.errors.badFaculty])
  })

  it('a server failure (500) is said and retried', async () => {
    let failing = true
    server.use(http.get('*/api/Statistics/TransferMonitoring', () => (failing ? failure(500, 'Сбой') : undefined)))
    const user = userEvent.setup()
    renderScreen({ pattern: path, path, userID: DEAN })
    expect(await screen.findByText(new RegExp(t.loadFailed), {}, wait)).toBeVisible()
    failing = false
    await user.click(screen.getByRole('button', { name: t.refresh }))
    expect(await screen.findByRole('table', { name: t.list }, wait)).toBeVisible()
  })
})
