import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { db, server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { schoolxPlansTexts as t } from '@/texts/ru/schoolx-plans'
import { tableTexts as tt } from '@/texts/ru/table'
import { renderScreen } from '../render-screen'
import { chooseOption } from '../choose-option'

const STUDENT = -101
const ADMIN = 21
const TEACHER = 23
const slow = { timeout: 15_000 }

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-24T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('«Школа Х» planning screens', { timeout: 60_000 }, () => {
  it('the chart: the organiser reads weeks × modules as a table; a failed load offers a retry', async () => {
    // every load fails until the retry (StrictMode's first mount aborts a request of its own)
    let down = true
    server.use(http.get('*/api/SchoolX/EducationalChart', () => (down ? failure(500, 'Ошибка сервера') : undefined)))
    const user = userEvent.setup()
    renderScreen({ pattern: '/donstux/educationalChart', path: '/donstux/educationalChart', userID: ADMIN })
    const alert = await screen.findByRole('alert', {}, slow)
    expect(alert).toHaveTextContent(t.chart.loadFailed)
    down = false
    await user.click(within(alert).getByRole('button', { name: t.chart.retry }))
    const table = await screen.findByRole('table', { name: t.chart.caption('2026/2027') }, slow)
    const headers = within(table).getAllByRole('columnheader')
    expect(headers).toHaveLength(2 + db.schoolxModule.count())
    expect(headers[2]).toHaveTextContent('Робототехника')
    const winter = within(table).getByRole('rowheader', { name: '18' }).closest('tr')!
    expect(winter).toHaveTextContent('28.12 — 03.01')
    expect(within(winter).getAllByRole('cell')[1]).toHaveTextContent(t.chart.kinds.holiday)
    expect(screen.getByRole('region', { name: t.chart.caption('2026/2027') })).toHaveAttribute('tabindex', '0')
  })

  it('the chart: a participant sees only her modules; a teacher the ones he teaches', async () => {
    const own = db.schoolxStudent.findFirst({ where: { studentID: { equals: STUDENT } } })!.moduleIDs
    const view = renderScreen({
      pattern: '/donstux/educationalChart',
      path: '/donstux/educationalChart',
      userID: STUDENT,
    })
    const table = await screen.findByRole('table', { name: t.chart.caption('2026/2027') }, slow)
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2 + own.length)
    view.unmount()
    const taught = db.schoolxModule.getAll().filter((m) => m.teacherIDs.includes(TEACHER))
    renderScreen({ pattern: '/donstux/educationalChart', path: '/donstux/educationalChart', userID: TEACHER })
    const mine = await screen.findByRole('table', { name: t.chart.caption('2026/2027') }, slow)
    expect(within(mine).getAllByRole('columnheader')).toHaveLength(2 + taught.length)
  })

  it('the schedule template: a busy room is refused in Russian and the typed slot stays; a free one is saved', async () => {
    const user = userEvent.setup()
    renderScreen({
      pattern: '/donstux/Admin/TrainingScheduleTemp',
      path: '/donstux/Admin/TrainingScheduleTemp',
      userID: ADMIN,
    })
    await screen.findByRole('table', { name: t.schedule.title }, slow)
    const taken = db.schoolxScheduleSlot.getAll()[0]
    const busyTeachers = db.schoolxScheduleSlot
      .getAll()
      .filter((s) => s.weekday === taken.weekday && s.pair === taken.pair)
      .map((s) => s.teacherID)
    const free = db.schoolxTeacher.getAll().find((x) => !busyTeachers.includes(x.teacherID))!
    const takenModule = db.schoolxModule.findFirst({ where: { moduleID: { equals: taken.moduleID } } })!.name
    await user.click(await screen.findByRole('button', { name: tt.create }, slow))
    const dialog = await screen.findByRole('dialog', { name: tt.dialogCreate })
    const combo = (label: string) => within(dialog).getByRole('combobox', { name: new RegExp(`^${label}`) })
    await chooseOption(user, combo(t.schedule.colModule), 'Медиашкола')
    await user.type(within(dialog).getByLabelText(`${t.schedule.colGroup} *`), '1-В')
    await chooseOption(user, combo(t.schedule.colWeekday), t.weekdays[taken.weekday - 1])
    await chooseOption(user, combo(t.schedule.colPair), t.pairs[taken.pair - 1])
    await user.type(within(dialog).getByLabelText(`${t.schedule.colRoom} *`), taken.room)
    await chooseOption(user, combo(t.schedule.colTeacher), free.fio)
    await user.click(within(dialog).getByRole('button', { name: tt.save }))
    expect(await within(dialog).findByRole('alert', {}, slow)).toHaveTextContent(
      t.server.roomBusy(taken.room, t.weekdays[taken.weekday - 1], t.pairs[taken.pair - 1], takenModule),
    )
    expect(within(dialog).getByLabelText(`${t.schedule.colGroup} *`)).toHaveValue('1-В')
    const room = within(dialog).getByLabelText(`${t.schedule.colRoom} *`)
    await user.clear(room)
    await user.type(room, '7-707')
    await user.click(within(dialog).getByRole('button', { name: tt.save }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow)
    expect(db.schoolxScheduleSlot.findFirst({ where: { room: { equals: '7-707' } } })).toMatchObject({
      group: '1-В',
      weekday: taken.weekday,
      pair: taken.pair,
      teacherID: free.teacherID,
    })
  })

  it('the educational plans: choosing a module shows its plan and the total hours by kind of work', async () => {
    const user = userEvent.setup()
    renderScreen({ pattern: '/donstux/Admin/EducationalPlans', path: '/donstux/Admin/EducationalPlans', userID: ADMIN })
    await screen.findByRole('table', { name: t.plans.title }, slow)
    await chooseOption(user, await screen.findByRole('combobox', { name: t.plans.module }, slow), 'Робототехника')
    const totals = await screen.findByText(t.plans.total(30), {}, slow)
    const list = totals.closest('ul')!
    expect(list).toHaveTextContent(t.plans.byKind(t.workKinds[2], 12))
    expect(list).toHaveTextContent(t.plans.byKind(t.workKinds[3], 6))
  })

  it('the inventory is the organiser’s: a teacher gets the 403 page', async () => {
    renderScreen({ pattern: '/donstux/Admin/Inventory', path: '/donstux/Admin/Inventory', userID: TEACHER })
    expect(await screen.findByRole('heading', { level: 1 }, slow)).not.toHaveTextContent(t.inventory.title)
    expect(screen.queryByRole('table', { name: t.inventory.title })).toBeNull()
  })
})
