import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import BoardScreen from '@/screens/admin/board-screen'
import { server } from '@/mocks/node'
import { db } from '@/mocks/db'
import { boardsTexts as t } from '@/texts/ru/boards'
import { renderScreen } from '../render-screen'

const STUDENT = 1
const TEACHER = 8
const slow = { timeout: 15_000 }
const open = (path: string, userID = STUDENT) =>
  renderScreen({ pattern: '/Boards/Board/:id/:cardID?', screen: BoardScreen, path, userID })
const card = (title: string) => db.boardCard.findFirst({ where: { title: { equals: title } } })!
const part = (dialog: HTMLElement, name: string) => within(dialog).getByRole('region', { name })

describe('a card’s labels, checklist, comments and files (/Boards/Board/{id}/{cardID})', { timeout: 40_000 }, () => {
  it('checks an item, adds an item and a comment (plain text, author, time); the forms empty after each', async () => {
    const user = userEvent.setup()
    const id = card('Макеты экранов').id
    open(`/Boards/Board/1/${id}`)
    const dialog = await screen.findByRole('dialog', {}, slow)
    const checklist = part(dialog, t.checklist)
    expect(checklist).toHaveTextContent(t.checklistDone(2, 3))
    await user.click(within(checklist).getByLabelText('Профиль'))
    await waitFor(() => expect(checklist).toHaveTextContent(t.checklistDone(3, 3)))
    await user.type(within(checklist).getByLabelText(`${t.checklistItem} *`), 'Экран оценок')
    await user.click(within(checklist).getByRole('button', { name: t.checklistAdd }))
    await waitFor(() => expect(checklist).toHaveTextContent(t.checklistDone(3, 4)))
    expect(within(checklist).getByLabelText(`${t.checklistItem} *`)).toHaveValue('')
    expect(db.boardChecklistItem.findMany({ where: { cardID: { equals: id } } }).map((i) => i.done)).toEqual([
      true,
      true,
      true,
      false,
    ])

    const comments = part(dialog, t.comments)
    expect(within(comments).getByText('Покажите макеты на консультации во вторник.')).toBeVisible()
    await user.click(within(comments).getByRole('button', { name: t.commentAdd }))
    expect(await within(comments).findByText(t.commentRequired)).toBeVisible()
    await user.type(within(comments).getByLabelText(`${t.commentText} *`), '<b>готово</b>')
    await user.click(within(comments).getByRole('button', { name: t.commentAdd }))
    // shown as typed, never as HTML, under the author's name
    expect(await within(comments).findByText('<b>готово</b>', {}, slow)).toBeVisible()
    expect(within(comments).getAllByText('Соколова Анна Игоревна', { exact: false }).length).toBeGreaterThan(0)
    expect(within(comments).getByLabelText(`${t.commentText} *`)).toHaveValue('')
  })

  it('creates a label and files a document; a wrong type or an offline upload keeps the file with a Russian reason', async () => {
    const user = userEvent.setup({ applyAccept: false })
    const id = card('Список литературы').id
    open(`/Boards/Board/1/${id}`)
    const dialog = await screen.findByRole('dialog', {}, slow)
    const labels = part(dialog, t.labels)
    await user.type(within(labels).getByLabelText(`${t.labelName} *`), 'Срочно')
    await user.click(within(labels).getByRole('button', { name: t.labelCreate }))
    expect(await within(labels).findByText(t.labelTaken, {}, slow)).toBeVisible()
    expect(within(labels).getByLabelText(`${t.labelName} *`)).toHaveValue('Срочно')
    await user.clear(within(labels).getByLabelText(`${t.labelName} *`))
    await user.type(within(labels).getByLabelText(`${t.labelName} *`), 'Библиотека')
    await user.click(within(labels).getByRole('button', { name: t.labelCreate }))
    await waitFor(() => expect(db.boardLabel.findFirst({ where: { name: { equals: 'Библиотека' } } })).toBeTruthy())

    const files = part(dialog, t.files)
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!
    await user.upload(input, new File(['x'], 'вирус.exe', { type: 'application/x-msdownload' }))
    await user.click(within(files).getByRole('button', { name: t.fileAdd }))
    expect(await within(files).findByText(t.fileTypeRefused)).toBeVisible()
    await user.upload(input, new File(['список'], 'литература.docx'))
    server.use(http.post('*/api/Boards/:id/Cards/:cardID/Files', () => HttpResponse.error(), { once: true }))
    await user.click(within(files).getByRole('button', { name: t.fileAdd }))
    expect(await within(files).findByText(t.offline, {}, slow)).toBeVisible()
    expect(within(files).getByText('литература.docx')).toBeVisible()
    await user.click(within(files).getByRole('button', { name: t.fileAdd }))
    await waitFor(() => expect(within(files).queryByText(t.filesEmpty)).toBeNull(), slow)
    expect(db.boardFile.findFirst({ where: { cardID: { equals: id } } })).toMatchObject({ name: 'литература.docx' })
  })

  it('the owner finds and adds a member, removes one; a member who is not the owner sees no such panel', async () => {
    const user = userEvent.setup()
    const view = open('/Boards/Board/1')
    const panel = await screen.findByRole('region', { name: t.membersManage }, slow)
    await user.type(within(panel).getByLabelText(t.memberSearch), 'к')
    await user.click(within(panel).getByRole('button', { name: t.memberSearchButton }))
    expect(await within(panel).findByText(t.memberSearchShort)).toBeVisible()
    const someone = db.user.getAll().find((u) => ![1, 7, 8].includes(u.userID))!
    await user.clear(within(panel).getByLabelText(t.memberSearch))
    await user.type(within(panel).getByLabelText(t.memberSearch), someone.last_name)
    await user.click(within(panel).getByRole('button', { name: t.memberSearchButton }))
    const add = await within(panel).findAllByRole(
      'button',
      { name: new RegExp(`^Добавить: ${someone.last_name}`) },
      slow,
    )
    await user.click(add[0])
    await waitFor(() => expect(db.board.findFirst({ where: { id: { equals: 1 } } })!.memberIDs).toHaveLength(4))
    const added = db.board.findFirst({ where: { id: { equals: 1 } } })!.memberIDs.at(-1)!
    await user.click((await within(panel).findAllByRole('button', { name: /^Исключить: / }))[0])
    await waitFor(() => expect(db.board.findFirst({ where: { id: { equals: 1 } } })!.memberIDs).toHaveLength(3))
    expect(added).not.toBe(STUDENT)
    view.unmount()

    open('/Boards/Board/2', STUDENT)
    await screen.findByRole('heading', { level: 1 }, slow)
    expect(screen.queryByRole('region', { name: t.membersManage })).toBeNull()
    expect(TEACHER).toBe(db.board.findFirst({ where: { id: { equals: 2 } } })!.ownerID)
  })
})
