import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { boardResource, cardFormSchema, cardMoveSchema, type Board, type BoardCard } from '@/api/boards'
import { BOARD_NAME_MAX } from '@/lib/constants/boards'
import { moveCard } from '@/lib/boards-order'
import { hasVisibleText } from '@/lib/validation'
import { boardsTexts as t } from '@/texts/ru/boards'
import { db } from '../db'
import { requireUser, type DemoUser } from '../lib/auth'
import { badRequest, failure, jsonBody, notFound, ok } from '../lib/respond'
import { mockResource } from '../lib/resource-handlers'
import { createRecord, nextId, updateRecord } from '../lib/store'
import { fullName } from '../lib/names'

type BoardRecord = NonNullable<ReturnType<typeof db.board.findFirst>>
type CardRecord = NonNullable<ReturnType<typeof db.boardCard.findFirst>>

const boardOf = (id: number) => db.board.findFirst({ where: { id: { equals: id } } })
const cardsOf = (boardID: number) => db.boardCard.findMany({ where: { boardID: { equals: boardID } } })
const columnsOf = (boardID: number) =>
  db.boardColumn.findMany({ where: { boardID: { equals: boardID } } }).sort((a, b) => a.position - b.position)
const isMember = (board: BoardRecord, user: DemoUser) => board.memberIDs.includes(user.userID)

/** A user's full name (also the e-signature sender's). */
export function fioOf(userID: number): string {
  const u = db.user.findFirst({ where: { userID: { equals: userID } } })
  return u ? fullName(u) : `№ ${userID}`
}

const cardRow = (c: CardRecord): BoardCard => ({
  id: c.id,
  columnID: c.columnID,
  position: c.position,
  title: c.title,
  description: c.description,
  assigneeID: c.assigneeID || null,
  due: c.due || null,
})
const cardRows = (boardID: number) => cardsOf(boardID).map(cardRow)

/** The board a member may read (404, 403 otherwise); `write` also refuses an archived board (400). */
function memberBoard(params: Record<string, unknown>, user: DemoUser, write = false): BoardRecord {
  const board = boardOf(Number(params.id))
  if (!board) throw notFound(t.boardMissing)
  if (!isMember(board, user)) throw failure(403, t.notMember)
  if (write && board.archived) throw badRequest(t.archivedRefused)
  return board
}

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
function storePlaces(before: CardRecord[], after: CardRecord[]) {
  const old = new Map(before.map((c) => [c.id, c]))
  for (const c of after) {
    const was = old.get(c.id)
    if (was && (was.columnID !== c.columnID || was.position !== c.position))
      updateRecord('boardCard', 'id', c.id, { columnID: c.columnID, position: c.position })
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
  http.get('*/api/Boards/:id', ({ request, params }) => {
    const board = memberBoard(params, requireUser(request))
    const answer: Board = {
      id: board.id,
      name: board.name,
      archived: board.archived,
      ownerID: board.ownerID,
      columns: columnsOf(board.id).map((c) => ({ id: c.id, name: c.name, position: c.position })),
      cards: cardRows(board.id),
      members: board.memberIDs.map((userID) => ({ userID, fio: fioOf(userID) })),
    }
    return ok(answer)
  }),
  http.post('*/api/Boards/:id/Cards', async ({ request, params }) => {
    const board = memberBoard(params, requireUser(request), true)
    const body = await cardBody(request, board)
    createRecord('boardCard', {
      id: nextId('boardCard', 'id'),
      boardID: board.id,
      columnID: body.columnID,
      position: cardsOf(board.id).filter((c) => c.columnID === body.columnID).length,
      title: body.title,
      description: body.description,
      assigneeID: body.assigneeID ?? 0,
      due: body.due ?? '',
    })
    return ok(cardRows(board.id))
  }),
  http.put('*/api/Boards/:id/Cards/:cardID', async ({ request, params }) => {
    const board = memberBoard(params, requireUser(request), true)
    const cards = cardsOf(board.id)
    const card = cards.find((c) => c.id === Number(params.cardID))
    if (!card) return notFound(t.cardMissing)
    const body = await cardBody(request, board)
    if (body.columnID !== card.columnID)
      storePlaces(cards, moveCard(cards, card.id, body.columnID, Number.MAX_SAFE_INTEGER))
    updateRecord('boardCard', 'id', card.id, {
      title: body.title,
      description: body.description,
      assigneeID: body.assigneeID ?? 0,
      due: body.due ?? '',
    })
    return ok(cardRows(board.id))
  }),
  http.post('*/api/Boards/:id/Cards/:cardID/Move', async ({ request, params }) => {
    const board = memberBoard(params, requireUser(request), true)
    const cards = cardsOf(board.id)
    const card = cards.find((c) => c.id === Number(params.cardID))
    if (!card) return notFound(t.cardMissing)
    const result = v.safeParse(cardMoveSchema, await jsonBody(request))
    if (!result.success) return badRequest(result.issues[0].message)
    const { columnID, position } = result.output
    if (!columnsOf(board.id).some((c) => c.id === columnID)) return badRequest(t.columnMissing)
    storePlaces(cards, moveCard(cards, card.id, columnID, position))
    return ok(cardRows(board.id))
  }),
]
