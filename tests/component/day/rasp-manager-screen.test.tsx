import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { server } from '@/mocks/node'
import { db } from '@/mocks/db'
import { failure } from '@/mocks/lib/respond'
import { editedTemplates } from '@/mocks/seed/day.seed'
import RaspManagerScreen from '@/screens/day/rasp-manager-screen'
import { raspManagerTexts as t } from '@/texts/ru/rasp-manager'
import { shellPageTexts } from '@/texts/ru/shell-pages'
import { chooseOption } from '../choose-option'
import { renderScreen } from '../render-screen'

const DEAN = 9
const open = (userID: number, path = '/RaspManager?group=131') =>
  renderScreen({ pattern: '/RaspManager', screen: RaspManagerScreen, path, userID })
const day = (weekday: number) => t.days[weekday].toLowerCase()
/** Two whole-group lessons of every week in different cells of ВИТ31's template. */
function twoLessons() {
  const whole = editedTemplates()
    .get(131)!
    .map((s) => s.slot)
    .filter((s) => s.parity === 'both' && s.subgroup === 0)
  const a = whole[0]
  const b = whole.find((s) => s.weekday !== a.weekday || s.pair !== a.pair)!
  return [a, b]
}
const dialog = () => screen.getByRole('dialog')
const field = (name: string) => within(dialog()).getByRole('combobox', { name: new RegExp(`^${name}`) })

describe('timetable office (/RaspManager)', { timeout: 60_000 }, () => {
  it('a clash is refused in the server’s words with the form kept; a free pair takes the moved lesson', async () => {
    const user = userEvent.setup()
    const [a, b] = twoLessons()
    open(DEAN)
    const grid = await screen.findByRole('table', { name: t.gridCaption('ВИТ31') }, { timeout: 15_000 })
    await user.click(within(grid).getByRole('button', { name: t.editLabel(b.subject, day(b.weekday), b.pair) }))
    await screen.findByRole('dialog') // PrimeReact's Dialog loads when first opened
    expect(within(dialog()).getByRole('textbox', { name: new RegExp(`^${t.form.subject}`) })).toHaveValue(b.subject)
    await chooseOption(user, field(t.form.weekday), t.days[a.weekday])
    await chooseOption(user, field(t.form.pair), new RegExp(`^${a.pair}-я пара`))
    await user.click(within(dialog()).getByRole('button', { name: t.form.save }))
    const alert = await within(dialog()).findByRole('alert', {}, { timeout: 15_000 })
    expect(alert).toHaveTextContent(t.server.conflict.group('ВИТ31', a.weekday, a.pair, a.subject))
    expect(field(t.form.weekday).closest('.p-dropdown')).toHaveTextContent(t.days[a.weekday])
    expect(db.raspSlotEdit.count()).toBe(0)

    // Saturday's 7th pair is free: the lesson moves there, the grid shows it, the store holds it
    await chooseOption(user, field(t.form.weekday), t.days[5])
    await chooseOption(user, field(t.form.pair), /^7-я пара/)
    await user.click(within(dialog()).getByRole('button', { name: t.form.save }))
    expect(await screen.findByText(t.saved, {}, { timeout: 15_000 })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByRole('button', { name: t.editLabel(b.subject, day(5), 7) })).toBeInTheDocument()
    expect(db.raspSlotEdit.getAll()).toMatchObject([{ groupID: 131, weekday: 5, pair: 7, deleted: false }])
  })

  it('a new lesson needs its fields (Russian messages, nothing sent); a lesson is deleted after «Да»', async () => {
    const user = userEvent.setup()
    const [a] = twoLessons()
    open(DEAN)
    const grid = await screen.findByRole('table', { name: t.gridCaption('ВИТ31') }, { timeout: 15_000 })
    await user.click(within(grid).getByRole('button', { name: t.addLabel(day(5), 7) }))
    await screen.findByRole('dialog') // PrimeReact's Dialog loads when first opened
    expect(field(t.form.weekday).closest('.p-dropdown')).toHaveTextContent(t.days[5])
    await user.type(within(dialog()).getByRole('textbox', { name: new RegExp(`^${t.form.subject}`) }), '\u200B ')
    await user.click(within(dialog()).getByRole('button', { name: t.form.save }))
    for (const message of [t.server.noSubject, t.server.badKind, t.server.badRoom, t.server.badTeacher])
      expect(await within(dialog()).findByText(message)).toBeInTheDocument()
    expect(db.raspSlotEdit.count()).toBe(0)
    await user.click(within(dialog()).getByRole('button', { name: t.form.cancel }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    const before = within(grid).getAllByRole('button', { name: /^Удалить: / }).length
    await user.click(within(grid).getByRole('button', { name: t.removeLabel(a.subject, day(a.weekday), a.pair) }))
    await user.click(await screen.findByRole('button', { name: 'Да' }))
    expect(await screen.findByText(t.deleted, {}, { timeout: 15_000 })).toBeInTheDocument()
    await waitFor(() => expect(within(grid).getAllByRole('button', { name: /^Удалить: / })).toHaveLength(before - 1))
    expect(db.raspSlotEdit.getAll()).toMatchObject([{ groupID: 131, deleted: true }])
  })

  it('a student gets the 403 page; a failed week load offers a retry that loads it', async () => {
    const first = open(1)
    expect(
      await screen.findByRole('heading', { name: shellPageTexts.forbiddenTitle }, { timeout: 15_000 }),
    ).toBeInTheDocument()
    first.unmount()
    server.use(http.get('*/api/RaspManager/Week', () => failure(500, 'Ошибка сервера'), { once: true }))
    const user = userEvent.setup()
    open(DEAN)
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 })
    expect(alert).toHaveTextContent(t.failed)
    await user.click(within(alert).getByRole('button', { name: t.retry }))
    expect(await screen.findByRole('table', { name: t.gridCaption('ВИТ31') }, { timeout: 15_000 })).toBeInTheDocument()
  })
})
