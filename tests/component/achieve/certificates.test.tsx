import { describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import CertOrderingScreen from '@/screens/achieve/cert-ordering-screen'
import CertProcessingScreen from '@/screens/achieve/cert-processing-screen'
import { issueToken } from '@/mocks/node'
import { db } from '@/mocks/db'
import { achieveTexts } from '@/texts/ru/achieve'

const t = achieveTexts.cert
const signIn = (userID: number) => {
  document.cookie = 'authToken=' + issueToken(userID)
}
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}( \\*)?$`))

describe('certificate screens', { timeout: 30_000 }, () => {
  it('a student sees the rules, keeps what was typed, orders and sees «заказана» at the top of the list', async () => {
    signIn(1)
    const user = userEvent.setup()
    render(<CertOrderingScreen />)
    const list = await screen.findByRole('table', { name: t.myList })
    expect(within(list).getAllByRole('row')).toHaveLength(1 + 3)
    await user.click(screen.getByRole('button', { name: t.order }))
    expect(await screen.findByText(t.errors.kindRequired)).toBeVisible()
    expect(screen.getByText(t.errors.purposeRequired)).toBeVisible()
    await user.type(field(t.purpose), 'В военкомат')
    // the kind dropdown (PrimeReact): open it and pick
    const label = screen.getByText((_, el) => el?.tagName === 'LABEL' && /^Вид справки/.test(el.textContent ?? ''))
    await user.click(document.getElementById((label as HTMLLabelElement).htmlFor)!.closest('.p-dropdown')!)
    await user.click(await screen.findByRole('option', { name: 'Справка для военкомата', hidden: true }))
    await waitFor(() => expect(screen.queryByText(t.errors.kindRequired)).toBeNull())
    await user.click(screen.getByRole('button', { name: t.order }))
    const saved = await screen.findByText(new RegExp(`^${t.ordered}: № \\d+$`))
    const id = Number(saved.textContent!.split(' ').pop())
    expect(db.certificate.findFirst({ where: { id: { equals: id } } })).toMatchObject({
      purpose: 'В военкомат',
      kindID: 2,
    })
    const first = within(list).getAllByRole('row')[1]
    expect(within(first).getAllByRole('cell')[5]).toHaveTextContent(t.statuses.ordered)
    expect(within(first).getByText('В военкомат')).toBeVisible()
    // the form started over for the next order
    expect(field(t.purpose)).toHaveValue('')
  })

  it('the deans’ office takes and completes an order, refuses another with a reason and prints a ready one', async () => {
    signIn(20)
    const user = userEvent.setup()
    render(<CertProcessingScreen />)
    const table = await screen.findByRole('table', { name: t.queueTable })
    const ordered = db.certificate.findMany({ where: { status: { equals: 'ordered' } } }).map((c) => c.id)
    expect(within(table).getAllByRole('row')).toHaveLength(1 + ordered.length)
    const [first, second] = ordered.sort((a, b) => b - a)
    await user.click(screen.getByRole('button', { name: `${t.take}: № ${first}` }))
    expect(await screen.findByText(`${t.done.take}: № ${first}`)).toBeVisible()
    expect(db.certificate.findFirst({ where: { id: { equals: first } } })?.status).toBe('inWork')

    await user.click(screen.getByRole('button', { name: `${t.refuse}: № ${second}` }))
    const dialog = await screen.findByRole('dialog', { name: t.refuseTitle })
    await user.click(within(dialog).getByRole('button', { name: t.refuseSubmit }))
    expect(await within(dialog).findByText(t.errors.reasonRequired)).toBeVisible()
    await user.type(within(dialog).getByLabelText(new RegExp(t.reason)), 'Нет оснований')
    await user.click(within(dialog).getByRole('button', { name: t.refuseSubmit }))
    expect(await screen.findByText(`${t.done.refuse}: № ${second}`)).toBeVisible()
    expect(db.certificate.findFirst({ where: { id: { equals: second } } })).toMatchObject({
      status: 'refused',
      reason: 'Нет оснований',
    })

    await user.click(screen.getByRole('button', { name: new RegExp(`^${t.statuses.inWork} \\(`) }))
    await user.click(await screen.findByRole('button', { name: `${t.complete}: № ${first}` }))
    expect(await screen.findByText(`${t.done.complete}: № ${first}`)).toBeVisible()
    await user.click(screen.getByRole('button', { name: new RegExp(`^${t.statuses.ready} \\(`) }))
    await user.click(await screen.findByRole('button', { name: `${t.print}: № ${first}` }))
    const doc = await screen.findByRole('article', { name: `${t.printTitle} № ${first}` })
    const row = db.certificate.findFirst({ where: { id: { equals: first } } })!
    const student = db.user.findFirst({ where: { userID: { equals: row.studentID } } })!
    expect(doc).toHaveTextContent(student.last_name)
    expect(doc).toHaveTextContent(row.purpose)
    expect(doc).toHaveTextContent(t.doc.heading)
  })
})
