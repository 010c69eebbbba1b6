import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import {
  cardFileProblem,
  cardLabelsSchema,
  checklistItemFormSchema,
  checklistToggleSchema,
  commentFormSchema,
  labelFormSchema,
  memberAddSchema,
} from '@/api/boards-changes'
import { MEMBER_SEARCH_MIN } from '@/lib/constants/boards'
import { boardsTexts as t } from '@/texts/ru/boards'
import { db } from '../db'
import { requireUser, type DemoUser } from '../lib/auth'
import { fullName } from '../lib/names'
import { badRequest, failure, jsonBody, notFound, ok } from '../lib/respond'
import { nextId } from '../lib/store'
import { announce, BoardWrites, cardOf, labelsOf, memberBoard, type BoardRecord } from './boards-common'

/** Parses a JSON body with one of the api's schemas (400 with the schema's Russian message). */
async function bodyOf<S extends v.GenericSchema>(schema: S, request: Request): Promise<v.InferOutput<S>> {
  const result = v.safeParse(schema, await jsonBody(request))
  if (!result.success) throw badRequest(result.issues[0].message)
  return result.output
}

/** The owner's board (members get 403 with the reason). */
function ownBoard(params: Record<string, unknown>, user: DemoUser): BoardRecord {
  const board = memberBoard(params, user, true)
  if (board.ownerID !== user.userID) throw failure(403, t.membersOwnerOnly)
  return board
}

/**
 * The board changes of src/api/boards-changes.ts: labels, checklists, comments, files and members. Each
 * write is journaled, mirrored to the demo's other pages and announced to the board's members.
 */
export const boardChangesHandlers: HttpHandler[] = [
  http.post('*/api/Boards/:id/Labels', async ({ request, params }) => {
    const board = memberBoard(params, requireUser(request), true)
    const body = await bodyOf(labelFormSchema, request)
    const name = body.name.toLocaleLowerCase('ru')
    if (labelsOf(board.id).some((l) => l.name.toLocaleLowerCase('ru') === name)) return badRequest(t.labelTaken)
    const writes = new BoardWrites()
    writes.create('boardLabel', 'id', { id: nextId('boardLabel', 'id'), boardID: board.id, ...body })
    return ok(announce(board, writes))
  }),
  http.put('*/api/Boards/:id/Cards/:cardID/Labels', async ({ request, params }) => {
    const board = memberBoard(params, requireUser(request), true)
    const card = cardOf(board, params)
    const { labelIDs } = await bodyOf(cardLabelsSchema, request)
    const known = new Set(labelsOf(board.id).map((l) => l.id))
    if (!labelIDs.every((id) => known.has(id))) return badRequest(t.labelMissing)
    const writes = new BoardWrites()
    writes.update('boardCard', 'id', card.id, { labelIDs: [...new Set(labelIDs)] })
    return ok(announce(board, writes))
  }),
  http.post('*/api/Boards/:id/Cards/:cardID/Checklist', async ({ request, params }) => {
    const board = memberBoard(params, requireUser(request), true)
    const card = cardOf(board, params)
    const { text } = await bodyOf(checklistItemFormSchema, request)
    const writes = new BoardWrites()
    writes.create('boardChecklistItem', 'id', {
      id: nextId('boardChecklistItem', 'id'),
      cardID: card.id,
      text,
      done: false,
    })
    return ok(announce(board, writes))
  }),
  http.put('*/api/Boards/:id/Cards/:cardID/Checklist/:itemID', async ({ request, params }) => {
    const board = memberBoard(params, requireUser(request), true)
    const card = cardOf(board, params)
    const item = db.boardChecklistItem.findFirst({ where: { id: { equals: Number(params.itemID) } } })
    if (!item || item.cardID !== card.id) return notFound(t.checklistItemMissing)
    const { done } = await bodyOf(checklistToggleSchema, request)
    const writes = new BoardWrites()
    writes.update('boardChecklistItem', 'id', item.id, { done })
    return ok(announce(board, writes))
  }),
  http.post('*/api/Boards/:id/Cards/:cardID/Comments', async ({ request, params }) => {
    const user = requireUser(request)
    const board = memberBoard(params, user, true)
    const card = cardOf(board, params)
    const { text } = await bodyOf(commentFormSchema, request)
    const writes = new BoardWrites()
    writes.create('boardComment', 'id', {
      id: nextId('boardComment', 'id'),
      cardID: card.id,
      authorID: user.userID,
      text,
      created: new Date().toISOString(),
    })
    return ok(announce(board, writes))
  }),
  http.post('*/api/Boards/:id/Cards/:cardID/Files', async ({ request, params }) => {
    const board = memberBoard(params, requireUser(request), true)
    const card = cardOf(board, params)
    let file: FormDataEntryValue | null = null
    let named: FormDataEntryValue | null = null
    try {
      const form = await request.formData()
      file = form.get('file')
      named = form.get('name')
    } catch {
      return badRequest(t.fileRequired)
    }
    if (!file || typeof file === 'string') return badRequest(t.fileRequired)
    const name = (typeof named === 'string' && named.trim()) || file.name
    const problem = cardFileProblem({ name, size: file.size })
    if (problem) return badRequest(problem)
    const writes = new BoardWrites()
    writes.create('boardFile', 'id', {
      id: nextId('boardFile', 'id'),
      cardID: card.id,
      name,
      size: file.size,
      type: file.type || 'application/octet-stream',
    })
    return ok(announce(board, writes))
  }),
  http.get('*/api/Boards/:id/Candidates', ({ request, params }) => {
    const board = ownBoard(params, requireUser(request))
    const needle = (new URL(request.url).searchParams.get('q') ?? '').trim().toLocaleLowerCase('ru')
    if (needle.length < MEMBER_SEARCH_MIN) return badRequest(t.memberSearchShort)
    const found = db.user
      .getAll()
      .filter((u) => !board.memberIDs.includes(u.userID))
      .map((u) => ({ userID: u.userID, fio: fullName(u) }))
      .filter((u) => u.fio.toLocaleLowerCase('ru').includes(needle))
      .sort((a, b) => a.fio.localeCompare(b.fio, 'ru'))
      .slice(0, 10)
    return ok(found)
  }),
  http.post('*/api/Boards/:id/Members', async ({ request, params }) => {
    const board = ownBoard(params, requireUser(request))
    const { userID } = await bodyOf(memberAddSchema, request)
    if (!db.user.findFirst({ where: { userID: { equals: userID } } })) return badRequest(t.memberMissing)
    if (board.memberIDs.includes(userID)) return badRequest(t.memberAlready)
    const writes = new BoardWrites()
    writes.update('board', 'id', board.id, { memberIDs: [...board.memberIDs, userID] })
    return ok(announce(board, writes))
  }),
  http.delete('*/api/Boards/:id/Members/:userID', ({ request, params }) => {
    const board = ownBoard(params, requireUser(request))
    const userID = Number(params.userID)
    if (userID === board.ownerID) return badRequest(t.memberOwnerStays)
    if (!board.memberIDs.includes(userID)) return notFound(t.memberMissing)
    const writes = new BoardWrites()
    writes.update('board', 'id', board.id, { memberIDs: board.memberIDs.filter((id) => id !== userID) })
    // the removed member's open board hears it too, and shows why it closed
    return ok(announce(board, writes, [userID]))
  }),
]
