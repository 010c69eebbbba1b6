import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { server } from '@/mocks/node'
import { db } from '@/mocks/db'
import { failure } from '@/mocks/lib/respond'
import { editedTemplates } from '@/mocks/seed/day.seed'
import { nextSemester } from '@/mocks/handlers/rasp-draft.handlers'
import { moscowClock } from '@/lib/day-week'
import { RaspManagerNewScreen } from '@/screens/day/rasp-manager-screen'
import RaspTeamScreen from '@/screens/day/rasp-team-screen'
import { raspDraftTexts as d } from '@/texts/ru/rasp-draft'
import { raspManagerTexts as t } from '@/texts/ru/rasp-manager'
import { shellPageTexts } from '@/texts/ru/shell-pages'
import { chooseOption } from '../choose-option'
import { renderScreen } from '../render-screen'

const DEAN = 9
const open = (userID: number) =>
  renderScreen({ pattern: '/RaspManagerNew', screen: RaspManagerNewScreen, path: '/RaspManagerNew?group=131', userID })
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

describe('new-semester builder (/RaspManagerNew)', { timeout: 60_000 }, () => {
  it('starts a draft from the template, refuses a clash, moves a lesson, publishes; the draft week shows it', async () => {
    const user = userEvent.setup()
    const [a, b] = twoLessons()
    const first = open(DEAN)
    expect(await screen.findByText(d.noDraftHint, {}, { timeout: 15_000 })).toBeInTheDocument()
    // the next semester of today (spring 2027 in the autumn of 2026)
    const semester = nextSemester(moscowClock(new Date()).day)
    expect(screen.getByText(new RegExp(d.semesterLine(semester)))).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: d.fromTemplate }))
    expect(await screen.findByText(d.started, {}, { timeout: 15_000 })).toBeInTheDocument()
    const grid = screen.getByRole('table', { name: d.gridCaption('ВИТ31') })
    expect(db.raspDraftLesson.count()).toBe(editedTemplates().get(131)!.length)

    await user.click(within(grid).getByRole('button', { name: t.editLabel(b.subject, day(b.weekday), b.pair) }))
    await screen.findByRole('dialog') // PrimeReact's Dialog loads when first opened
    await chooseOption(user, field(t.form.weekday), t.days[a.weekday])
    await chooseOption(user, field(t.form.pair), new RegExp(`^${a.pair}-я пара`))
    await user.click(within(dialog()).getByRole('button', { name: t.form.save }))
    const alert = await within(dialog()).findByRole('alert', {}, { timeout: 15_000 })
    expect(alert).toHaveTextContent(t.server.conflict.group('ВИТ31', a.weekday, a.pair, a.subject))
    await chooseOption(user, field(t.form.weekday), t.days[5])
    await chooseOption(user, field(t.form.pair), /^7-я пара/)
    await user.click(within(dialog()).getByRole('button', { name: t.form.save }))
    expect(await screen.findByText(t.saved, {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: t.editLabel(b.subject, day(5), 7) })).toBeInTheDocument()
    // the current semester's template is untouched
    expect(db.raspSlotEdit.count()).toBe(0)

    await user.click(screen.getByRole('button', { name: d.publish }))
    await user.click(await screen.findByRole('button', { name: 'Да' }))
    expect(await screen.findByText(d.published, {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(db.raspDraft.getAll()).toMatchObject([{ groupID: 131, status: 'published' }])
    // published: read-only, may be reopened
    expect(screen.queryByRole('button', { name: /^Изменить или перенести: / })).toBeNull()
    expect(screen.getByRole('button', { name: d.reopen })).toBeInTheDocument()
    first.unmount()

    renderScreen({
      pattern: '/RaspManager/Team/:groupId?/:draft?',
      screen: RaspTeamScreen,
      path: '/RaspManager/Team/131/draft',
      userID: DEAN,
    })
    const week = await screen.findByRole('table', { name: d.gridCaption('ВИТ31') }, { timeout: 15_000 })
    const seventh = within(week)
      .getAllByRole('row')
      .find((r) => r.querySelector('th')?.textContent?.startsWith('7'))
    expect(seventh).toHaveTextContent(b.subject)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(d.draftTitle('ВИТ31'))
    expect(screen.queryByRole('button', { name: /^Изменить/ })).toBeNull()
  })

  it('a student gets the 403 page; a failed draft load offers a retry; publishing an empty draft is refused', async () => {
    const first = open(1)
    expect(
      await screen.findByRole('heading', { name: shellPageTexts.forbiddenTitle }, { timeout: 15_000 }),
    ).toBeInTheDocument()
    first.unmount()
    server.use(http.get('*/api/RaspManager/Draft', () => failure(500, 'Ошибка сервера'), { once: true }))
    const user = userEvent.setup()
    open(DEAN)
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 })
    expect(alert).toHaveTextContent(t.failed)
    await user.click(within(alert).getByRole('button', { name: t.retry }))
    await user.click(await screen.findByRole('button', { name: d.fromEmpty }, { timeout: 15_000 }))
    expect(await screen.findByText(d.started, {}, { timeout: 15_000 })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: d.publish }))
    await user.click(await screen.findByRole('button', { name: 'Да' }))
    expect(await screen.findByText(d.server.empty, {}, { timeout: 15_000 })).toBeInTheDocument()
    await waitFor(() => expect(db.raspDraft.getAll()).toMatchObject([{ groupID: 131, status: 'draft' }]))
  })

  it('the group’s week keeps its address; an unknown tail after the group is named', async () => {
    const first = renderScreen({
      pattern: '/RaspManager/Team/:groupId?/:draft?',
      screen: RaspTeamScreen,
      path: '/RaspManager/Team/131',
      userID: DEAN,
    })
    expect(await screen.findByRole('table', { name: t.gridCaption('ВИТ31') }, { timeout: 15_000 })).toBeInTheDocument()
    first.unmount()
    renderScreen({
      pattern: '/RaspManager/Team/:groupId?/:draft?',
      screen: RaspTeamScreen,
      path: '/RaspManager/Team/131/old',
      userID: DEAN,
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(d.unknownDraft)
  })
})
