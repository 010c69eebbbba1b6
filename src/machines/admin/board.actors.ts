import { fromCallback, type EventObject } from 'xstate'
import * as v from 'valibot'
import { fromPromise } from '@/machines/from-promise'
import { on } from '@/api/realtime'
import {
  BOARD_CHANGED_EVENT,
  boardChangedSchema,
  searchBoardCandidates,
  sendBoardChange,
  type BoardChange,
} from '@/api/boards-changes'
import {
  createCard,
  getBoard,
  moveCardOnServer,
  updateCard,
  type Board,
  type BoardCard,
  type BoardMember,
  type CardForm,
  type CardMove,
} from '@/api/boards'

/** Board calls; silent: the board screen says itself what failed (403 «only members», a refused move). */
export const loadBoard = fromPromise<Board, { boardID: number }>(({ input, signal }) =>
  getBoard(input.boardID, { signal, silent: true }),
)

export const moveCard = fromPromise<BoardCard[], { boardID: number; cardID: number; move: CardMove }>(
  ({ input, signal }) => moveCardOnServer(input.boardID, input.cardID, input.move, { signal, silent: true }),
)

/** A new card (cardID null) or an edited one; answers every card of the board. */
export const saveCard = fromPromise<BoardCard[], { boardID: number; cardID: number | null; values: CardForm }>(
  ({ input, signal }) =>
    input.cardID === null
      ? createCard(input.boardID, input.values, { signal, silent: true })
      : updateCard(input.boardID, input.cardID, input.values, { signal, silent: true }),
)

/** A label, checklist, comment, file or member change; answers the board as stored. */
export const changeBoard = fromPromise<Board, { boardID: number; change: BoardChange }>(({ input, signal }) =>
  sendBoardChange(input.boardID, input.change, { signal, silent: true }),
)

/** The owner's search for people to add. */
export const searchCandidates = fromPromise<BoardMember[], { boardID: number; query: string }>(({ input, signal }) =>
  searchBoardCandidates(input.boardID, input.query, { signal, silent: true }),
)

/** `BoardChanged` from the realtime channel → `realtime.board` (a malformed payload is dropped). */
export const boardEvents = fromCallback<EventObject, void>(({ sendBack }) =>
  on(BOARD_CHANGED_EVENT, (raw) => {
    const parsed = v.safeParse(boardChangedSchema, raw)
    if (parsed.success) sendBack({ type: 'realtime.board', payload: parsed.output })
  }),
)
