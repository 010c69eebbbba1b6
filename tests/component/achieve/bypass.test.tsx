import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { db } from '@/mocks/db'
import { achieveTexts } from '@/texts/ru/achieve'
import BypassScreen from '@/screens/achieve/bypass-screen'
import { renderScreen } from '../render-screen'

const t = achieveTexts.bypass
const STUDENT = 1
const DEAN = 9

/** The screens these tests open, at their route-table patterns (one is mounted by the path). */
const ROUTES = [{ pattern: '/bypassSheet/list', screen: BypassScreen }]
function openAs(userID: number, path: string) {
  const [first, ...also] = ROUTES
  return renderScreen({ path, ...first, also, userID })
}

/** A server round trip: on CI's 2 busy cores it can take longer than findBy's default second. */
const ANSWER = { timeout: 15_000 }

describe('bypass sheet screen', { timeout: 40_000 }, () => {
  it('a student opens a sheet; the dean’s office marks a debt with what is owed and signs another department', async () => {
    const user = userEvent.setup()
    const first = openAs(STUDENT, '/bypassSheet/list')
    expect(await screen.findByText(t.none, {}, { timeout: 15_000 })).toBeVisible()
    await user.click(screen.getByRole('button', { name: t.open }))
    expect(await screen.findByText(t.errors.reasonRequired)).toBeVisible()
    const label = screen.getByText((_, el) => el?.tagName === 'LABEL' && /^Основание/.test(el.textContent ?? ''))
    await user.click(document.getElementById((label as HTMLLabelElement).htmlFor)!.closest('.p-dropdown')!)
    await user.click(await screen.findByRole('option', { name: t.reasons.graduation, hidden: true }))
    await user.click(screen.getByRole('button', { name: t.open }))
    expect(await screen.findByText(t.opened, {}, ANSWER)).toBeVisible()
    const sheet = db.bypassSheet.findFirst({ where: { studentID: { equals: STUDENT } } })!
    // The message comes with the answer; the sheet's table follows when the page has read the sheet again.
    const marks = await screen.findByRole('table', { name: `${t.sheetOf} № ${sheet.id}: ${t.departments}` }, ANSWER)
    expect(within(marks).getAllByRole('row')).toHaveLength(1 + 6)
    expect(screen.getByText(`${t.progress}: 0 ${t.of} 6`)).toBeVisible()
    first.unmount()

    openAs(DEAN, '/bypassSheet/list')
    await user.click(
      await screen.findByRole(
        'button',
        { name: `${t.select}: ${t.sheetOf} № ${sheet.id}, Соколова Анна Игоревна` },
        { timeout: 15_000 },
      ),
    )
    await user.click(await screen.findByRole('button', { name: `${t.debt}: Научная библиотека` }))
    const form = screen.getByRole('form', { name: `${t.debtTitle}: Научная библиотека` })
    await user.click(within(form).getByRole('button', { name: t.debt }))
    expect(await within(form).findByText(t.errors.noteRequired)).toBeVisible()
    await user.type(within(form).getByLabelText(new RegExp(t.note)), 'Вернуть 2 книги')
    await user.click(within(form).getByRole('button', { name: t.debt }))
    expect(await screen.findByText(t.done.debt, {}, ANSWER)).toBeVisible()
    // The marks are read again after the debt: sign once the buttons are back.
    const sign = screen.getByRole('button', { name: `${t.sign}: Бухгалтерия` })
    await waitFor(() => expect(sign).toBeEnabled(), ANSWER)
    await user.click(sign)
    expect(await screen.findByText(t.done.signed, {}, ANSWER)).toBeVisible()
    const staffMarks = screen.getByRole('table', { name: `${t.sheetOf} № ${sheet.id}: ${t.departments}` })
    const rows = within(staffMarks).getAllByRole('row')
    expect(rows[1]).toHaveTextContent(`${t.marks.debt}Вернуть 2 книги`)
    expect(rows[2]).toHaveTextContent(t.marks.signed)
    expect(within(rows[2]).queryByRole('button', { name: `${t.sign}: Бухгалтерия` })).toBeNull()
    expect(screen.getByText(`${t.progress}: 1 ${t.of} 6`)).toBeVisible()
  })
})
