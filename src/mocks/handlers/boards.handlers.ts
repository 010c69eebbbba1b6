import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { boardResource, cardFormSchema, cardMoveSchema } from '@/api/boards'
import { BOARD_NAME_MAX } from '@/lib/constants/boards'
import { moveCard } from '@/lib/boards-order'
import { hasVisibleText } from '@/lib/validation'
import { boardsTexts as t } from '@/texts/ru/boards'
import { db } from '../db'
import { requireUser, type DemoUser } from '../lib/auth'
import { badRequest, failure, jsonBody, notFound, ok } from '../lib/respond'
import { mockResource } from '../lib/resource-handlers'
import { createRecord, nextId } from '../lib/store'
import {
  announce,
  boardAnswer,
  boardOf,
  BoardWrites,
  cardOf,
  cardsOf,
  columnsOf,
  isMember,
  memberBoard,
  type BoardRecord,
  type CardRecord,
} from './boards-common'
import { boardChangesHandlers } from './boards-changes.handlers'

/** A valid card body: the form's schema, then the board's own rules (the column is the board's, the assignee a member). */
async function cardBody(request: Request, board: BoardRecord) {
  const result = v.safeParse(cardFormSchema, await jsonBody(request))
  if (!result.success) throw badRequest(result.issues[0].message)
  const body = result.output
  if (!columnsOf(board.id).some((c) => c.id === body.columnID)) throw badRequest(t.columnMissing)
  if (body.assigneeID && !board.memberIDs.includes(body.assigneeID)) throw badRequest(t.assigneeNotMember)
  return body
}

/** Stores the positions that changed (each a journaled write, so a move survives a reload). */
function storePlaces(writes: BoardWrites, before: CardRecord[], after: CardRecord[]) {
  const old = new Map(before.map((c) => [c.id, c]))
  for (const c of after) {
    const was = old.get(c.id)
    if (was && (was.columnID !== c.columnID || was.position !== c.position))
      writes.update('boardCard', 'id', c.id, { columnID: c.columnID, position: c.position })
  }
}

/** /Boards/List through the resource kit: my boards with their counts; the creator renames and archives. */
const boardList = mockResource(boardResource, {
  model: 'board',
  filter: (row, _params, user) => (row.memberIDs as number[]).includes(user.userID),
  toRow: (row) => ({
    id: row.id,
    name: row.name,
    archived: row.archived,
    ownerID: row.ownerID,
    cards: cardsOf(Number(row.id)).length,
    members: (row.memberIDs as number[]).length,
  }),
  fields: (body) => ({ name: String(body.name).trim(), archived: Boolean(body.archived) }),
})

const nameTaken = (user: DemoUser, name: string, except: number | null) =>
  db.board
    .getAll()
    .some((b) => b.ownerID === user.userID && b.id !== except && b.name.trim().toLowerCase() === name.toLowerCase())

export const boardsHandlers: HttpHandler[] = [
  // Before the kit's POST: a new board belongs to its creator, who is its first member, with three columns.
  http.post('*/api/Boards', async ({ request }) => {
    const user = requireUser(request)
    const body = await jsonBody<Record<string, unknown>>(request)
    const name = typeof body.name === 'string' ? body.name.trim() : ''
    if (!hasVisibleText(name)) return badRequest(t.nameRequired)
    if (name.length > BOARD_NAME_MAX) return badRequest(t.tooLong(t.colName, BOARD_NAME_MAX))
    if (nameTaken(user, name, null)) return badRequest(t.nameTaken)
    const id = nextId('board', 'id')
    createRecord('board', {
      id,
      name,
      ownerID: user.userID,
      memberIDs: [user.userID],
      archived: false,
      created: new Date().toISOString(),
    })
    t.defaultColumns.forEach((column, position) =>
      createRecord('boardColumn', { id: nextId('boardColumn', 'id'), boardID: id, name: column, position }),
    )
    return ok({ id, name, archived: false, ownerID: user.userID, cards: 0, members: 1 })
  }),
  // Before the kit's PUT (falls through to it when allowed): members only, the creator only, names unique.
  http.put('*/api/Boards/:key', async ({ request, params }) => {
    const user = requireUser(request)
    const board = boardOf(Number(params.key))
    if (!board) return notFound(t.boardMissing)
    if (!isMember(board, user)) return failure(403, t.notMember)
    if (board.ownerID !== user.userID) return failure(403, t.ownerOnly)
    const body = (await request.clone().json()) as Record<string, unknown>
    const name = typeof body.name === 'string' ? body.name.trim() : ''
    if (name && nameTaken(user, name, board.id)) return badRequest(t.nameTaken)
    return undefined
  }),
  ...boardList.handlers,
  http.get('*/api/Boards/:id', ({ request, params }) => ok(boardAnswer(memberBoard(params, requireUser(request))))),
  http.post('*/api/Boards/:id/Cards', async ({ request, params }) => {
    const board = memberBoard(params, requireUser(request), true)
    const body = await cardBody(request, board)
    const writes = new BoardWrites()
    writes.create('boardCard', 'id', {
      id: nextId('boardCard', 'id'),
      boardID: board.id,
      columnID: body.columnID,
      position: cardsOf(board.id).filter((c) => c.columnID === body.columnID).length,
      title: body.title,
      description: body.description,
      assigneeID: body.assigneeID ?? 0,
      due: body.due ?? '',
      labelIDs: [],
    })
    return ok(announce(board, writes).cards)
  }),
  http.put('*/api/Boards/:id/Cards/:cardID', async ({ request, params }) => {
    const board = memberBoard(params, requireUser(request), true)
    const cards = cardsOf(board.id)
    const card = cardOf(board, params)
    const body = await cardBody(request, board)
    const writes = new BoardWrites()
    if (body.columnID !== card.columnID)
      storePlaces(writes, cards, moveCard(cards, card.id, body.columnID, Number.MAX_SAFE_INTEGER))
    writes.update('boardCard', 'id', card.id, {
      title: body.title,
      description: body.description,
      assigneeID: body.assigneeID ?? 0,
      due: body.due ?? '',
    })
    return ok(announce(board, writes).cards)
  }),
  http.post('*/api/Boards/:id/Cards/:cardID/Move', async ({ request, params }) => {
    const board = memberBoard(params, requireUser(request), true)
    const cards = cardsOf(board.id)
    const card = cardOf(board, params)
    const result = v.safeParse(cardMoveSchema, await jsonBody(request))
    if (!result.success) return badRequest(result.issues[0].message)
    const { columnID, position } = result.output
    if (!columnsOf(board.id).some((c) => c.id === columnID)) return badRequest(t.columnMissing)
    const writes = new BoardWrites()
    storePlaces(writes, cards, moveCard(cards, card.id, columnID, position))
    return ok(announce(board, writes).cards)
  }),
  ...boardChangesHandlers,
]
