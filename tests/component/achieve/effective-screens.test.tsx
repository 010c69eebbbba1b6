import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { db, server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { effectiveTexts } from '@/texts/ru/effective'
import { renderScreen } from '../render-screen'

const t = effectiveTexts
const HEAD = 2
const TEACHER = 8
const ADMIN = 7
const VAK = 'Статьи в журналах из перечня ВАК'
const wait = { timeout: 15_000 }

describe('effective contract screens', { timeout: 40_000 }, () => {
  it('a teacher enters a fact: empty fields are named, a refused save keeps the text, a saved one recounts the points', async () => {
    let refusing = true
    server.use(
      http.put('*/api/EffectiveContract/Fact', () =>
        refusing ? failure(400, 'Период закрыт для изменений') : undefined,
      ),
    )
    const user = userEvent.setup()
    renderScreen({ pattern: '/EffectiveContract/:teacherID?', path: '/EffectiveContract', userID: TEACHER })
    const table = await screen.findByRole(
      'table',
      { name: t.table(t.cardTitle, 'Павлова Мария Александровна', '2026/2027') },
      wait,
    )
    await user.click(within(table).getByRole('button', { name: `${t.editFact}: ${VAK}` }))
    const dialog = await screen.findByRole('dialog', { name: t.editTitle })
    const fact = within(dialog).getByLabelText(/^Факт, шт\./)
    const evidence = within(dialog).getByLabelText(new RegExp(`^${t.evidence}`))
    await user.clear(fact)
    await user.clear(evidence)
    await user.click(within(dialog).getByRole('button', { name: t.save }))
    expect(await within(dialog).findByText(t.errors.factRequired)).toBeVisible()
    expect(within(dialog).getByText(t.errors.evidenceRequired)).toBeVisible()
    await user.type(fact, '3')
    await user.type(evidence, 'Статья в «Вестнике»')
    await user.click(within(dialog).getByRole('button', { name: t.save }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `${t.errors.saveFailed}: Период закрыт для изменений`,
    )
    expect(evidence).toHaveValue('Статья в «Вестнике»')
    refusing = false
    await user.click(within(dialog).getByRole('button', { name: t.save }))
    expect(await screen.findByText(`${t.saved}: ${VAK}`)).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const row = within(table).getByRole('rowheader', { name: VAK }).closest('tr')!
    // cells: section, unit, plan, fact, evidence, points, excess, the button (the indicator is the row header)
    const cells = within(row).getAllByRole('cell')
    expect(cells[3]).toHaveTextContent('3')
    expect(cells[4]).toHaveTextContent('Статья в «Вестнике»')
    expect(cells[5]).toHaveTextContent('24')
    expect(cells[6]).toHaveTextContent('12')
  })

  it('the viewer opens a teacher’s card from the staff list; a head may not open another department’s teacher', async () => {
    const user = userEvent.setup()
    const view = renderScreen({
      pattern: '/staff/EffectiveContract',
      path: '/staff/EffectiveContract',
      userID: ADMIN,
      also: [{ pattern: '/EffectiveContract/:teacherID?' }],
    })
    const staff = await screen.findByRole('table', { name: t.table(t.staffTitle, '', '2026/2027') }, wait)
    expect(within(staff).getAllByRole('row')).toHaveLength(1 + 62)
    await user.click(within(staff).getByRole('link', { name: 'Павлова Мария Александровна' }))
    const card = await screen.findByRole(
      'table',
      { name: t.table(t.cardTitle, 'Павлова Мария Александровна', '2026/2027') },
      wait,
    )
    expect(within(card).queryByRole('button', { name: new RegExp(t.editFact) })).toBeNull()
    expect(within(card).getAllByRole('rowheader').length).toBe(1 + db.ecIndicator.count())
    view.unmount()
    renderScreen({ pattern: '/EffectiveContract/:teacherID?', path: '/EffectiveContract/1001', userID: HEAD })
    expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent(t.errors.notYours)
  })
})
