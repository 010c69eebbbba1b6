import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Router, Switch } from 'wouter'
import JournalScreen from '@/screens/day/journal-screen'
import JournalPassesScreen from '@/screens/day/journal-passes-screen'
import { http } from 'msw'
import { db, issueToken, server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { journalCells, journalDates, journalKeys } from '@/mocks/seed/journal.seed'
import { journalTexts } from '@/texts/ru/journal'

const t = journalTexts.journal
const TODAY = '2026-11-25'
const full = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`

function open(path: string, userID: number) {
  document.cookie = `authToken=${issueToken(userID)}; path=/`
  window.history.replaceState(null, '', `/WebApp${path}`)
  return render(
    <Router base="/WebApp">
      <Switch>
        <Route path="/Journals/Journal/:journalID/:typeView?">
          {(p) => <JournalScreen params={p as Record<string, string | undefined>} />}
        </Route>
        <Route path="/Journals/StudentPasses/:studentID">
          {(p) => <JournalPassesScreen params={p as Record<string, string | undefined>} />}
        </Route>
      </Switch>
    </Router>,
  )
}
const slow = { timeout: 15_000 }

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(`${TODAY}T12:00:00+03:00`))
})
afterEach(() => vi.useRealTimers())

describe('class journal screens', { timeout: 40_000 }, () => {
  it('the teacher marks by keyboard and mouse; a refused cell comes back with the reason; the saved cells persist', async () => {
    const user = userEvent.setup()
    const k = journalKeys().find((j) => j.teacherID === 8 && j.control === 'exam')!
    const [student] = db.user
      .findMany({ where: { groupID: { equals: k.groupID } } })
      .map((u) => ({ id: u.userID, fio: [u.last_name, u.first_name, u.middle_name].join(' ') }))
      .sort((a, b) => a.fio.localeCompare(b.fio, 'ru'))
    const held = journalDates(k).filter((d) => d <= TODAY)
    const last = held.at(-1)!
    const before = held.at(-2)!
    const view = open(`/Journals/Journal/${k.journalID}`, 8)
    expect(await screen.findByRole('heading', { name: t.heading(k.discipline, k.group) }, slow)).toBeVisible()
    const grid = screen.getByRole('table', { name: t.grid(k.discipline) })
    // the latest held lesson of the first student is the one tab stop
    const cell = (date: string) =>
      within(grid).getByRole('button', { name: new RegExp(`^${student.fio}, ${full(date)}: `) })
    expect(cell(last)).toHaveAttribute('tabindex', '0')
    await user.click(cell(last))
    await user.click(await screen.findByRole('button', { name: t.absent }))
    expect(cell(last)).toHaveAccessibleName(t.cellName(student.fio, full(last), 'н'))
    expect(await screen.findByText(t.saved, undefined, slow)).toBeInTheDocument()
    // keyboard: the left arrow moves to the lesson before, 5 types a mark
    cell(last).focus()
    await user.keyboard('{ArrowLeft}')
    expect(cell(before)).toHaveFocus()
    await user.keyboard('5')
    expect(cell(before)).toHaveAccessibleName(t.cellName(student.fio, full(before), '5'))
    await vi.waitFor(() =>
      expect(
        db.journalMark.findFirst({ where: { date: { equals: before }, studentID: { equals: student.id } } })?.value,
      ).toBe('5'),
    )
    expect(
      db.journalMark.findFirst({ where: { date: { equals: last }, studentID: { equals: student.id } } })?.value,
    ).toBe('н')
    // a refused change puts the cell back and says why
    server.use(http.put('*/api/Journals/Mark', () => failure(400, 'Журнал закрыт для изменений'), { once: true }))
    cell(before).focus()
    await user.keyboard('3')
    expect(await screen.findByRole('alert')).toHaveTextContent('Журнал закрыт для изменений')
    expect(cell(before)).toHaveAccessibleName(t.cellName(student.fio, full(before), '5'))
    // a lesson still to come cannot be marked
    const future = journalDates(k).find((d) => d > TODAY)!
    expect(cell(future)).toHaveAttribute('aria-disabled', 'true')
    cell(future).focus()
    await user.keyboard('4')
    expect(cell(future)).toHaveAccessibleName(t.cellName(student.fio, full(future), t.future))
    view.unmount()

    open(`/Journals/Journal/${k.journalID}`, 8)
    const again = await screen.findByRole('table', { name: t.grid(k.discipline) }, slow)
    expect(within(again).getByRole('button', { name: t.cellName(student.fio, full(last), 'н') })).toBeInTheDocument()
    expect(within(again).getByRole('button', { name: t.cellName(student.fio, full(before), '5') })).toBeInTheDocument()
  })

  it('the student sees only the own row as text, with attendance', async () => {
    const k = journalKeys().find((j) => j.groupID === 131)!
    open(`/Journals/Journal/${k.journalID}`, 1)
    const grid = await screen.findByRole('table', { name: t.grid(k.discipline) }, slow)
    expect(within(grid).getAllByRole('row')).toHaveLength(2)
    expect(within(grid).getByRole('rowheader', { name: 'Соколова Анна Игоревна' })).toBeInTheDocument()
    expect(within(grid).queryAllByRole('button')).toHaveLength(0)
    expect(screen.getByText(t.readOnly)).toBeInTheDocument()
    const cells = [...journalCells(k).values()].filter((c) => c.studentID === 1)
    const absent = cells.filter((c) => c.value === 'н').length
    const held = journalDates(k).filter((d) => d <= TODAY).length
    expect(within(grid).getByText(`${Math.round(((held - absent) / held) * 100)}%`)).toBeInTheDocument()
  })

  it('another teacher is told the journal is not theirs', async () => {
    const k = journalKeys().find((j) => j.groupID === 131)!
    open(`/Journals/Journal/${k.journalID}`, 8)
    expect(await screen.findByRole('alert', undefined, slow)).toHaveTextContent(journalTexts.failures.forbidden)
  })

  it("a student's passes by discipline with valid and invalid counts and the excusing document", async () => {
    open('/Journals/StudentPasses/1', 1)
    const table = await screen.findByRole('table', { name: journalTexts.passes.table }, slow)
    const rows = journalKeys().filter((j) => j.groupID === 131)
    expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 2)
    expect(screen.getByRole('heading', { name: journalTexts.passes.documents })).toBeInTheDocument()
    expect(screen.getByText(/Справка|олимпиаде|Заявление/)).toBeInTheDocument()
  })
})
