import { fromPromise } from '@/machines/from-promise'
import {
  createCard,
  getBoard,
  moveCardOnServer,
  updateCard,
  type Board,
  type BoardCard,
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
