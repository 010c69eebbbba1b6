import { assign, setup } from 'xstate'
import type { Board, BoardCard, CardForm } from '@/api/boards'
import type { BoardChange, BoardChanged } from '@/api/boards-changes'
import { moveCard as placeCard } from '@/lib/boards-order'
import { boardEvents, changeBoard, loadBoard, moveCard, saveCard } from './board.actors'
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
  /** The kind of the label/checklist/comment/file/member change in flight or last sent. */
  changeKind: BoardChange['kind'] | null
  changeFailure: BoardFailure | null
  /** How many changes of each kind were stored (the screen clears the form that sent one). */
  stored: Partial<Record<BoardChange['kind'], number>>
  /** How many boards other members' changes brought (announced politely). */
  liveUpdates: number
}

export type BoardEvent =
  | { type: 'board.retry' }
  | ({ type: 'card.move' } & CardMoveTarget)
  | { type: 'card.create'; columnID: number }
  | { type: 'card.cancel' }
  | { type: 'card.save'; cardID: number | null; values: CardForm }
  | { type: 'change.submit'; change: BoardChange }
  | { type: 'realtime.board'; payload: BoardChanged }

type ChangeEvent = Extract<BoardEvent, { type: 'change.submit' }>
type RealtimeEvent = Extract<BoardEvent, { type: 'realtime.board' }>
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
  actors: { loadBoard, moveCard, saveCard, changeBoard, boardEvents },
  actions: {
    cardMoved: (_, _params: { cardID: number }) => {},
    cardSaved: (_, _params: { cardID: number | null }) => {},
    applyLiveBoard: assign(({ context, event }) => ({
      board: (event as RealtimeEvent).payload.board,
      liveUpdates: context.liveUpdates + 1,
    })),
  },
  guards: {
    writable,
    /** Another member's change of this board (the recipient still a member). */
    liveBoard: ({ context, event }) =>
      event.type === 'realtime.board' && event.payload.boardID === context.boardID && event.payload.board !== null,
    /** This board's owner removed the recipient from its members. */
    removedFromBoard: ({ context, event }) =>
      event.type === 'realtime.board' && event.payload.boardID === context.boardID && event.payload.board === null,
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
    changeKind: null,
    changeFailure: null,
    stored: {},
    liveUpdates: 0,
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
    /** The owner removed me: the board is gone from my screen (and its server calls answer 403). */
    removed: { entry: assign({ board: null }) },
    ready: {
      invoke: { id: 'boardEvents', src: 'boardEvents' },
      on: { 'realtime.board': { guard: 'removedFromBoard', target: 'removed' } },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'realtime.board': { guard: 'liveBoard', actions: 'applyLiveBoard' },
            'change.submit': {
              guard: 'writable',
              target: 'changing',
              actions: assign({
                changeKind: ({ event }) => event.change.kind,
                changeFailure: null,
                moveFailure: null,
                saveFailure: null,
              }),
            },
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
            'realtime.board': { guard: 'liveBoard', actions: 'applyLiveBoard' },
            'card.cancel': { target: 'idle', actions: assign({ creatingColumnID: null, saveFailure: null }) },
            'card.save': { target: 'saving', actions: assign({ savingCardID: null, saveFailure: null }) },
          },
        },
        changing: {
          invoke: {
            id: 'changeBoard',
            src: 'changeBoard',
            input: ({ context, event }) => ({ boardID: context.boardID, change: (event as ChangeEvent).change }),
            onDone: {
              target: 'idle',
              actions: assign({
                board: ({ event }) => event.output,
                stored: ({ context }) => ({
                  ...context.stored,
                  [context.changeKind!]: (context.stored[context.changeKind!] ?? 0) + 1,
                }),
              }),
            },
            onError: { target: 'idle', actions: assign({ changeFailure: ({ event }) => failureOf(event.error) }) },
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
