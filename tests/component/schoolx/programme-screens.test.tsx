import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderScreen } from '../render-screen'
import { db } from '@/mocks/node'
import { schoolxProgrammeTexts as px } from '@/texts/ru/schoolx-programme'
import { tableTexts as tt } from '@/texts/ru/table'

const STUDENT = -101
const TEACHER = 23
const slow = { timeout: 15_000 }

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-24T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('«Школа Х» goals and the staff lists', { timeout: 40_000 }, () => {
  it('a teacher sees a module’s goals and its participants’ progress and adds a goal; a duplicate is refused in Russian', async () => {
    const user = userEvent.setup()
    renderScreen({ pattern: '/modules/Goals/:moduleID', path: '/modules/Goals/1', userID: TEACHER })
    const goals = await screen.findByRole('table', { name: px.goals.goalsTable }, slow)
    await within(goals).findByRole('cell', { name: 'Представить результат перед группой' }, slow)
    const progress = screen.getByRole('table', { name: px.goals.progressTable })
    const someone = db.schoolxStudent.getAll().find((s) => s.moduleIDs.includes(1) && s.studentID !== STUDENT)!
    await within(progress).findByRole('cell', { name: someone.fio }, slow)

    await user.click(screen.getAllByRole('button', { name: tt.create })[0])
    const dialog = await screen.findByRole('dialog', { name: tt.dialogCreate })
    await user.click(within(dialog).getByLabelText(`${px.goals.colName} *`))
    await user.paste('Применять приёмы модуля на практике')
    await user.click(within(dialog).getByRole('button', { name: tt.save }))
    expect(await within(dialog).findByRole('alert', {}, slow)).toHaveTextContent(px.server.goalDuplicate)
    await user.clear(within(dialog).getByLabelText(`${px.goals.colName} *`))
    await user.paste('Собрать и запрограммировать робота')
    await user.click(within(dialog).getByRole('button', { name: tt.save }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow)
    expect(await within(goals).findByRole('cell', { name: 'Собрать и запрограммировать робота' }, slow)).toBeVisible()
    expect(
      db.schoolxGoal.findFirst({ where: { name: { equals: 'Собрать и запрограммировать робота' } } })?.moduleID,
    ).toBe(1)
  })

  it('a participant reads the goals without editing and sees only her own progress row', async () => {
    renderScreen({ pattern: '/modules/Goals/:moduleID', path: '/modules/Goals/1', userID: STUDENT })
    const progress = await screen.findByRole('table', { name: px.goals.progressTable }, slow)
    await within(progress).findByRole('cell', { name: 'Фёдорова София Андреевна' }, slow)
    expect(within(progress).getAllByRole('row')).toHaveLength(2)
    expect(screen.queryByRole('button', { name: tt.create })).toBeNull()
  })

  it('a teacher records an event’s attendance: more than planned is refused and the figure stays', async () => {
    const user = userEvent.setup()
    renderScreen({ pattern: '/donstux/Students/fixingEvents', path: '/donstux/Students/fixingEvents', userID: TEACHER })
    const table = await screen.findByRole('table', { name: px.events.title }, slow)
    const row = (await within(table).findByRole('cell', { name: 'Хакатон первого потока' }, slow)).closest('tr')!
    await user.click(within(row).getByRole('button', { name: 'Изменить: Хакатон первого потока' }))
    const dialog = await screen.findByRole('dialog', { name: tt.dialogEdit })
    const attended = within(dialog).getByLabelText(`${px.events.colAttended} *`)
    await user.clear(attended)
    await user.type(attended, '999')
    await user.click(within(dialog).getByRole('button', { name: tt.save }))
    expect(await within(dialog).findByRole('alert', {}, slow)).toHaveTextContent(px.server.attendedOverPlanned)
    expect(attended).toHaveValue('999')
  })
})
