import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import StaffGraphScreen from '@/screens/day/staff-graph-screen'
import PrepodsDifferentScreen from '@/screens/day/prepods-different-screen'
import AccessibilityScreen from '@/screens/day/accessibility-screen'
import { getStaffGraph, sendAccessibilityRequest } from '@/api/staff'
import { http } from '@/api/http'
import { ApiError } from '@/api/errors'
import { db, server } from '@/mocks/node'
import { staffTexts } from '@/texts/ru/staff'
import { chooseOption } from '../choose-option'
import { renderScreen } from '../render-screen'

const slow = { timeout: 15_000 }
const g = staffTexts.graph
const a = staffTexts.access
const p = staffTexts.partTime
const STUDENT = 1
const TEACHER = 8
const DEAN = 9
const rejects = (promise: Promise<unknown>, code: string, message?: RegExp) =>
  expect(promise).rejects.toSatisfy(
    (e) => e instanceof ApiError && e.code === code && (!message || message.test(e.message)),
  )

describe('staff graph, part-time teachers, accessibility', { timeout: 60_000 }, () => {
  it('the staff graph: the own department by month and as a plain list; another department reloads; 403 and 400', async () => {
    const user = userEvent.setup()
    renderScreen({ pattern: '/Staff/Graph', screen: StaffGraphScreen, path: '/Staff/Graph', userID: TEACHER })
    const gantt = await screen.findByRole(
      'region',
      { name: /^График по месяцам: Кафедра программного обеспечения/ },
      slow,
    )
    const teacher = db.user.findFirst({ where: { userID: { equals: TEACHER } } })!
    const row = within(gantt).getByRole('row', { name: new RegExp(teacher.last_name) })
    expect(within(row).getAllByText(/^Ежегодный отпуск: с /).length).toBeGreaterThan(0)
    const list = screen.getByRole('region', { name: g.list })
    expect(within(list).getAllByRole('row').length).toBeGreaterThan(2)
    await chooseOption(user, screen.getByRole('combobox', { name: g.department }), 'Кафедра экономики')
    expect(
      await screen.findByRole('region', { name: /^График по месяцам: Кафедра экономики/ }, slow),
    ).toBeInTheDocument()
    await rejects(
      getStaffGraph({ department: 'Кафедра астрологии', year: null }, { silent: true }),
      'badRequest',
      /подразделения нет/,
    )
    await rejects(getStaffGraph({ department: null, year: 1999 }, { silent: true }), 'badRequest', /Год/)
  })

  it('a student cannot open the staff graph (the route’s 403 page, the server’s 403)', async () => {
    renderScreen({ pattern: '/Staff/Graph', screen: StaffGraphScreen, path: '/Staff/Graph', userID: STUDENT })
    expect(await screen.findByRole('heading', { name: /доступ/i }, slow)).toBeVisible()
    await rejects(getStaffGraph({ department: null, year: null }, { silent: true }), 'forbidden')
  })

  it('part-time teachers: the dean reads and keeps the list; the server checks hours, rate and kind; a student is refused', async () => {
    renderScreen({
      pattern: '/prepodsDifferent',
      screen: PrepodsDifferentScreen,
      path: '/prepodsDifferent',
      userID: DEAN,
    })
    expect(await screen.findByRole('heading', { name: p.title }, slow)).toBeVisible()
    expect((await screen.findAllByText(p.kinds.external, {}, slow)).length).toBeGreaterThan(0)
    const body = {
      fio: 'Орлов Пётр Ильич',
      kind: 'hourly',
      department: 'Кафедра экономики',
      position: 'Преподаватель',
      rate: '0,5',
      hours: 40,
      dateTo: '2030-06-30',
    }
    await rejects(http.post('/prepodsDifferent', body, { silent: true }), 'badRequest', /почасовика нет ставки/)
    await rejects(
      http.post('/prepodsDifferent', { ...body, rate: '—', hours: 5000 }, { silent: true }),
      'badRequest',
      /Часы/,
    )
    await http.post('/prepodsDifferent', { ...body, rate: '—' }, { silent: true })
    expect(db.partTimeTeacher.findFirst({ where: { fio: { equals: 'Орлов Пётр Ильич' } } })?.kind).toBe('hourly')
  })

  it('a student reading the part-time teachers is refused by the server (403); a guest too (401)', async () => {
    renderScreen({
      pattern: '/prepodsDifferent',
      screen: PrepodsDifferentScreen,
      path: '/prepodsDifferent',
      userID: STUDENT,
    })
    await screen.findByRole('heading', { name: p.title }, slow)
    await rejects(http.get('/prepodsDifferent', undefined, { silent: true }), 'forbidden')
    document.cookie = 'authToken=; Max-Age=0; path=/'
    await rejects(http.get('/prepodsDifferent', undefined, { silent: true }), 'unauthorized')
  })

  it('accessibility: the information shows; a bad phone is refused in the form; a request is sent and its status shown; a refusal keeps the text', async () => {
    const user = userEvent.setup()
    renderScreen({
      pattern: '/information/personsRestrictedAbilities',
      screen: AccessibilityScreen,
      path: '/information/personsRestrictedAbilities',
      userID: STUDENT,
    })
    expect(await screen.findByRole('heading', { name: a.contacts }, slow)).toBeVisible()
    expect(screen.getByRole('region', { name: a.buildingsTable })).toHaveTextContent('Пандус')
    expect(screen.getByText(a.none)).toBeVisible()
    await chooseOption(user, screen.getByRole('combobox', { name: new RegExp(a.kind) }), a.kinds.exam)
    await user.type(screen.getByRole('textbox', { name: new RegExp(a.text) }), 'Нужно дополнительное время на экзамене')
    await user.type(screen.getByRole('textbox', { name: new RegExp(a.phoneField) }), '12-34')
    await user.click(screen.getByRole('button', { name: a.send }))
    expect(await screen.findByText(a.phoneWrong)).toBeVisible()
    await user.clear(screen.getByRole('textbox', { name: new RegExp(a.phoneField) }))
    await user.type(screen.getByRole('textbox', { name: new RegExp(a.phoneField) }), '+7 900 123-45-67')
    await user.click(screen.getByRole('button', { name: a.send }))
    expect(await screen.findByText(a.sent(1), {}, slow)).toBeVisible()
    const mine = screen.getByRole('region', { name: a.mineTable })
    expect(within(mine).getByRole('row', { name: /Нужно дополнительное время/ })).toHaveTextContent(a.statuses.new)
    expect(db.accessibilityRequest.count()).toBe(1)

    server.use(
      mswHttp.post('*/api/Information/PersonsRestrictedAbilities/Requests', () =>
        HttpResponse.json({ state: -1, msg: 'Опишите, что нужно' }, { status: 400 }),
      ),
    )
    await chooseOption(user, screen.getByRole('combobox', { name: new RegExp(a.kind) }), a.kinds.escort)
    await user.type(screen.getByRole('textbox', { name: new RegExp(a.text) }), 'Сопровождение в корпус 2')
    await user.type(screen.getByRole('textbox', { name: new RegExp(a.phoneField) }), '+7 900 123-45-67')
    await user.click(screen.getByRole('button', { name: a.send }))
    await waitFor(() => expect(screen.getAllByText('Опишите, что нужно').length).toBeGreaterThan(1))
    expect(screen.getByRole('textbox', { name: new RegExp(a.text) })).toHaveValue('Сопровождение в корпус 2')
    // the server's own rule, without the form
    server.resetHandlers()
    await rejects(
      sendAccessibilityRequest({ kind: 'other', text: ' \u200b ', phone: '+79001234567' }, { silent: true }),
      'badRequest',
      /Опишите/,
    )
  })

  it('accessibility: a failed load (500) is retried', async () => {
    const user = userEvent.setup()
    let failing = true
    server.use(
      mswHttp.get('*/api/Information/PersonsRestrictedAbilities', () =>
        failing ? HttpResponse.json({ state: -1, msg: 'Сбой' }, { status: 500 }) : undefined,
      ),
    )
    renderScreen({
      pattern: '/information/personsRestrictedAbilities',
      screen: AccessibilityScreen,
      path: '/information/personsRestrictedAbilities',
      userID: TEACHER,
    })
    const retry = await screen.findByRole('button', { name: a.retry }, slow)
    failing = false
    await user.click(retry)
    expect(await screen.findByRole('heading', { name: a.requestTitle }, slow)).toBeVisible()
  })
})
