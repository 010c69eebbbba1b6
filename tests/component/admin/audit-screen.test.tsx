import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { adminTexts as t } from '@/texts/ru/admin'
import { shellPageTexts } from '@/texts/ru/shell-pages'
import AuditScreen from '@/screens/admin/audit-screen'
import { renderScreen } from '../render-screen'

const ADMIN = 7
const STUDENT = 1
/** The screens these tests open, at their route-table patterns (one is mounted by the path). */
const ROUTES = [{ pattern: '/Admin/Audit', screen: AuditScreen }]
function openAs(userID: number, path: string) {
  const [first, ...also] = ROUTES
  return renderScreen({ path, ...first, also, userID })
}

describe('/Admin/Audit', { timeout: 30_000 }, () => {
  it('shows who changed what and when; filters by user; a reversed period is refused and keeps the dates', async () => {
    const user = userEvent.setup()
    openAs(ADMIN, '/Admin/Audit')
    await screen.findByRole('table', { name: t.auditTitle }, { timeout: 15_000 })
    const table = () => screen.getByRole('table', { name: t.auditTitle })
    expect(await within(table()).findByRole('cell', { name: '/Feedback/1/Answer' })).toBeInTheDocument()
    expect(within(table()).getAllByRole('cell', { name: 'Соколова Анна Игоревна' }).length).toBeGreaterThan(0)
    expect(within(table()).getByRole('cell', { name: t.auditSystem })).toBeInTheDocument()

    const userInput = document.getElementById(
      screen.getByText(t.auditUser, { selector: 'label' }).getAttribute('for')!,
    )!
    await user.click(userInput.closest('.p-dropdown')!)
    const panel = await waitFor(() => document.querySelector<HTMLElement>('.p-dropdown-panel')!)
    await user.click(await within(panel).findByText('Орлов Игорь Владимирович'))
    await user.click(screen.getByRole('button', { name: t.auditApply }))
    await waitFor(() => expect(within(table()).queryAllByRole('cell', { name: 'Соколова Анна Игоревна' })).toEqual([]))
    expect(within(table()).getByRole('cell', { name: 'Орлов Игорь Владимирович' })).toBeInTheDocument()
    expect(within(table()).queryByRole('cell', { name: '/Admin/LogErrors' })).toBeNull()

    const from = screen.getByLabelText(t.auditFrom)
    const to = screen.getByLabelText(t.auditTo)
    await user.type(from, '10.05.2026')
    await user.type(to, '01.05.2026')
    await user.click(screen.getByRole('button', { name: t.auditApply }))
    expect(await screen.findByText(t.auditPeriodInvalid)).toBeInTheDocument()
    expect(from).toHaveValue('10.05.2026')
    expect(to).toHaveValue('01.05.2026')

    await user.click(screen.getByRole('button', { name: t.auditReset }))
    await waitFor(() => expect(within(table()).getAllByRole('cell', { name: '/Admin/LogErrors' })).toHaveLength(2))
  })

  it('a student gets the forbidden page', async () => {
    openAs(STUDENT, '/Admin/Audit')
    expect(
      await screen.findByRole('heading', { name: shellPageTexts.forbiddenTitle }, { timeout: 15_000 }),
    ).toBeInTheDocument()
  })
})
