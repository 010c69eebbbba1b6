import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { db, server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { dormitoryTexts } from '@/texts/ru/dormitory'
import { renderScreen } from '../render-screen'

const t = dormitoryTexts
const ADMIN = 17
const APPLICANT = 18
const OPEN = 7
const wait = { timeout: 15_000 }
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}( \\*)?$`))

/** Gives the applicant a request of the open contest in the given state (as the admin's selection would). */
function applicantRequest(state: 'submitted' | 'selected') {
  return db.dormRequest.create({
    id: 900,
    concestID: OPEN,
    userID: APPLICANT,
    benefits: [],
    document: '',
    averageMark: 4.2,
    distance: 600,
    state,
    hostelID: state === 'selected' ? 2 : 0,
    room: state === 'selected' ? '214' : '',
    slotID: 0,
    reason: '',
    createdAt: new Date().toISOString(),
  })
}

describe('dormitory screens', { timeout: 40_000 }, () => {
  it('an applicant’s request: missing fields named, a benefit needs a document, a server refusal keeps the values', async () => {
    const user = userEvent.setup()
    renderScreen({
      pattern: '/Contests/Dormitory/Request/:concestID',
      path: `/Contests/Dormitory/Request/${OPEN}`,
      userID: APPLICANT,
    })
    const submit = await screen.findByRole('button', { name: t.request.submit }, wait)
    await user.click(submit)
    expect(await screen.findByText(t.errors.markRequired)).toBeVisible()
    expect(screen.getByText(t.errors.distanceRequired)).toBeVisible()
    await user.click(document.querySelector('.p-multiselect')!)
    await user.click(await screen.findByRole('option', { name: t.benefits.largeFamily, hidden: true }))
    await user.keyboard('{Escape}')
    await user.type(field(t.request.averageMark), '4')
    await user.type(field(t.request.distance), '800')
    await user.click(submit)
    expect(await screen.findByText(t.errors.documentRequired)).toBeVisible()
    await user.type(field(t.request.document), 'Удостоверение многодетной семьи № 12')
    // another tab submitted meanwhile: the server refuses, the typed values stay
    applicantRequest('submitted')
    await user.click(submit)
    expect(await screen.findByRole('alert')).toHaveTextContent(`${t.errors.failed}: ${t.errors.duplicate}`)
    expect(field(t.request.document)).toHaveValue('Удостоверение многодетной семьи № 12')
    db.dormRequest.delete({ where: { id: { equals: 900 } } })
    await user.click(submit)
    expect(await screen.findByText(new RegExp(`^${t.request.saved}: ${t.request.number} \\d+$`))).toBeVisible()
    const saved = db.dormRequest.findFirst({ where: { concestID: { equals: OPEN }, userID: { equals: APPLICANT } } })!
    expect(saved).toMatchObject({ benefits: ['largeFamily'], averageMark: 4, distance: 800, state: 'submitted' })
    const mine = screen.getByRole('region', { name: t.request.mine })
    expect(mine).toHaveTextContent(t.benefits.largeFamily)
    expect(mine).toHaveTextContent(t.states.submitted)
    expect(screen.getByText(t.request.waiting)).toBeVisible()
  })

  it('a load failure (500) says so and retries', async () => {
    let failing = true
    server.use(http.get('*/api/Dormitory/Request/:id', () => (failing ? failure(500, 'Сбой') : undefined)))
    const user = userEvent.setup()
    renderScreen({
      pattern: '/Contests/Dormitory/ResultDormitoryContests/:concestID',
      path: `/Contests/Dormitory/ResultDormitoryContests/${OPEN}`,
      userID: APPLICANT,
    })
    expect(await screen.findByText(t.loadFailed, {}, wait)).toBeVisible()
    failing = false
    await user.click(screen.getByRole('button', { name: t.refresh }))
    expect(await screen.findByText(t.result.noRequest, {}, wait)).toBeVisible()
  })

  it('a selected student picks a free slot; a slot filled meanwhile is refused and shown full', async () => {
    applicantRequest('selected')
    const user = userEvent.setup()
    renderScreen({
      pattern: '/Contests/Dormitory/SelectDate/:concestID',
      path: `/Contests/Dormitory/SelectDate/${OPEN}`,
      userID: APPLICANT,
    })
    const table = await screen.findByRole('table', { name: t.date.slots }, wait)
    const slots = db.dormSlot.findMany({ where: { concestID: { equals: OPEN } } })
    const [first, second, third] = slots
    // the seeded 14:00 slot is full: its button is disabled
    const fullLabel = (s: typeof first) => new RegExp(`^${t.date.choose}: .* ${s.time}$`)
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(3)
    expect(within(rows[1]).getByRole('button', { name: fullLabel(second) })).toBeDisabled()
    // someone else takes the last places of the first slot before the click
    db.dormSlot.update({ where: { id: { equals: first.id } }, data: { capacity: 0 } })
    await user.click(within(rows[0]).getByRole('button', { name: fullLabel(first) }))
    expect(await screen.findByRole('alert')).toHaveTextContent(`${t.errors.failed}: ${t.errors.slotFull}`)
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(t.date.full))
    await user.click(within(table).getAllByRole('row')[3].querySelector('button')!)
    expect(await screen.findByText(new RegExp(`^${t.date.saved}: .* ${third.time}$`))).toBeVisible()
    expect(db.dormRequest.findFirst({ where: { id: { equals: 900 } } })?.slotID).toBe(third.id)
    expect(within(table).getByText(t.date.chosen)).toBeVisible()
  })

  it('the admin ranks by points, selects into a dormitory and refuses with a required reason', async () => {
    const user = userEvent.setup()
    renderScreen({
      pattern: '/Dormitory/Admin/AdminConcestSelection',
      path: '/Dormitory/Admin/AdminConcestSelection',
      userID: ADMIN,
    })
    const table = await screen.findByRole('table', { name: t.admin.table }, wait)
    const scores = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => Number(within(r).getAllByRole('cell')[6].textContent!.replace(',', '.')))
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
    const firstName = within(table).getAllByRole('row')[1].querySelectorAll('td')[1].textContent!
    await user.click(screen.getByRole('button', { name: `${t.admin.select}: ${firstName}` }))
    const dialog = await screen.findByRole('dialog', { name: t.admin.select })
    await user.click(within(dialog).getByText(t.admin.chooseHostel).closest('div')!.querySelector('.p-dropdown')!)
    await user.click(await screen.findByRole('option', { name: /^Общежитие № 2/, hidden: true }))
    await user.click(within(dialog).getByRole('button', { name: t.admin.select }))
    expect(await screen.findByText(`${t.admin.selected}: ${firstName}`, {}, wait)).toBeVisible()
    const row = db.dormRequest
      .getAll()
      .find((r) => r.state === 'selected' && r.hostelID === 2 && r.concestID === OPEN && r.room.startsWith('1'))
    expect(row).toBeDefined()

    const nextName = within(table).getAllByRole('row')[1].querySelectorAll('td')[1].textContent!
    await user.click(screen.getByRole('button', { name: `${t.admin.refuse}: ${nextName}` }))
    const refuse = await screen.findByRole('dialog', { name: t.admin.refuseTitle })
    await user.click(within(refuse).getByRole('button', { name: t.admin.refuse }))
    expect(await within(refuse).findByText(t.errors.reasonRequired)).toBeVisible()
    await user.type(within(refuse).getByLabelText(new RegExp(t.admin.reason)), 'Нет свободных мест для семейных')
    await user.click(within(refuse).getByRole('button', { name: t.admin.refuse }))
    expect(await screen.findByText(`${t.admin.refused}: ${nextName}`, {}, wait)).toBeVisible()
  })

  it('an applicant opening the selection gets the 403 page', async () => {
    renderScreen({
      pattern: '/Dormitory/Admin/AdminConcestSelection',
      path: '/Dormitory/Admin/AdminConcestSelection',
      userID: APPLICANT,
    })
    expect(await screen.findByRole('heading', { name: /Доступ запрещён|403/ }, wait)).toBeVisible()
  })
})
