import { assign, setup } from 'xstate'
import type { Board, BoardCard, CardForm } from '@/api/boards'
import { moveCard as placeCard } from '@/lib/boards-order'
import { loadBoard, moveCard, saveCard } from './board.actors'
import { failureOf, type FeedbackFailure as BoardFailure } from './feedback.types'

export type { BoardFailure }

/** Where a card went: the screen announces it (aria-live) and puts the focus back on the card. */
export interface CardMoveTarget {
  cardID: number
  columnID: number
  position: number
}

export interface BoardContext {
  boardID: number
  board: Board | null
  loadFailure: BoardFailure | null
  /** The cards before the optimistic move in flight (restored when the server refuses it). */
  before: BoardCard[] | null
  lastMove: CardMoveTarget | null
  moveFailure: BoardFailure | null
  /** The column of the new card whose dialog is open (null: no new card). */
  creatingColumnID: number | null
  savingCardID: number | null
  saveFailure: BoardFailure | null
  /** How many saves succeeded (the screen says «Карточка сохранена» after each). */
  saved: number
}

export type BoardEvent =
  | { type: 'board.retry' }
  | ({ type: 'card.move' } & CardMoveTarget)
  | { type: 'card.create'; columnID: number }
  | { type: 'card.cancel' }
  | { type: 'card.save'; cardID: number | null; values: CardForm }

type MoveEvent = Extract<BoardEvent, { type: 'card.move' }>
type SaveEvent = Extract<BoardEvent, { type: 'card.save' }>

const writable = ({ context }: { context: BoardContext }) => Boolean(context.board && !context.board.archived)

/** A move that changes the card's place (same column and position is no move). */
function changesPlace(context: BoardContext, event: MoveEvent): boolean {
  if (!writable({ context })) return false
  const card = context.board!.cards.find((c) => c.id === event.cardID)
  if (!card || !context.board!.columns.some((c) => c.id === event.columnID)) return false
  return card.columnID !== event.columnID || card.position !== event.position
}

const withCards = (board: Board | null, cards: BoardCard[]): Board | null => (board ? { ...board, cards } : board)

/**
 * /Boards/Board/{id}/{cardID?}: loads the board (members only); moves a card optimistically (the same
 * ordering rule as the server, src/lib/boards-order.ts) and puts it back with the reason when the server
 * refuses or cannot be reached; creates and edits cards one at a time. `cardMoved` and `cardSaved` are
 * the screen's effects (focus, navigation), supplied with `.provide()` where the actor is mounted.
 */
export const boardMachine = setup({
  types: {
    context: {} as BoardContext,
    events: {} as BoardEvent,
    input: {} as { boardID: number },
  },
  actors: { loadBoard, moveCard, saveCard },
  actions: {
    cardMoved: (_, _params: { cardID: number }) => {},
    cardSaved: (_, _params: { cardID: number | null }) => {},
  },
  guards: {
    writable,
    changesPlace: ({ context, event }) => event.type === 'card.move' && changesPlace(context, event),
    editsCard: ({ context, event }) =>
      event.type === 'card.save' &&
      event.cardID !== null &&
      writable({ context }) &&
      context.board!.cards.some((c) => c.id === event.cardID),
  },
}).createMachine({
  id: 'board',
  context: ({ input }) => ({
    boardID: input.boardID,
    board: null,
    loadFailure: null,
    before: null,
    lastMove: null,
    moveFailure: null,
    creatingColumnID: null,
    savingCardID: null,
    saveFailure: null,
    saved: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBoard',
        src: 'loadBoard',
        input: ({ context }) => ({ boardID: context.boardID }),
        onDone: { target: 'ready', actions: assign({ board: ({ event }) => event.output, loadFailure: null }) },
        onError: { target: 'failed', actions: assign({ loadFailure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: { on: { 'board.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'card.move': {
              guard: 'changesPlace',
              target: 'moving',
              actions: [
                assign(({ context, event }) => ({
                  before: context.board!.cards,
                  board: withCards(
                    context.board,
                    placeCard(context.board!.cards, event.cardID, event.columnID, event.position),
                  ),
                  lastMove: { cardID: event.cardID, columnID: event.columnID, position: event.position },
                  moveFailure: null,
                  saveFailure: null,
                })),
                { type: 'cardMoved', params: ({ event }) => ({ cardID: event.cardID }) },
              ],
            },
            'card.create': {
              guard: 'writable',
              target: 'creating',
              actions: assign({ creatingColumnID: ({ event }) => event.columnID, saveFailure: null }),
            },
            'card.save': {
              guard: 'editsCard',
              target: 'saving',
              actions: assign({ savingCardID: ({ event }) => event.cardID, saveFailure: null }),
            },
          },
        },
        creating: {
          on: {
            'card.cancel': { target: 'idle', actions: assign({ creatingColumnID: null, saveFailure: null }) },
            'card.save': { target: 'saving', actions: assign({ savingCardID: null, saveFailure: null }) },
          },
        },
        moving: {
          invoke: {
            id: 'moveCard',
            src: 'moveCard',
            input: ({ context }) => ({
              boardID: context.boardID,
              cardID: context.lastMove!.cardID,
              move: { columnID: context.lastMove!.columnID, position: context.lastMove!.position },
            }),
            onDone: {
              target: 'idle',
              actions: assign({ board: ({ context, event }) => withCards(context.board, event.output), before: null }),
            },
            onError: {
              target: 'idle',
              actions: [
                assign({
                  board: ({ context }) => withCards(context.board, context.before ?? []),
                  before: null,
                  moveFailure: ({ event }) => failureOf(event.error),
                }),
                { type: 'cardMoved', params: ({ context }) => ({ cardID: context.lastMove!.cardID }) },
              ],
            },
          },
        },
        saving: {
          invoke: {
            id: 'saveCard',
            src: 'saveCard',
            input: ({ context, event }) => ({
              boardID: context.boardID,
              cardID: context.savingCardID,
              values: (event as SaveEvent).values,
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  board: ({ context, event }) => withCards(context.board, event.output),
                  creatingColumnID: null,
                  saved: ({ context }) => context.saved + 1,
                }),
                { type: 'cardSaved', params: ({ context }) => ({ cardID: context.savingCardID }) },
              ],
            },
            onError: [
              {
                guard: ({ context }) => context.creatingColumnID !== null,
                target: 'creating',
                actions: assign({ saveFailure: ({ event }) => failureOf(event.error) }),
              },
              { target: 'idle', actions: assign({ saveFailure: ({ event }) => failureOf(event.error) }) },
            ],
          },
        },
      },
    },
  },
})
