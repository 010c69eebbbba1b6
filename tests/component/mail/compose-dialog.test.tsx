import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import ComposeDialog from '@/screens/mail/compose-dialog'
import { server, issueToken, db } from '@/mocks/node'
import { recipientTypesFor } from '@/lib/constants/mail'
import { rolesOf } from '@/mocks/lib/auth'
import { nationalityOf } from '@/mocks/handlers/mail.handlers'
import { mailTexts as t } from '@/texts/ru/mail'
import type { ComposeRequest } from '@/api/mail'
import { chooseOption, optionLabels } from '../choose-option'

function openAs(userID: number, request: ComposeRequest = {}) {
  document.cookie = 'authToken=' + issueToken(userID)
  const user = db.user.findFirst({ where: { userID: { equals: userID } } })!
  const actions = { notifySent: vi.fn(), navigateToSent: vi.fn(), showSendFailed: vi.fn(), notifyUploadFailed: vi.fn() }
  const onClosed = vi.fn()
  const allowedTypes = recipientTypesFor(
    userID,
    rolesOf(user).map((r) => r.name),
  )
  render(<ComposeDialog actions={actions} input={{ request, allowedTypes, year: '2026-2027' }} onClosed={onClosed} />)
  return { actions, onClosed, user: userEvent.setup() }
}
const dialog = () => screen.getByRole('dialog')
const typeSelect = () => within(dialog()).findByRole('combobox', { name: t.type })
type User = ReturnType<typeof userEvent.setup>
const typeOptions = async (user: User) => optionLabels(user, await typeSelect())
const chooseType = async (user: User, name: string) => chooseOption(user, await typeSelect(), name)
/** Clicks into a text field and pastes the text: one input, where the test is not about keystrokes. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}
const posted: Record<string, unknown>[] = []
const requests: string[] = []
function record() {
  posted.length = 0
  requests.length = 0
  server.events.on('request:start', async ({ request }) => {
    requests.push(request.url)
    if (request.method === 'POST' && request.url.includes('InboxMail'))
      posted.push((await request.clone().json()) as Record<string, unknown>)
  })
}
const deliveriesOf = (messageID: number) =>
  db.mailDelivery.findMany({ where: { messageID: { equals: messageID } } }).map((d) => d.userID)
const lastMessageID = () => Math.max(...db.mailMessage.getAll().map((m) => m.messageID))

afterEach(() => server.events.removeAllListeners())

describe('compose dialog: recipient modes by role', () => {
  it('student: staff search starts above 3 characters after 500 ms; pick, subject, send → /mail/sent', async () => {
    record()
    const { actions, onClosed, user } = openAs(1)
    expect(await typeOptions(user)).toEqual([
      'Сотрудник',
      'Студент',
      'Группа',
      'Поиск по ФИО',
      'Рассылка по курсам',
      'Рассылка по факультетам',
    ])
    const send = within(dialog()).getByRole('button', { name: t.send })
    expect(send).toBeDisabled()
    await chooseType(user, 'Сотрудник')
    const recipient = within(dialog()).getByLabelText(t.recipient)
    // the debounce's clock is faked (and still runs with real time, for the server's answers)
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      await user.type(recipient, 'Пав')
      await act(() => vi.advanceTimersByTimeAsync(700))
      expect(requests.filter((u) => u.includes('Find/Prepods'))).toEqual([])
      await user.type(recipient, 'л')
      await act(() => vi.advanceTimersByTimeAsync(500))
    } finally {
      vi.useRealTimers()
    }
    await user.click(
      await within(dialog()).findByRole('button', { name: /Павлова Мария Александровна/ }, { timeout: 3000 }),
    )
    expect(requests.filter((u) => u.includes('Find/Prepods'))).toHaveLength(1)
    expect(send).toBeDisabled()
    await fill(user, within(dialog()).getByLabelText(t.subjectLabel), 'Вопрос по курсовой')
    await fill(user, within(dialog()).getByRole('textbox', { name: t.body }), 'Здравствуйте!')
    expect(send).toBeEnabled()
    await user.click(send)
    await waitFor(() => expect(actions.navigateToSent).toHaveBeenCalled())
    expect(actions.notifySent).toHaveBeenCalled()
    expect(onClosed).toHaveBeenCalled()
    expect(posted[0]).toMatchObject({
      typeID: 1,
      userToID: 8,
      theme: 'Вопрос по курсовой',
      message: 'Здравствуйте!',
      htmlMessage: '<p>Здравствуйте!</p>',
      parentID: null,
    })
    expect(deliveriesOf(lastMessageID())).toEqual([8])
  }, 40_000) // the first test also pays for the dialog chunk and msw warm-up

  it('school-X student: only staff, student and group', async () => {
    const { user } = openAs(-101)
    expect(await typeOptions(user)).toEqual(['Сотрудник', 'Студент', 'Группа'])
  })

  it('teacher: a group mailing reaches every student of the group', async () => {
    record()
    const { actions, user } = openAs(8)
    await chooseType(user, 'Группа')
    const group = db.studyGroup.findFirst({ where: { groupID: { equals: 111 } } })!
    await chooseOption(user, within(dialog()).getByRole('combobox', { name: t.group }), group.name)
    await fill(user, within(dialog()).getByLabelText(t.subjectLabel), 'Собрание группы')
    await user.click(within(dialog()).getByRole('button', { name: t.send }))
    await waitFor(() => expect(actions.navigateToSent).toHaveBeenCalled())
    expect(posted[0]).toMatchObject({ typeID: 3, userToID: 111 })
    expect(deliveriesOf(lastMessageID()).sort()).toEqual(
      db.user
        .findMany({ where: { groupID: { equals: 111 } } })
        .filter((u) => u.kind === 'student')
        .map((u) => u.userID)
        .sort(),
    )
  })

  it('author: search by name pages through all users with 20/50/100/200 rows', async () => {
    record()
    const { user } = openAs(2)
    await chooseType(user, 'Поиск по ФИО')
    // the search's 500 ms debounce, on a faked clock (which still runs with real time)
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      await user.type(within(dialog()).getByLabelText(t.recipient), 'овна')
      await act(() => vi.advanceTimersByTimeAsync(500))
    } finally {
      vi.useRealTimers()
    }
    await within(dialog()).findByText(/Страница 1 из/, undefined, { timeout: 3000 })
    expect(requests.find((u) => u.includes('Find/UsersAll'))).toMatch(
      /page=1&rowsPerPage=20&searchQuery=%D0%BE%D0%B2%D0%BD%D0%B0/,
    )
    expect(within(dialog()).getAllByRole('button', { name: /овна/ })).toHaveLength(20)
    await user.click(within(dialog()).getByRole('button', { name: t.nextPage }))
    await waitFor(() => expect(requests.some((u) => u.includes('Find/UsersAll') && u.includes('page=2'))).toBe(true))
    const rows = within(dialog()).getByRole('combobox', { name: t.rowsPerPage })
    expect(await optionLabels(user, rows)).toEqual(['20', '50', '100', '200'])
    await chooseOption(user, rows, '50')
    await waitFor(() => expect(requests.some((u) => u.includes('rowsPerPage=50') && u.includes('page=1'))).toBe(true))
  })

  it("'Рассылка-Почта': a citizenship mailing reaches exactly the students of that citizenship; no mass mailing", async () => {
    record()
    const { actions, user } = openAs(14)
    const types = await typeOptions(user)
    expect(types).toContain('Рассылка по гражданству')
    expect(types).not.toContain('Массовая рассылка')
    await chooseType(user, 'Рассылка по гражданству')
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Казахстан' }))
    await fill(user, within(dialog()).getByLabelText(t.subjectLabel), 'Миграционный учёт')
    await user.click(within(dialog()).getByRole('button', { name: t.send }))
    await waitFor(() => expect(actions.navigateToSent).toHaveBeenCalled())
    expect(deliveriesOf(lastMessageID()).sort()).toEqual(
      db.user
        .getAll()
        .filter((u) => u.kind === 'student' && nationalityOf(u) === 2)
        .map((u) => u.userID)
        .sort(),
    )
  })

  it('state -2 (nobody to send to): snackbar, the form resets, the dialog closes after 2 s', async () => {
    const { actions, onClosed, user } = openAs(14)
    await chooseType(user, 'Рассылка по гражданству')
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Монголия' }))
    await fill(user, within(dialog()).getByLabelText(t.subjectLabel), 'Никому')
    // the 2 s are counted on a faked clock (which still runs with real time, for the server's answer)
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      await user.click(within(dialog()).getByRole('button', { name: t.send }))
      await waitFor(() => expect(actions.showSendFailed).toHaveBeenCalled())
      expect(within(dialog()).getByLabelText(t.subjectLabel)).toHaveValue('')
      expect(onClosed).not.toHaveBeenCalled()
      await act(() => vi.advanceTimersByTimeAsync(2_000))
      expect(onClosed).toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
    expect(actions.navigateToSent).not.toHaveBeenCalled()
  })

  it('admin: a mass mailing needs the radio and all five selections', async () => {
    record()
    const { actions, user } = openAs(7)
    expect(await typeOptions(user)).toEqual([
      'Сотрудник',
      'Студент',
      'Группа',
      'Поиск по ФИО',
      'Рассылка по курсам',
      'Рассылка по факультетам',
      'Рассылка по гражданству',
      'Массовая рассылка',
    ])
    await chooseType(user, 'Массовая рассылка')
    await fill(user, within(dialog()).getByLabelText(t.subjectLabel), 'Всем очникам')
    const send = within(dialog()).getByRole('button', { name: t.send })
    const check = (group: string, name: string) =>
      user.click(within(within(dialog()).getByRole('group', { name: group })).getByRole('checkbox', { name }))
    await check(t.faculty, 'Факультет информатики и вычислительной техники')
    await check(t.formStudy, 'Очная')
    await check(t.conditions, 'Бюджет')
    await check(t.level, 'Бакалавриат')
    expect(send).toBeDisabled()
    await check(t.courses, '1 курс')
    expect(send).toBeDisabled()
    await user.click(within(dialog()).getByRole('radio', { name: t.massOptions[0] }))
    expect(send).toBeEnabled()
    await user.click(send)
    await waitFor(() => expect(actions.navigateToSent).toHaveBeenCalled())
    expect(posted[0]).toMatchObject({
      typeID: 8,
      massMailingID: 0,
      selectedFacultets: [1],
      selectedForm: [1],
      selectedConditionsEducation: [1],
      selectedLevelEducation: [2],
      selectedCourses: [1],
      userToID: null,
    })
    expect(deliveriesOf(lastMessageID()).length).toBeGreaterThan(0)
  })
})

describe('compose dialog: prefilled and failing', () => {
  it('/newMessage/-2000: a student recipient (sign flipped), type Студент', async () => {
    openAs(2, { userToID: -2000 })
    const student = db.user.findFirst({ where: { userID: { equals: 2000 } } })!
    await within(dialog()).findByText(`${student.last_name} ${student.first_name} ${student.middle_name}`)
    expect((await typeSelect()).closest('.p-dropdown')!.querySelector('.p-dropdown-label')).toHaveTextContent('Студент')
  })

  it('a reply: Re: subject, the sender as recipient, parentID in the body', async () => {
    record()
    const letter = db.mailDelivery.findMany({ where: { userID: { equals: 1 } } })[0]
    const message = db.mailMessage.findFirst({ where: { messageID: { equals: letter.messageID } } })!
    const { actions, user } = openAs(1, { parentID: message.messageID })
    await within(dialog()).findByDisplayValue(`Re: ${message.theme}`)
    expect(screen.getByRole('dialog', { name: t.replyTitle })).toBeInTheDocument()
    await user.click(within(dialog()).getByRole('button', { name: t.send }))
    await waitFor(() => expect(actions.navigateToSent).toHaveBeenCalled())
    expect(posted[0]).toMatchObject({ parentID: message.messageID, userToID: message.fromID })
  })

  it('a failed send keeps everything typed and says so; 403 says the recipient is not allowed', async () => {
    const { user } = openAs(2, { userToID: 8 })
    await within(dialog()).findByText('Павлова Мария Александровна')
    await fill(user, within(dialog()).getByLabelText(t.subjectLabel), 'Важное')
    await fill(user, within(dialog()).getByRole('textbox', { name: t.body }), 'Текст')
    server.use(http.post('*/api/Mail/InboxMail', () => HttpResponse.error()))
    await user.click(within(dialog()).getByRole('button', { name: t.send }))
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(t.sendError)
    expect(within(dialog()).getByLabelText(t.subjectLabel)).toHaveValue('Важное')
    expect(within(dialog()).getByRole('textbox', { name: t.body })).toHaveValue('Текст')
    server.use(
      http.post('*/api/Mail/InboxMail', () =>
        HttpResponse.json({ state: -1, msg: 'Доступ запрещён' }, { status: 403 }),
      ),
    )
    await user.click(within(dialog()).getByRole('button', { name: t.send }))
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent(t.forbidden))
  })

  it('the form refuses an invisible subject and a missing recipient in Russian, keeping what was typed', async () => {
    const { user } = openAs(2)
    await chooseType(user, 'Сотрудник')
    const fio = within(dialog()).getByLabelText(t.recipient)
    await user.type(fio, 'Пав')
    await user.tab()
    expect(await within(dialog()).findByText(t.recipientRequired)).toBeInTheDocument()
    expect(fio).toHaveValue('Пав')
    const subject = within(dialog()).getByLabelText(t.subjectLabel)
    await user.type(subject, '\u200B\u200B')
    await user.tab()
    expect(await within(dialog()).findByText(t.subjectRequired)).toBeInTheDocument()
    expect(subject).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog()).getByRole('button', { name: t.send })).toBeDisabled()
  })

  it('attachments: a Russian button opens the file chooser; the native «Choose Files» input is never shown', async () => {
    const { user } = openAs(2)
    const button = await within(dialog()).findByRole('button', { name: t.attach })
    const input = dialog().querySelector('input[type=file]') as HTMLInputElement
    expect(input).toHaveClass('sr-only')
    expect(input).toHaveAttribute('aria-hidden', 'true')
    expect(input.tabIndex).toBe(-1)
    const opened = vi.spyOn(input, 'click')
    await user.click(button)
    expect(opened).toHaveBeenCalled()
    await user.upload(input, new File(['x'], 'план.pdf'))
    expect(
      within(within(dialog()).getByRole('list', { name: t.attachments })).getByText('план.pdf'),
    ).toBeInTheDocument()
  })

  it('body: max length from the schema column, counter, no further input at the limit; toolbar headers 1–5', async () => {
    server.use(
      http.get('*/api/Mail/Schema', () =>
        HttpResponse.json({ state: 1, data: [{ column: 'ТекстСообщение', maxLength: 12 }] }),
      ),
    )
    const { user } = openAs(2)
    const body = await within(dialog()).findByRole('textbox', { name: t.body })
    // the schema arrives after the form shows (with the default limits meanwhile)
    await waitFor(() => expect(body).toHaveAttribute('maxLength', '12'))
    expect(within(dialog()).getByLabelText(t.subjectLabel)).toHaveAttribute('maxLength', '200')
    await user.type(body, 'Заголовок')
    await user.click(within(dialog()).getByRole('button', { name: t.header(5) }))
    // '##### Заголовок' would exceed 12 characters: the header is not applied, nothing is cut.
    expect(body).toHaveValue('Заголовок')
    await user.clear(body)
    await user.type(body, 'Тема')
    await user.click(within(dialog()).getByRole('button', { name: t.header(3) }))
    await waitFor(() => expect(body).toHaveValue('### Тема'))
    // the editor gives the focus back (and selects the line) in the next frame: wait for it, then type at the end
    await waitFor(() => expect(body).toHaveFocus())
    await user.type(body, 'abcdefgh', { initialSelectionStart: 8, initialSelectionEnd: 8 })
    expect((body as HTMLTextAreaElement).value).toHaveLength(12)
    expect(within(dialog()).getByText(/12 \/ 12/)).toHaveTextContent(t.bodyLimit)
    await user.click(within(dialog()).getByRole('button', { name: t.preview_ }))
    expect(within(dialog()).getByRole('heading', { level: 3 })).toHaveTextContent('Тема')
  })
})
