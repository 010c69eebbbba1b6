import type { Board, BoardCard } from '@/api/boards'
import { BOARD_CHANGED_EVENT, type BoardChanged } from '@/api/boards-changes'
import { boardsTexts as t } from '@/texts/ru/boards'
import { db, type ModelName } from '../db'
import type { DemoUser } from '../lib/auth'
import { fullName } from '../lib/names'
import { definePayload, publish, type RelayWrite } from '../lib/realtime-hub'
import { badRequest, failure, notFound } from '../lib/respond'
import { createRecord, updateRecord } from '../lib/store'

/** What the board handlers share: reading a board as its members see it, and telling them it changed. */
export type BoardRecord = NonNullable<ReturnType<typeof db.board.findFirst>>
export type CardRecord = NonNullable<ReturnType<typeof db.boardCard.findFirst>>

export const boardOf = (id: number) => db.board.findFirst({ where: { id: { equals: id } } })
export const cardsOf = (boardID: number) => db.boardCard.findMany({ where: { boardID: { equals: boardID } } })
export const columnsOf = (boardID: number) =>
  db.boardColumn.findMany({ where: { boardID: { equals: boardID } } }).sort((a, b) => a.position - b.position)
export const labelsOf = (boardID: number) => db.boardLabel.findMany({ where: { boardID: { equals: boardID } } })
export const isMember = (board: BoardRecord, user: DemoUser) => board.memberIDs.includes(user.userID)

/** A user's full name (also the e-signature sender's). */
export function fioOf(userID: number): string {
  const u = db.user.findFirst({ where: { userID: { equals: userID } } })
  return u ? fullName(u) : `№ ${userID}`
}

const byID = <T extends { id: number }>(rows: T[]) => rows.sort((a, b) => a.id - b.id)

export const cardRow = (c: CardRecord): BoardCard => ({
  id: c.id,
  columnID: c.columnID,
  position: c.position,
  title: c.title,
  description: c.description,
  assigneeID: c.assigneeID || null,
  due: c.due || null,
  labelIDs: c.labelIDs ?? [],
  checklist: byID(db.boardChecklistItem.findMany({ where: { cardID: { equals: c.id } } })).map((i) => ({
    id: i.id,
    text: i.text,
    done: i.done,
  })),
  comments: byID(db.boardComment.findMany({ where: { cardID: { equals: c.id } } })).map((m) => ({
    id: m.id,
    authorID: m.authorID,
    author: fioOf(m.authorID),
    text: m.text,
    created: m.created,
  })),
  files: byID(db.boardFile.findMany({ where: { cardID: { equals: c.id } } })).map((f) => ({
    id: f.id,
    name: f.name,
    size: f.size,
    type: f.type,
  })),
})
export const cardRows = (boardID: number) => cardsOf(boardID).map(cardRow)

export function boardAnswer(board: BoardRecord): Board {
  return {
    id: board.id,
    name: board.name,
    archived: board.archived,
    ownerID: board.ownerID,
    columns: columnsOf(board.id).map((c) => ({ id: c.id, name: c.name, position: c.position })),
    cards: cardRows(board.id),
    members: board.memberIDs.map((userID) => ({ userID, fio: fioOf(userID) })),
    labels: byID(labelsOf(board.id)).map((l) => ({ id: l.id, name: l.name, color: l.color })),
  }
}

/** The board a member may read (404, 403 otherwise); `write` also refuses an archived board (400). */
export function memberBoard(params: Record<string, unknown>, user: DemoUser, write = false): BoardRecord {
  const board = boardOf(Number(params.id))
  if (!board) throw notFound(t.boardMissing)
  if (!isMember(board, user)) throw failure(403, t.notMember)
  if (write && board.archived) throw badRequest(t.archivedRefused)
  return board
}

/** A card of the board (404 otherwise). */
export function cardOf(board: BoardRecord, params: Record<string, unknown>): CardRecord {
  const card = cardsOf(board.id).find((c) => c.id === Number(params.cardID))
  if (!card) throw notFound(t.cardMissing)
  return card
}

/** A handler's journaled writes, remembered so the other pages of the demo can mirror them. */
export class BoardWrites {
  readonly list: RelayWrite[] = []
  create<M extends ModelName>(model: M, pk: string, data: Parameters<(typeof db)[M]['create']>[0]) {
    const created = createRecord(model, data) as unknown as Record<string, unknown>
    this.list.push({
      op: 'create',
      model: model as string,
      pk,
      key: created[pk] as number,
      data: JSON.parse(JSON.stringify(created)),
    })
    return created
  }
  update(model: ModelName, pk: string, key: number, data: Record<string, unknown>) {
    const updated = updateRecord(model, pk, key, data)
    if (updated)
      this.list.push({ op: 'update', model: model as string, pk, key, data: JSON.parse(JSON.stringify(data)) })
    return updated
  }
}

// Each recipient gets the board as it reads it now, or null when they are no longer a member.
definePayload(BOARD_CHANGED_EVENT, (userID, args): BoardChanged => {
  const boardID = (args as { boardID: number }).boardID
  const board = boardOf(boardID)
  return { boardID, board: board && board.memberIDs.includes(userID) ? boardAnswer(board) : null }
})

/** Mirrors the writes to the other pages and sends the new board to its members (and to `alsoTo`, e.g. one removed). */
export function announce(board: BoardRecord, writes: BoardWrites, alsoTo: number[] = []): Board {
  const now = boardOf(board.id) ?? board
  publish(writes.list, {
    name: BOARD_CHANGED_EVENT,
    userIDs: [...new Set([...now.memberIDs, ...alsoTo])],
    args: { boardID: board.id },
  })
  return boardAnswer(now)
}
