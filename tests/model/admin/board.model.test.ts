import { describe, expect, it } from 'vitest'
import { boardMachine } from '@/machines/admin/board.machine'
import type { Board, BoardCard } from '@/api/boards'
import { ApiError } from '@/api/errors'
import { boardFailureText } from '@/screens/admin/boards-texts'
import { boardsTexts as t } from '@/texts/ru/boards'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

const card = (id: number, columnID: number, position: number): BoardCard => ({
  id,
  columnID,
  position,
  title: `Карточка ${id}`,
  description: '',
  assigneeID: null,
  due: null,
  labelIDs: [],
  checklist: [],
  comments: [],
  files: [],
})
const board: Board = {
  id: 1,
  name: 'Курсовой проект',
  archived: false,
  ownerID: 1,
  columns: [
    { id: 10, name: 'Нужно сделать', position: 0 },
    { id: 20, name: 'Готово', position: 1 },
  ],
  cards: [card(1, 10, 0), card(2, 10, 1)],
  members: [{ userID: 1, fio: 'Соколова Анна Игоревна' }],
  labels: [],
}
const archived: Board = { ...board, archived: true }
/** What the optimistic move must show, and what the server answers after it. */
const movedCards = [card(1, 20, 0), card(2, 10, 0)]
const savedCards = [...board.cards, card(3, 10, 2)]
const values = { title: 'Карточка 3', description: '', columnID: 10, assigneeID: null, due: null }
const refusal = new ApiError('badRequest', 400, t.archivedRefused)

const moved: { cardIDs: number[] } = { cardIDs: [] }
/** A label change as stored, and another member's move as the realtime channel brings it. */
const labelled: Board = { ...board, labels: [{ id: 5, name: 'Срочно', color: 'red' }] }
const labelChange = { kind: 'label.create' as const, values: { name: 'Срочно', color: 'red' as const } }
const theirs: Board = { ...board, cards: movedCards }
const live = (boardID: number, b: Board | null) => ({ type: 'realtime.board' as const, payload: { boardID, board: b } })

/**
 * /Boards/Board: the board loads (or fails and is retried); a member's move shows at once and stays when
 * stored, goes back with the reason when refused (offline); a move to the same place, and any change
 * of an archived board, is no change; a new card's dialog is cancelled or saved (a refusal keeps it open);
 * an existing card is saved from its address.
 */
