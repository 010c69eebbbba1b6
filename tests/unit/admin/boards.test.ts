import { describe, expect, it } from 'vitest'
import { db } from '@/mocks/db'
import { boardResource, createCard, getBoard, moveCardOnServer, updateCard } from '@/api/boards'
import { resourceApi } from '@/api/resource'
import { moveCard, cardsOfColumn } from '@/lib/boards-order'
import { boardsTexts as t } from '@/texts/ru/boards'
import { failure, signIn } from '../api-test-helpers'

const STUDENT = 1
const ADMIN = 7
const TEACHER = 8
const silent = { silent: true }
const boards = resourceApi(boardResource)

describe('board ordering (src/lib/boards-order.ts)', () => {
  const cards = [
    { id: 1, columnID: 1, position: 0 },
    { id: 2, columnID: 1, position: 1 },
    { id: 3, columnID: 1, position: 2 },
    { id: 4, columnID: 2, position: 0 },
  ]
  const order = (list: typeof cards, columnID: number) => cardsOfColumn(list, columnID).map((c) => [c.id, c.position])

  it('moves to another column at a position and renumbers both columns', () => {
    const after = moveCard(cards, 2, 2, 0)
    expect(order(after, 1)).toEqual([
      [1, 0],
      [3, 1],
    ])
    expect(order(after, 2)).toEqual([
      [2, 0],
      [4, 1],
    ])
  })
  it('clamps the position: past the end is last, below zero is first', () => {
    expect(order(moveCard(cards, 1, 2, 99), 2)).toEqual([
      [4, 0],
      [1, 1],
    ])
    expect(order(moveCard(cards, 3, 1, -4), 1)).toEqual([
      [3, 0],
      [1, 1],
      [2, 2],
    ])
  })
  it('reorders inside a column (down and up) and leaves unknown cards alone', () => {
    expect(order(moveCard(cards, 1, 1, 2), 1)).toEqual([
      [2, 0],
      [3, 1],
      [1, 2],
    ])
    expect(order(moveCard(cards, 3, 1, 1), 1)).toEqual([
      [1, 0],
      [3, 1],
      [2, 2],
    ])
    expect(moveCard(cards, 99, 2, 0)).toEqual(cards)
  })
})

describe('board calls (/Boards)', () => {
  it('lists my boards only, with counts; a new board gets three columns and its creator as member', async () => {
    signIn(STUDENT)
    const mine = await boards.list({})
    expect(mine.map((b) => b.name).sort()).toEqual([
      'Курсовой проект: мобильное приложение',
      'Летняя практика 2026',
      'Подготовка к конференции «Наука молодых»',
    ])
    expect(mine.find((b) => b.id === 1)).toMatchObject({ cards: 6, members: 3, archived: false })
    const blank = await failure(
      boards.save({ mode: 'create', row: null, values: { name: ' \u200B' }, params: {} }, silent),
    )
    expect(blank.serverMessage).toBe(t.nameRequired)
    const created = await boards.save({ mode: 'create', row: null, values: { name: 'Диплом' }, params: {} }, silent)
    const board = await getBoard(Number(created.id))
    expect(board.columns.map((c) => c.name)).toEqual([...t.defaultColumns])
    expect(board.members.map((m) => m.userID)).toEqual([STUDENT])
    const taken = await failure(
      boards.save({ mode: 'create', row: null, values: { name: 'диплом' }, params: {} }, silent),
    )
    expect(taken.serverMessage).toBe(t.nameTaken)
  })

  it('members only read a board (403); only the creator renames or archives it', async () => {
    signIn(STUDENT)
    const other = await failure(getBoard(3, silent))
    expect([other.status, other.serverMessage]).toEqual([403, t.notMember])
    signIn(TEACHER)
    const row = (await boards.list({})).find((b) => b.id === 1)!
    const notOwner = await failure(
      boards.save({ mode: 'edit', row, values: { name: 'Другое', archived: true }, params: {} }, silent),
    )
    expect([notOwner.status, notOwner.serverMessage]).toEqual([403, t.ownerOnly])
    signIn(STUDENT)
    await boards.save({ mode: 'edit', row, values: { name: 'Курсовой проект', archived: true }, params: {} }, silent)
    expect(db.board.findFirst({ where: { id: { equals: 1 } } })).toMatchObject({
      name: 'Курсовой проект',
      archived: true,
    })
    const refused = await failure(moveCardOnServer(1, 1, { columnID: 2, position: 0 }, silent))
    expect(refused.serverMessage).toBe(t.archivedRefused)
  })

  it('cards: created last in their column, moved with renumbering, checked against the board', async () => {
    signIn(ADMIN)
    const values = {
      title: 'Обзор аналогов',
      description: '<img src=x onerror=alert(1)>',
      columnID: 1,
      assigneeID: 8,
      due: '2026-12-01',
    }
    const afterCreate = await createCard(1, values)
    const created = afterCreate.find((c) => c.title === 'Обзор аналогов')!
    expect(created).toMatchObject({
      columnID: 1,
      position: 2,
      assigneeID: 8,
      due: '2026-12-01',
      description: values.description,
    })
    const moved = await moveCardOnServer(1, created.id, { columnID: 1, position: 0 })
    expect(cardsOfColumn(moved, 1).map((c) => c.title)).toEqual([
      'Обзор аналогов',
      'Макеты экранов',
      'Список литературы',
    ])
    const stranger = await failure(createCard(1, { ...values, assigneeID: 2000 }, silent))
    expect(stranger.serverMessage).toBe(t.assigneeNotMember)
    const otherColumn = await failure(updateCard(1, created.id, { ...values, columnID: 8 }, silent))
    expect(otherColumn.serverMessage).toBe(t.columnMissing)
    const afterUpdate = await updateCard(1, created.id, { ...values, columnID: 4 })
    expect(afterUpdate.find((c) => c.id === created.id)).toMatchObject({ columnID: 4, position: 1 })
    expect(cardsOfColumn(afterUpdate, 1).map((c) => c.position)).toEqual([0, 1])
  })
})
