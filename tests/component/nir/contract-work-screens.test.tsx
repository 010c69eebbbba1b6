import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { db, server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { contractTexts as t } from '@/texts/ru/nir-contract'
import { renderScreen } from '../render-screen'

const AUTHOR = 2
const TEACHER = 8
const SHOW = { pattern: '/ContractWork/show/:workID' }
const EDIT = { pattern: '/ContractWork/edit/:workID' }
const LIST = { pattern: '/ContractWork/:workID?' }
const wait = { timeout: 15_000 }
const label = (text: string) => new RegExp(text.replace(/[().,%]/g, '\\$&'))

function teacherOption(userID: number) {
  const u = db.user.findFirst({ where: { userID: { equals: userID } } })!
  return `${u.last_name} ${u.first_name} ${u.middle_name} (${u.department})`
}

describe('Contract works (/ContractWork, show, edit)', { timeout: 60_000 }, () => {
  it('lists the author’s works; a new one: missing fields named, the leader’s share error, a refusal keeps the typing, saved → its page', async () => {
    const user = userEvent.setup()
    renderScreen({ ...LIST, path: '/ContractWork', userID: AUTHOR, also: [SHOW, EDIT] })
    const table = await screen.findByRole('table', { name: t.listTitle }, wait)
    expect(
      within(table).getByRole('link', { name: t.open('Договор на экспертизу проектной документации') }),
    ).toBeVisible()
    expect(within(table).getByText('2026/ХД-117')).toBeInTheDocument()
    expect(within(table).queryByText('2026/ХД-088')).toBeNull()

    await user.click(screen.getByRole('link', { name: t.newWork }))
    expect(await screen.findByRole('heading', { level: 1, name: t.newTitle }, wait)).toBeVisible()
    const save = await screen.findByRole('button', { name: t.save }, wait)
    await user.click(save)
    expect(await screen.findByText(t.required.title)).toBeInTheDocument()
    expect(screen.getByText(t.required.customer)).toBeInTheDocument()
    expect(screen.getByText(t.required.dateStart)).toBeInTheDocument()

    await user.type(screen.getByLabelText(label(t.title)), 'Обследование кровли учебного корпуса')
    await user.type(screen.getByLabelText(label(t.customer)), 'ООО «Стройконтроль»')
    await user.type(screen.getByLabelText(label(t.contractNumber)), '2026/ХД-310')
    await user.type(screen.getByLabelText(label(t.amount)), '300000')
    await user.type(screen.getByLabelText(label(t.dateStart), { selector: 'input' }), '01.12.2026')
    await user.type(screen.getByLabelText(label(t.dateEnd), { selector: 'input' }), '01.11.2026')
    await user.click(screen.getByRole('button', { name: t.addExecutor }))
    await user.click(document.querySelector('[id$="executors-0-userID"]')!.closest('.p-dropdown') as HTMLElement)
    await user.click(await screen.findByRole('option', { name: teacherOption(1003), hidden: true }))
    const share = screen.getByLabelText(label(t.executorShare(1)))
    await user.clear(share)
    await user.type(share, '100')
    await user.tab()
    expect(await screen.findByTestId('leader-share')).toHaveTextContent(`${t.leaderShare}: 0 %`)
    await user.click(save)
    expect(await screen.findByText(t.shareTooBig)).toBeInTheDocument()
    await user.clear(share)
    await user.type(share, '40')
    await user.tab()
    await user.click(save)
    expect(await screen.findByText(t.datesOrder)).toBeInTheDocument()
    const end = screen.getByLabelText(label(t.dateEnd), { selector: 'input' })
    await user.clear(end)
    await user.type(end, '30.06.2027')
    expect(screen.getByTestId('leader-share')).toHaveTextContent(`${t.leaderShare}: 60 %`)
    server.use(
      http.post('*/api/ContractWork/Set/Work', () => failure(400, 'Договор с таким номером уже внесён'), {
        once: true,
      }),
    )
    await user.click(save)
    expect(await screen.findByText('Договор с таким номером уже внесён', {}, wait)).toBeInTheDocument()
    expect(screen.getByLabelText(label(t.title))).toHaveValue('Обследование кровли учебного корпуса')

    await user.click(save)
    expect(await screen.findByRole('heading', { level: 1, name: t.showTitle }, wait)).toBeVisible()
    const stored = db.contractWork.findFirst({ where: { contractNumber: { equals: '2026/ХД-310' } } })!
    expect(stored).toMatchObject({ idUser: AUTHOR, amount: 300_000, dateEnd: '2027-06-30', stage: 1 })
    expect(JSON.parse(stored.executors)).toEqual([{ userID: 1003, share: 40 }])
    expect(await screen.findByText('ООО «Стройконтроль»', {}, wait)).toBeInTheDocument()
    expect(screen.getByText(/— 60 %/)).toBeInTheDocument()
  })

  it('the author removes a co-executor of work 103 from its page (the leader’s share grows)', async () => {
    const user = userEvent.setup()
    renderScreen({ ...SHOW, path: '/ContractWork/show/103', userID: AUTHOR, also: [EDIT] })
    const title = 'Договор на экспертизу проектной документации'
    await user.click(await screen.findByRole('link', { name: t.editWork(title) }, wait))
    expect(await screen.findByRole('heading', { level: 1, name: t.editTitle }, wait)).toBeVisible()
    expect(await screen.findByLabelText(label(t.title), {}, wait)).toHaveValue(title)
    expect(screen.getByTestId('leader-share')).toHaveTextContent(`${t.leaderShare}: 50 %`)
    await user.click(screen.getByRole('button', { name: t.removeExecutor(2) }))
    expect(screen.getByTestId('leader-share')).toHaveTextContent(`${t.leaderShare}: 70 %`)
    await user.click(screen.getByRole('button', { name: t.save }))
    await waitFor(
      () =>
        expect(JSON.parse(db.contractWork.findFirst({ where: { workID: { equals: 103 } } })!.executors)).toHaveLength(
          1,
        ),
      wait,
    )
    expect(await screen.findByRole('heading', { level: 1, name: t.showTitle }, wait)).toBeVisible()
  })

  it('another teacher gets «no access» (403); a failed list (500) offers a retry', async () => {
    const user = userEvent.setup()
    let view = renderScreen({ ...SHOW, path: '/ContractWork/show/103', userID: TEACHER })
    expect(await screen.findByText('Нет доступа к этой работе', {}, wait)).toBeInTheDocument()
    view.unmount()
    view = renderScreen({ ...EDIT, path: '/ContractWork/edit/103', userID: TEACHER })
    expect(await screen.findByText('Нет доступа к этой работе', {}, wait)).toBeInTheDocument()
    view.unmount()

    server.use(http.get('*/api/ContractWork/Get/ListWorks', () => failure(500, 'Сбой')))
    renderScreen({ ...LIST, path: '/ContractWork', userID: AUTHOR })
    expect(await screen.findByText(t.errors.failed, {}, wait)).toBeInTheDocument()
    server.resetHandlers()
    await user.click(await screen.findByRole('button', { name: t.retry }, wait))
    expect(await screen.findByRole('table', { name: t.listTitle }, wait)).toBeVisible()
  })
})
