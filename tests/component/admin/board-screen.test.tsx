import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import BoardScreen from '@/screens/admin/board-screen'
import { server } from '@/mocks/node'
import { renderScreen } from '../render-screen'
import { db } from '@/mocks/db'
import { boardsTexts as t } from '@/texts/ru/boards'

const STUDENT = 1
/** The board screen alone, signed in as `userID` (the real session decides who owns the board). */
function open(path: string, userID = STUDENT) {
  return renderScreen({ pattern: '/Boards/Board/:id/:cardID?', screen: BoardScreen, path, userID })
}
const slow = { timeout: 15_000 }
const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}, карточек`) })
const stored = (title: string) => db.boardCard.findFirst({ where: { title: { equals: title } } })!
const columnID = (name: string) =>
  db.boardColumn.findFirst({ where: { name: { equals: name }, boardID: { equals: 1 } } })!.id

describe('kanban board (/Boards/Board)', { timeout: 30_000 }, () => {
  it('a member moves a card with the keyboard menu: announced, focus kept, stored; a refused move is put back', async () => {
    const user = userEvent.setup()
    open('/Boards/Board/1')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Курсовой проект: мобильное приложение' }, slow),
    ).toBeVisible()
    expect(column('Нужно сделать')).toHaveAccessibleName('Нужно сделать, карточек: 2')
    const moveButton = within(column('Нужно сделать')).getByRole('button', { name: t.moveCard('Макеты экранов') })
    moveButton.focus()
    await user.keyboard('{Enter}')
    expect(moveButton).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('button', { name: t.moveTo('В работе') })).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(stored('Макеты экранов').columnID).toBe(columnID('В работе')))
    expect(within(column('В работе')).getByRole('link', { name: t.openCard('Макеты экранов') })).toBeVisible()
    expect(screen.getByText(t.moved('Макеты экранов', 'В работе', 3, 3))).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: t.moveCard('Макеты экранов') })).toHaveFocus())
    expect(stored('Макеты экранов').position).toBe(2)
    expect(stored('Список литературы').position, 'the old column is renumbered').toBe(0)

    // «Выше» inside the column
    await user.click(screen.getByRole('button', { name: t.moveCard('Макеты экранов') }))
    await user.click(await screen.findByRole('button', { name: t.moveUp }))
    await waitFor(() => expect(stored('Макеты экранов').position).toBe(1))
    expect(screen.getByText(t.moved('Макеты экранов', 'В работе', 2, 3))).toBeInTheDocument()

    // offline: the move is refused with a clear message and the card goes back
    server.use(http.post('*/api/Boards/:id/Cards/:cardID/Move', () => HttpResponse.error(), { once: true }))
    await user.click(screen.getByRole('button', { name: t.moveCard('Макеты экранов') }))
    await user.click(await screen.findByRole('button', { name: t.moveTo('Готово') }))
    expect(await screen.findByRole('alert')).toHaveTextContent(t.offline)
    expect(within(column('В работе')).getByRole('link', { name: t.openCard('Макеты экранов') })).toBeVisible()
    expect(stored('Макеты экранов').columnID).toBe(columnID('В работе'))
  })

  it('a card is dragged with the mouse onto another card or a column', async () => {
    open('/Boards/Board/1')
    await screen.findByRole('heading', { level: 1 }, slow)
    const card = (title: string) => screen.getByRole('link', { name: t.openCard(title) }).closest('li')!
    fireEvent.dragStart(card('Список литературы'), { dataTransfer: { setData() {}, effectAllowed: '' } })
    fireEvent.drop(card('Введение и цели работы'))
    await waitFor(() => expect(stored('Список литературы').columnID).toBe(columnID('На проверке')))
    expect(stored('Список литературы').position).toBe(0)
    fireEvent.dragStart(card('Тема утверждена'), { dataTransfer: { setData() {}, effectAllowed: '' } })
    fireEvent.drop(column('Нужно сделать'))
    await waitFor(() => expect(stored('Тема утверждена').columnID).toBe(columnID('Нужно сделать')))
    expect(within(column('Нужно сделать')).getAllByRole('listitem')).toHaveLength(2)
  })

  it('the card address opens its dialog: the description is plain text; a new card needs a visible title', async () => {
    const user = userEvent.setup()
    const cardID = stored('Офлайн-режим расписания').id
    open(`/Boards/Board/1/${cardID}`)
    const dialog = await screen.findByRole('dialog', {}, slow)
    const description = within(dialog).getByLabelText(t.cardDescription)
    expect(description).toHaveValue('Кэшировать последнюю неделю <b>без</b> сети.')
    await user.clear(within(dialog).getByLabelText(`${t.cardTitle} *`))
    await user.type(within(dialog).getByLabelText(`${t.cardTitle} *`), 'Офлайн-режим')
    await user.click(within(dialog).getByRole('button', { name: t.cardSave }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(window.location.pathname).toBe('/WebApp/Boards/Board/1')
    expect(db.boardCard.findFirst({ where: { id: { equals: cardID } } })?.title).toBe('Офлайн-режим')
    expect(screen.getByRole('link', { name: t.openCard('Офлайн-режим') })).toBeVisible()

    await user.click(screen.getByRole('button', { name: t.addCardTo('Готово') }))
    const create = await screen.findByRole('dialog', { name: t.cardNew })
    await user.type(within(create).getByLabelText(`${t.cardTitle} *`), '\u200B ')
    await user.type(within(create).getByLabelText(t.cardDescription), 'Проверить <script>')
    await user.click(within(create).getByRole('button', { name: t.cardSave }))
    expect(await within(create).findByText(t.titleRequired)).toBeInTheDocument()
    expect(within(create).getByLabelText(t.cardDescription)).toHaveValue('Проверить <script>')
    await user.clear(within(create).getByLabelText(`${t.cardTitle} *`))
    await user.type(within(create).getByLabelText(`${t.cardTitle} *`), 'Защита проекта')
    await user.click(within(create).getByRole('button', { name: t.cardSave }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(within(column('Готово')).getByRole('link', { name: t.openCard('Защита проекта') })).toBeVisible()
    expect(stored('Защита проекта')).toMatchObject({ columnID: columnID('Готово'), description: 'Проверить <script>' })
  })

  it('only members open a board; an archived board is read-only', async () => {
    open('/Boards/Board/3')
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(t.notMember)
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('an archived board shows its cards without move or add buttons', async () => {
    open('/Boards/Board/4')
    expect(await screen.findByText(t.archivedNote, {}, slow)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: t.openCard('Отчёт по практике сдан') })).toBeVisible()
    expect(screen.queryByRole('button', { name: /Переместить|Добавить/ })).toBeNull()
  })
})
