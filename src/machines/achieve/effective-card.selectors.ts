import type { SnapshotFrom } from 'xstate'
import type { effectiveCardMachine } from './effective-card.machine'

type Snap = SnapshotFrom<typeof effectiveCardMachine>
const NONE: never[] = []

export const selectCardLoading = (s: Snap) => s.matches('loading')
export const selectCardFirstLoad = (s: Snap) => s.matches('loading') && s.context.card === null
export const selectCardError = (s: Snap) => s.context.error
export const selectCard = (s: Snap) => s.context.card
export const selectCardYears = (s: Snap) => s.context.card?.years ?? NONE
export const selectCardYear = (s: Snap) => s.context.year
export const selectSaving = (s: Snap) => s.matches('saving')
export const selectSaveError = (s: Snap) => s.context.saveError
export const selectSaved = (s: Snap) => s.context.saved
