import type { SnapshotFrom } from 'xstate'
import type { boardMachine } from './board.machine'

type Snapshot = SnapshotFrom<typeof boardMachine>

export const selectBoardLoading = (s: Snapshot) => s.matches('loading')
export const selectBoardLoadFailure = (s: Snapshot) => (s.matches('failed') ? s.context.loadFailure : null)
export const selectBoardName = (s: Snapshot) => s.context.board?.name ?? null
export const selectBoardArchived = (s: Snapshot) => s.context.board?.archived ?? false
export const selectBoardColumns = (s: Snapshot) => s.context.board?.columns ?? EMPTY_COLUMNS
export const selectBoardCards = (s: Snapshot) => s.context.board?.cards ?? EMPTY_CARDS
export const selectBoardMembers = (s: Snapshot) => s.context.board?.members ?? EMPTY_MEMBERS
/** The card whose move the server is storing (its menu waits). */
export const selectMovingCardID = (s: Snapshot) => (s.matches({ ready: 'moving' }) ? s.context.lastMove!.cardID : null)
export const selectLastMove = (s: Snapshot) => s.context.lastMove
export const selectMoveFailure = (s: Snapshot) => s.context.moveFailure
/** The column of the new card's open dialog, while it is open or being saved. */
export const selectCreatingColumnID = (s: Snapshot) =>
  s.matches({ ready: 'creating' }) || s.matches({ ready: 'saving' }) ? s.context.creatingColumnID : null
export const selectCardSaving = (s: Snapshot) => s.matches({ ready: 'saving' })
export const selectCardSaveFailure = (s: Snapshot) => s.context.saveFailure
export const selectCardsSaved = (s: Snapshot) => s.context.saved

const EMPTY_COLUMNS: never[] = []
const EMPTY_CARDS: never[] = []
const EMPTY_MEMBERS: never[] = []

export const selectBoardLabels = (s: Snapshot) => s.context.board?.labels ?? EMPTY_LABELS
export const selectBoardOwnerID = (s: Snapshot) => s.context.board?.ownerID ?? null
/** The kind of the label/checklist/comment/file/member change being stored (its form waits). */
export const selectChangingKind = (s: Snapshot) => (s.matches({ ready: 'changing' }) ? s.context.changeKind : null)
/** The last refused change: its kind (the form that sent it shows the reason) and why. */
export const selectChangeFailure = (s: Snapshot) =>
  s.context.changeFailure ? { kind: s.context.changeKind, failure: s.context.changeFailure } : null
export const selectChangesStored = (s: Snapshot) => s.context.stored
export const selectLiveUpdates = (s: Snapshot) => s.context.liveUpdates
export const selectRemovedFromBoard = (s: Snapshot) => s.matches('removed')

const EMPTY_LABELS: never[] = []
