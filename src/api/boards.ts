import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { defineResource } from '@/lib/resource/define-resource'
import { visibleText } from '@/lib/validation'
import { BOARD_NAME_MAX, CARD_DESCRIPTION_MAX, CARD_TITLE_MAX } from '@/lib/constants/boards'
import { boardsTexts as t } from '@/texts/ru/boards'

/**
 * Kanban boards (issue 18; spec 1 §2 routes /Boards/List and /Boards/Board/{id}/{cardID?}). The spec
 * shows no payloads, so the calls follow the route names:
 *   GET/POST /Boards, PUT /Boards/{id}            — my boards (the resource kit's list and dialog)
 *   GET /Boards/{id}                              — one board: columns, cards, members (members only, 403)
 *   POST /Boards/{id}/Cards, PUT /Boards/{id}/Cards/{cardID}, POST /Boards/{id}/Cards/{cardID}/Move
 */
export const boardRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  archived: v.boolean(),
  ownerID: v.number(),
  cards: v.number(),
  members: v.number(),
})
export type BoardRow = v.InferOutput<typeof boardRowSchema>

/** /Boards/List: the boards I am a member of; any signed-in user creates one, its creator renames and archives it. */
export const boardResource = defineResource({
  name: 'boards',
  key: 'id',
  row: boardRowSchema,
  columns: [
    { value: 'id', text: t.colID, width: '4rem', hiddenForm: true, align: 'right' },
    {
      value: 'name',
      text: t.colName,
      required: true,
      maxLength: BOARD_NAME_MAX,
      type: 'anchor-link',
      typeURL: 'router',
      url: '/Boards/Board/{id}',
    },
    { value: 'archived', text: t.colArchived, type: 'boolean', align: 'center' },
    { value: 'cards', text: t.colCards, hiddenForm: true, align: 'right' },
    { value: 'members', text: t.colMembers, hiddenForm: true, align: 'right' },
  ],
  endpoints: { list: '/Boards', create: '/Boards', update: '/Boards/{key}' },
  access: { read: [], create: [], edit: [] },
  sortBy: 'name',
})

export const boardColumnSchema = v.object({ id: v.number(), name: v.string(), position: v.number() })
export type BoardColumn = v.InferOutput<typeof boardColumnSchema>

/** A board-level label: a name and one of the palette's colours (src/lib/constants/boards.ts). */
export const boardLabelSchema = v.object({ id: v.number(), name: v.string(), color: v.string() })
export type BoardLabel = v.InferOutput<typeof boardLabelSchema>
export const checklistItemSchema = v.object({ id: v.number(), text: v.string(), done: v.boolean() })
export type ChecklistItem = v.InferOutput<typeof checklistItemSchema>
/** A comment: plain text (shown as text, never as HTML), its author and when (ISO). */
export const cardCommentSchema = v.object({
  id: v.number(),
  authorID: v.number(),
  author: v.string(),
  text: v.string(),
  created: v.string(),
})
export type CardComment = v.InferOutput<typeof cardCommentSchema>
export const cardFileSchema = v.object({ id: v.number(), name: v.string(), size: v.number(), type: v.string() })
export type CardFile = v.InferOutput<typeof cardFileSchema>

export const boardCardSchema = v.object({
  id: v.number(),
  columnID: v.number(),
  position: v.number(),
  title: v.string(),
  /** Plain text: shown as text, never as HTML. */
  description: v.string(),
  assigneeID: v.nullable(v.number()),
  /** 'yyyy-mm-dd' or null. */
  due: v.nullable(v.string()),
  labelIDs: v.optional(v.array(v.number()), []),
  checklist: v.optional(v.array(checklistItemSchema), []),
  comments: v.optional(v.array(cardCommentSchema), []),
  files: v.optional(v.array(cardFileSchema), []),
})
export type BoardCard = v.InferOutput<typeof boardCardSchema>

export const boardMemberSchema = v.object({ userID: v.number(), fio: v.string() })
export type BoardMember = v.InferOutput<typeof boardMemberSchema>

export const boardSchema = v.object({
  id: v.number(),
  name: v.string(),
  archived: v.boolean(),
  ownerID: v.number(),
  columns: v.array(boardColumnSchema),
  cards: v.array(boardCardSchema),
  members: v.array(boardMemberSchema),
  labels: v.optional(v.array(boardLabelSchema), []),
})
export type Board = v.InferOutput<typeof boardSchema>

const text = (message: string, max: number, label: string) =>
  v.pipe(v.string(message), v.trim(), visibleText(message), v.maxLength(max, t.tooLong(label, max)))

/** The card dialog's form, also the mock's body check (a new card adds its column). */
export const cardFormSchema = v.object({
  title: text(t.titleRequired, CARD_TITLE_MAX, t.cardTitle),
  description: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(CARD_DESCRIPTION_MAX, t.tooLong(t.cardDescription, CARD_DESCRIPTION_MAX)),
  ),
  columnID: v.pipe(v.nullable(v.number(), null), v.number(t.columnRequired)),
  assigneeID: v.optional(v.nullable(v.number()), null),
  due: v.optional(v.nullable(v.pipe(v.string(), v.isoDate(t.dueInvalid))), null),
})
export type CardForm = v.InferOutput<typeof cardFormSchema>

export const cardMoveSchema = v.object({
  columnID: v.number(t.columnRequired),
  position: v.pipe(v.number(), v.integer(), v.minValue(0)),
})
export type CardMove = v.InferOutput<typeof cardMoveSchema>

export async function getBoard(id: number, options: RequestOptions = {}): Promise<Board> {
  return parseAnswer(stateEnvelope(boardSchema), await http.get(`/Boards/${id}`, undefined, options)).data
}

/** Create and update answer every card of the board (a new or re-columned card goes to its column's end). */
export async function createCard(boardID: number, body: CardForm, options: RequestOptions = {}): Promise<BoardCard[]> {
  const answer = await http.post(`/Boards/${boardID}/Cards`, body, options)
  return parseAnswer(stateEnvelope(v.array(boardCardSchema)), answer).data
}

export async function updateCard(
  boardID: number,
  cardID: number,
  body: CardForm,
  options: RequestOptions = {},
): Promise<BoardCard[]> {
  const answer = await http.put(`/Boards/${boardID}/Cards/${cardID}`, body, options)
  return parseAnswer(stateEnvelope(v.array(boardCardSchema)), answer).data
}

/** Answers every card of the board after the move (positions renumbered by the server). */
export async function moveCardOnServer(
  boardID: number,
  cardID: number,
  body: CardMove,
  options: RequestOptions = {},
): Promise<BoardCard[]> {
  const answer = await http.post(`/Boards/${boardID}/Cards/${cardID}/Move`, body, options)
  return parseAnswer(stateEnvelope(v.array(boardCardSchema)), answer).data
}
