import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { boardMemberSchema, boardSchema, type Board, type BoardMember } from './boards'
import { visibleText } from '@/lib/validation'
import {
  BOARD_LABEL_COLORS,
  BOARD_LABEL_NAME_MAX,
  CARD_COMMENT_MAX,
  CARD_FILE_MAX_BYTES,
  CARD_FILE_TYPES,
  CHECKLIST_ITEM_MAX,
  MEMBER_SEARCH_MIN,
} from '@/lib/constants/boards'
import { boardsTexts as t } from '@/texts/ru/boards'

/**
 * A board's labels, a card's checklist, comments and files, and the board's members (issue 18; spec 1 §7
 * realtime board calls: label, checklist, comment, file, user). Every call answers the whole board, and
 * the server sends the same board to the other members over the realtime channel (`BoardChanged`):
 *   POST /Boards/{id}/Labels {name, color}            PUT  /Boards/{id}/Cards/{cardID}/Labels {labelIDs}
 *   POST /Boards/{id}/Cards/{cardID}/Checklist {text} PUT  /Boards/{id}/Cards/{cardID}/Checklist/{itemID} {done}
 *   POST /Boards/{id}/Cards/{cardID}/Comments {text}  POST /Boards/{id}/Cards/{cardID}/Files (multipart)
 *   GET  /Boards/{id}/Candidates?q=                   POST /Boards/{id}/Members {userID}
 *   DELETE /Boards/{id}/Members/{userID} (the owner only; the removed member gets 403 from then on)
 */
const line = (message: string, max: number, label: string) =>
  v.pipe(v.string(message), v.trim(), visibleText(message), v.maxLength(max, t.tooLong(label, max)))

export const labelFormSchema = v.object({
  name: line(t.labelNameRequired, BOARD_LABEL_NAME_MAX, t.labelName),
  color: v.picklist(BOARD_LABEL_COLORS, t.labelColorInvalid),
})
export type LabelForm = v.InferOutput<typeof labelFormSchema>

export const cardLabelsSchema = v.object({ labelIDs: v.array(v.number()) })
export const checklistItemFormSchema = v.object({
  text: line(t.checklistItemRequired, CHECKLIST_ITEM_MAX, t.checklistItem),
})
export const checklistToggleSchema = v.object({ done: v.boolean() })
export const commentFormSchema = v.object({ text: line(t.commentRequired, CARD_COMMENT_MAX, t.commentText) })
export const memberAddSchema = v.object({ userID: v.number(t.memberMissing) })

/** A file's extension, lower case with its dot ('' when it has none). */
export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot).toLowerCase()
}
/** Why a file may not go onto a card (null: it may); the form and the mock backend ask the same. */
export function cardFileProblem(file: { name: string; size: number }): string | null {
  if (!(CARD_FILE_TYPES as readonly string[]).includes(extensionOf(file.name))) return t.fileTypeRefused
  if (file.size > CARD_FILE_MAX_BYTES) return t.fileTooBig
  return null
}
export const fileFormSchema = v.object({
  files: v.pipe(
    v.array(v.instance(File)),
    v.minLength(1, t.fileRequired),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const problem = dataset.value.map(cardFileProblem).find(Boolean)
      if (problem) addIssue({ message: problem })
    }),
  ),
})

/** One change of a board, as the board machine sends it (each kind is one call above). */
export type BoardChange =
  | { kind: 'label.create'; values: LabelForm }
  | { kind: 'card.labels'; cardID: number; labelIDs: number[] }
  | { kind: 'checklist.add'; cardID: number; text: string }
  | { kind: 'checklist.toggle'; cardID: number; itemID: number; done: boolean }
  | { kind: 'comment.add'; cardID: number; text: string }
  | { kind: 'file.add'; cardID: number; file: File }
  | { kind: 'member.add'; userID: number }
  | { kind: 'member.remove'; userID: number }

function send(boardID: number, change: BoardChange, options: RequestOptions): Promise<unknown> {
  const base = `/Boards/${boardID}`
  switch (change.kind) {
    case 'label.create':
      return http.post(`${base}/Labels`, change.values, options)
    case 'card.labels':
      return http.put(`${base}/Cards/${change.cardID}/Labels`, { labelIDs: change.labelIDs }, options)
    case 'checklist.add':
      return http.post(`${base}/Cards/${change.cardID}/Checklist`, { text: change.text }, options)
    case 'checklist.toggle':
      return http.put(`${base}/Cards/${change.cardID}/Checklist/${change.itemID}`, { done: change.done }, options)
    case 'comment.add':
      return http.post(`${base}/Cards/${change.cardID}/Comments`, { text: change.text }, options)
    case 'file.add': {
      const form = new FormData()
      form.append('file', change.file, change.file.name)
      form.append('name', change.file.name) // multipart may lose a Cyrillic file name
      return http.post(`${base}/Cards/${change.cardID}/Files`, form, options)
    }
    case 'member.add':
      return http.post(`${base}/Members`, { userID: change.userID }, options)
    case 'member.remove':
      return http.delete(`${base}/Members/${change.userID}`, undefined, options)
  }
}

/** Sends one change; answers the board as stored after it. */
export async function sendBoardChange(boardID: number, change: BoardChange, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(boardSchema), await send(boardID, change, options)).data as Board
}

/** People the owner may add (not yet members), by a part of the name. */
export async function searchBoardCandidates(
  boardID: number,
  query: string,
  options: RequestOptions = {},
): Promise<BoardMember[]> {
  const answer = await http.get(`/Boards/${boardID}/Candidates`, { q: query }, options)
  return parseAnswer(stateEnvelope(v.array(boardMemberSchema)), answer).data
}

/** The realtime event: a board changed (its whole new state), or the recipient is no longer a member. */
export const BOARD_CHANGED_EVENT = 'BoardChanged'
export const boardChangedSchema = v.object({
  boardID: v.number(),
  board: v.nullable(boardSchema),
})
export type BoardChanged = v.InferOutput<typeof boardChangedSchema>

/** The owner's search box (also the mock backend's check of `q`). */
export const memberSearchSchema = v.object({
  query: v.pipe(v.string(), v.trim(), v.minLength(MEMBER_SEARCH_MIN, t.memberSearchShort)),
})
