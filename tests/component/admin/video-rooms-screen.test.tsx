import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import { db } from '@/mocks/db'
import { ApiError } from '@/api/errors'
import { createRoom, listRooms } from '@/api/video-rooms'
import { videoRoomsTexts as t } from '@/texts/ru/video-rooms'
import VideoRoomsScreen from '@/screens/admin/video-rooms-screen'
import { renderScreen } from '../render-screen'

const STUDENT = 1
const TEACHER = 8
const LONG = { timeout: 30_000 }
const LINK = 'https://vks.university.example/r/'
const open = (userID: number, path = '/VideoConference/Room') =>
  renderScreen({ path, pattern: '/VideoConference/Room', screen: VideoRoomsScreen, userID })

/** A Moscow day `days` ahead, 'дд.мм.гггг'. */
function moscowDay(days: number): string {
  const d = new Date(Date.now() + 3 * 36e5 + days * 864e5)
  return d.toISOString().slice(0, 10).split('-').reverse().join('.')
}

describe('video conference rooms (/VideoConference/Room)', { timeout: 60_000 }, () => {
  it('a teacher opens a room of her list: the join card links to the room in a new tab; bad, unknown links are refused in Russian', async () => {
    const user = userEvent.setup()
    open(TEACHER)
    const table = await screen.findByRole('region', { name: t.listTitle }, LONG)
    expect(within(table).getByRole('row', { name: /Консультация перед экзаменом по базам данных/ })).toHaveTextContent(
      t.mine,
    )
    await user.click(
      within(table).getByRole('button', { name: t.openRoom('Заседание кафедры информационных технологий') }),
    )
    const card = await screen.findByRole('region', { name: t.roomTitle('Заседание кафедры информационных технологий') })
    expect(card).toHaveTextContent('Кузнецов Дмитрий Сергеевич')
    const connect = within(card).getByRole('link', { name: t.connect })
    expect(connect).toHaveAttribute('href', `${LINK}zas-kafe-dra`)
    expect(connect).toHaveAttribute('target', '_blank')
    expect(connect.getAttribute('rel')).toContain('noopener')
    const field = screen.getByLabelText(`${t.link} *`)
    expect(field).toHaveValue(`${LINK}zas-kafe-dra`)

    await user.clear(field)
    await user.type(field, 'https://zoom.example/j/123')
    await user.click(screen.getByRole('button', { name: t.check }))
    expect(await screen.findByText(t.linkInvalid)).toBeInTheDocument()
    expect(screen.getByLabelText(`${t.link} *`)).toHaveValue('https://zoom.example/j/123')

    await user.clear(screen.getByLabelText(`${t.link} *`))
    await user.type(screen.getByLabelText(`${t.link} *`), `${LINK}abc-defg-hij`)
    await user.click(screen.getByRole('button', { name: t.check }))
    expect(await screen.findByText(t.roomMissing)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: t.connect })).toBeNull()
    expect(screen.getByLabelText(`${t.link} *`)).toHaveValue(`${LINK}abc-defg-hij`)
  })

  it('a student arrives with ?link=: an invited room is shown, a room she is not invited to is refused; she cannot create rooms', async () => {
    const user = userEvent.setup()
    open(STUDENT, `/VideoConference/Room?link=${encodeURIComponent(`${LINK}sem-dvoj-nik`)}`)
    const card = await screen.findByRole('region', { name: /Цифровые двойники/ }, LONG)
    expect(within(card).getByRole('link', { name: t.connect })).toHaveAttribute('href', `${LINK}sem-dvoj-nik`)
    await screen.findByRole('region', { name: t.listTitle }, LONG)
    expect(screen.queryByRole('button', { name: t.create })).toBeNull()

    await user.clear(screen.getByLabelText(`${t.link} *`))
    await user.type(screen.getByLabelText(`${t.link} *`), `${LINK}zas-kafe-dra`)
    await user.click(screen.getByRole('button', { name: t.check }))
    expect(await screen.findByText(t.notInvited)).toBeInTheDocument()

    // The server itself refuses a student's room (403) and an anonymous call (401).
    await expect(
      createRoom({ title: 'Моя', date: '2030-01-01', time: '10:00', participantIDs: [8] }),
    ).rejects.toSatisfy((e) => e instanceof ApiError && e.code === 'forbidden')
    document.cookie = 'authToken=; Max-Age=0; path=/'
    await expect(listRooms({ silent: true })).rejects.toSatisfy(
      (e) => e instanceof ApiError && e.code === 'unauthorized',
    )
  })

  it('a teacher creates a room: missing fields are named, a refusal keeps what she typed, then the room is listed and stored', async () => {
    const user = userEvent.setup()
    open(TEACHER)
    await user.click(await screen.findByRole('button', { name: t.create }, LONG))
    const form = screen.getByRole('form', { name: t.createTitle })
    await user.click(within(form).getByRole('button', { name: t.createSubmit }))
    expect(await within(form).findByText(t.titleRequired)).toBeInTheDocument()
    expect(within(form).getByText(t.dateRequired)).toBeInTheDocument()
    expect(within(form).getByText(t.timeRequired)).toBeInTheDocument()
    expect(within(form).getByText(t.participantsRequired)).toBeInTheDocument()

    await user.type(within(form).getByLabelText(`${t.roomName} *`), 'Консультация по курсовым проектам')
    await user.type(within(form).getByLabelText(new RegExp(t.date), { selector: 'input' }), moscowDay(10))
    await user.type(within(form).getByLabelText(`${t.time} *`), '25:00')
    await user.click(form.querySelector<HTMLElement>('.p-multiselect')!)
    const panel = await waitFor(() => document.querySelector<HTMLElement>('.p-multiselect-panel')!)
    await user.click(await within(panel).findByText('Соколова Анна Игоревна'))
    await user.keyboard('{Escape}')
    await user.click(within(form).getByRole('button', { name: t.createSubmit }))
    expect(await within(form).findByText(t.timeInvalid)).toBeInTheDocument()
    await user.clear(within(form).getByLabelText(`${t.time} *`))
    await user.type(within(form).getByLabelText(`${t.time} *`), '16:45')

    server.use(
      http.post('*/api/VideoConference/Rooms', () => HttpResponse.json({ state: -1, msg: t.inPast }, { status: 400 }), {
        once: true,
      }),
    )
    await user.click(within(form).getByRole('button', { name: t.createSubmit }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(t.inPast)
    expect(within(form).getByLabelText(`${t.roomName} *`)).toHaveValue('Консультация по курсовым проектам')

    await user.click(within(form).getByRole('button', { name: t.createSubmit }))
    expect(await screen.findByText(t.created('Консультация по курсовым проектам'))).toBeInTheDocument()
    const table = screen.getByRole('region', { name: t.listTitle })
    expect(within(table).getByRole('row', { name: /Консультация по курсовым проектам/ })).toHaveTextContent('16:45')
    const stored = db.videoRoom.findFirst({ where: { title: { equals: 'Консультация по курсовым проектам' } } })!
    expect(stored).toMatchObject({ organiserID: TEACHER, participantIDs: [STUDENT] })
    expect(stored.code).toMatch(/^[a-z]{3}-[a-z]{4}-[a-z]{3}$/)
    expect(screen.queryByRole('form', { name: t.createTitle })).toBeNull()
  })

  it('a failed list (500) says so and is retried', async () => {
    const user = userEvent.setup()
    let failing = true
    server.use(
      http.get('*/api/VideoConference/Rooms', () =>
        failing ? HttpResponse.json({ state: -1, msg: 'Сбой' }, { status: 500 }) : undefined,
      ),
    )
    open(STUDENT)
    const retry = await screen.findByRole('button', { name: t.retry }, LONG)
    expect(screen.getByText(t.loadFailed)).toBeInTheDocument()
    failing = false
    await user.click(retry)
    expect(await screen.findByRole('region', { name: t.listTitle }, LONG)).toHaveTextContent('Цифровые двойники')
  })
})
