import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import JournalValidPassScreen from '@/screens/day/journal-valid-pass-screen'
import { db, server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { journalCells, journalKeys, validPassesOf } from '@/mocks/seed/journal.seed'
import { journalPagesTexts } from '@/texts/ru/journal-pages'
import { journalTexts } from '@/texts/ru/journal'
import { commonTexts } from '@/texts/ru/common'
import { chooseOption } from '../choose-option'
import { renderScreen } from '../render-screen'

const t = journalPagesTexts.validForm
const TODAY = '2026-11-25'
const slow = { timeout: 15_000 }
const ru = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`
const open = (studentID: number, userID: number) =>
  renderScreen({
    pattern: '/Journals/ValidPass/ValidPassForm/:studentID',
    screen: JournalValidPassScreen,
    path: `/Journals/ValidPass/ValidPassForm/${studentID}`,
    userID,
  })

/** A student with no valid pass and at least two absences, with their absence dates. */
function unexcused() {
  for (const u of db.user.findMany({ where: { kind: { equals: 'student' } } })) {
    if (!u.groupID || validPassesOf(u.userID).length) continue
    const dates = journalKeys()
      .filter((k) => k.groupID === u.groupID)
      .flatMap((k) => [...journalCells(k).values()])
      .filter((c) => c.studentID === u.userID && c.value === 'н')
      .map((c) => c.date)
      .sort()
    if (dates.length >= 2) return { id: u.userID, dates }
  }
  throw new Error('no student with absences')
}
const totalOf = (label: string) => Number(screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(`${TODAY}T12:00:00+03:00`))
})
afterEach(() => vi.useRealTimers())

describe('valid pass form (/Journals/ValidPass/ValidPassForm/{studentID})', { timeout: 60_000 }, () => {
  it('the dean records a valid pass: bad input is explained and kept, a refusal shows the server words, the saved pass excuses the absences and can be withdrawn', async () => {
    const user = userEvent.setup()
    const { id, dates } = unexcused()
    const [from, to] = dates
    open(id, 9)
    expect(await screen.findByRole('heading', { name: /^Уважительная причина: / }, slow)).toBeVisible()
    const validBefore = totalOf(journalTexts.passes.valid)
    expect(screen.getByText(t.none)).toBeVisible()
    await user.click(screen.getByRole('button', { name: t.save }))
    expect(await screen.findByText(t.reasonRequired)).toBeVisible()
    expect(screen.getByText(t.documentRequired)).toBeVisible()
    await chooseOption(user, screen.getByRole('combobox', { name: new RegExp(t.reason) }), t.reasons[0])
    const doc = screen.getByRole('textbox', { name: new RegExp(`^${t.document}`) })
    await user.type(doc, 'МС-2026/15')
    const fromBox = screen.getByRole('textbox', { name: new RegExp(`^${t.dateFrom}`) })
    const toBox = screen.getByRole('textbox', { name: new RegExp(`^${t.dateTo}`) })
    await user.type(fromBox, ru(to))
    await user.type(toBox, ru(from))
    await user.click(screen.getByRole('button', { name: t.save }))
    expect(await screen.findByText(t.dateOrder)).toBeVisible()
    expect(doc).toHaveValue('МС-2026/15')
    // the server refuses once: its words show, nothing typed is lost
    server.use(http.post('*/api/Journals/ValidPass', () => failure(400, 'Журналы семестра закрыты'), { once: true }))
    await user.clear(fromBox)
    await user.type(fromBox, ru(from))
    await user.clear(toBox)
    await user.type(toBox, ru(to))
    await user.click(screen.getByRole('button', { name: t.save }))
    expect(await screen.findByText('Журналы семестра закрыты', undefined, slow)).toBeVisible()
    expect(doc).toHaveValue('МС-2026/15')
    await user.click(screen.getByRole('button', { name: t.save }))
    expect(await screen.findByText(t.saved, undefined, slow)).toBeVisible()
    const recorded = screen.getByRole('region', { name: t.recorded })
    expect(within(recorded).getByRole('row', { name: new RegExp(`${ru(from)} – ${ru(to)}`) })).toHaveTextContent(
      'МС-2026/15',
    )
    expect(totalOf(journalTexts.passes.valid)).toBe(validBefore + dates.filter((d) => d <= to).length)
    expect(db.journalValidPass.count()).toBe(1)
    expect(screen.getByRole('textbox', { name: new RegExp(`^${t.document}`) })).toHaveValue('')
    await user.click(within(recorded).getByRole('button', { name: t.remove(ru(from), ru(to)) }))
    await user.click(await screen.findByRole('button', { name: commonTexts.yes }))
    expect(await screen.findByText(t.removed, undefined, slow)).toBeVisible()
    expect(totalOf(journalTexts.passes.valid)).toBe(validBefore)
    expect(db.journalValidPass.count()).toBe(0)
  })

  it('a read-only dean role sees the passes without the form; a failed load offers a retry', async () => {
    db.user.update({ where: { userID: { equals: 9 } }, data: { roleIDs: [22] } }) // Деканат-Чтение only
    // every load fails until the retry (StrictMode mounts the screen twice)
    let down = true
    server.use(http.get('*/api/Journals/StudentPasses', () => (down ? failure(500, 'Ошибка') : undefined)))
    const user = userEvent.setup()
    open(1, 9)
    const alert = await screen.findByRole('alert', {}, slow)
    expect(alert).toHaveTextContent(journalPagesTexts.failures.failed)
    down = false
    await user.click(within(alert).getByRole('button', { name: journalPagesTexts.stat.retry }))
    expect(await screen.findByRole('heading', { name: /^Уважительная причина: / }, slow)).toBeVisible()
    expect(screen.getByText(t.readOnly)).toBeVisible()
    expect(screen.queryByRole('button', { name: t.save })).toBeNull()
    expect(within(screen.getByRole('region', { name: t.recorded })).getAllByRole('row')).toHaveLength(2)
  })
})