const options: ReplayOptions<typeof boardMachine> = {
  machine: boardMachine,
  input: { boardID: 1 },
  label: 'board',
  actions: { cardMoved: (_: unknown, p: { cardID: number }) => moved.cardIDs.push(p.cardID) },
  events: (s) => {
    if (s.matches('failed')) return [{ type: 'board.retry' }]
    // one change per path keeps the model finite: a fresh board offers every change once
    const fresh =
      s.context.saved === 0 &&
      s.context.lastMove === null &&
      s.context.liveUpdates === 0 &&
      Object.keys(s.context.stored).length === 0 &&
      s.context.changeFailure === null
    if (s.matches({ ready: 'idle' }) && fresh)
      return [
        { type: 'change.submit', change: labelChange },
        live(1, theirs),
        live(2, theirs),
        live(1, null),
        { type: 'card.move', cardID: 1, columnID: 20, position: 5 },
        { type: 'card.move', cardID: 1, columnID: 10, position: 0 },
        { type: 'card.create', columnID: 10 },
        { type: 'card.save', cardID: 2, values },
      ]
    if (s.matches({ ready: 'creating' }) && fresh)
      return [{ type: 'card.cancel' }, { type: 'card.save', cardID: null, values }, live(1, theirs)]
    return []
  },
  outcomes: {
    loadBoard: { outputs: [board, archived], error: new ApiError('network', 0, null) },
    moveCard: { outputs: [movedCards], error: new ApiError('network', 0, null) },
    saveCard: { outputs: [savedCards], error: refusal },
    changeBoard: { outputs: [labelled], error: refusal },
  },
  assertStep: (event, before, after) => {
    const cards = () => after.context.board!.cards
    switch (event.type) {
      case 'xstate.done.actor.loadBoard':
        expect(after.matches({ ready: 'idle' })).toBe(true)
        break
      case 'xstate.error.actor.loadBoard':
        expect(after.matches('failed')).toBe(true)
        expect(boardFailureText(after.context.loadFailure, t.loadFailed)).toBe(t.offline)
        break
      case 'board.retry':
        expect(after.matches('loading')).toBe(true)
        break
      case 'card.move':
        if (before.context.board!.archived || ('columnID' in event && event.columnID === 10)) {
          expect(after.value, 'no move: archived board or the same place').toEqual(before.value)
          expect(after.context.board).toEqual(before.context.board)
        } else {
          expect(after.matches({ ready: 'moving' })).toBe(true)
          expect(cards(), 'shown at once, both columns renumbered').toEqual(movedCards)
          expect(moved.cardIDs.at(-1), 'focus follows the card').toBe(1)
        }
        break
      case 'xstate.done.actor.moveCard':
        expect(after.matches({ ready: 'idle' })).toBe(true)
        expect(cards()).toEqual(movedCards)
        expect(after.context.moveFailure).toBeNull()
        break
      case 'xstate.error.actor.moveCard':
        expect(after.matches({ ready: 'idle' })).toBe(true)
        expect(cards(), 'the card goes back').toEqual(board.cards)
        expect(boardFailureText(after.context.moveFailure, t.moveFailed)).toBe(t.offline)
        break
      case 'card.create':
        if (before.context.board!.archived) expect(after.value).toEqual(before.value)
        else expect(after.context.creatingColumnID).toBe(10)
        break
      case 'card.cancel':
        expect(after.matches({ ready: 'idle' })).toBe(true)
        expect(after.context.creatingColumnID).toBeNull()
        break
      case 'card.save':
        if (before.context.board!.archived) expect(after.value).toEqual(before.value)
        else expect(after.matches({ ready: 'saving' })).toBe(true)
        break
      case 'xstate.done.actor.saveCard':
        expect(after.matches({ ready: 'idle' })).toBe(true)
        expect(cards()).toEqual(savedCards)
        expect(after.context.saved).toBe(before.context.saved + 1)
        expect(after.context.creatingColumnID).toBeNull()
        break
      case 'change.submit':
        if (before.context.board!.archived) expect(after.value).toEqual(before.value)
        else expect(after.matches({ ready: 'changing' })).toBe(true)
        break
      case 'xstate.done.actor.changeBoard':
        expect(after.matches({ ready: 'idle' })).toBe(true)
        expect(after.context.board, 'the board as stored').toEqual(labelled)
        expect(after.context.stored['label.create']).toBe(1)
        break
      case 'xstate.error.actor.changeBoard':
        expect(after.matches({ ready: 'idle' })).toBe(true)
        expect(boardFailureText(after.context.changeFailure, t.changeFailed)).toBe(t.archivedRefused)
        expect(after.context.board).toEqual(before.context.board)
        break
      case 'realtime.board': {
        const payload = (event as ReturnType<typeof live>).payload
        if (payload.boardID !== 1) {
          expect(after.context, 'another board: ignored').toEqual(before.context)
        } else if (payload.board === null) {
          expect(after.matches('removed'), 'removed from the members: the board closes').toBe(true)
          expect(after.context.board).toBeNull()
        } else {
          expect(cards(), "another member's move shows").toEqual(movedCards)
          expect(after.context.liveUpdates).toBe(1)
          expect(after.value, 'an open new-card dialog stays open').toEqual(before.value)
        }
        break
      }
      case 'xstate.error.actor.saveCard':
        expect(boardFailureText(after.context.saveFailure, t.saveFailed)).toBe(t.archivedRefused)
        expect(cards()).toEqual(board.cards)
        if (before.context.creatingColumnID !== null)
          expect(after.matches({ ready: 'creating' }), 'the new card dialog stays open').toBe(true)
        else expect(after.matches({ ready: 'idle' })).toBe(true)
        break
    }
  },
}

describe('board (model)', () => {
  const paths = modelPaths(options)
  it('has paths', () => expect(paths.length).toBeGreaterThan(3))
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    await replayPath(options, path)
  })
})
