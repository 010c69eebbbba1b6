import type { SnapshotFrom } from 'xstate'
import type { raspManagerMachine } from './rasp-manager.machine'

type Snapshot = SnapshotFrom<typeof raspManagerMachine>

export type ManagerPhase = 'options' | 'optionsFailed' | 'choosing' | 'loading' | 'failed' | 'shown'

export const selectPhase = (s: Snapshot): ManagerPhase => {
  if (s.matches('options')) return 'options'
  if (s.matches('optionsFailed')) return 'optionsFailed'
  if (s.matches('choosing')) return 'choosing'
  if (s.matches({ week: 'loading' })) return 'loading'
  if (s.matches({ week: 'failed' })) return 'failed'
  return 'shown'
}
export const selectOptions = (s: Snapshot) => s.context.options
export const selectGroupID = (s: Snapshot) => s.context.groupID
export const selectWeek = (s: Snapshot) => s.context.week
export const selectFilter = (s: Snapshot) => s.context.filter
export const selectDraft = (s: Snapshot) => s.context.draft
/** A write or the reload after it is on its way: the grid's buttons wait. */
export const selectBusy = (s: Snapshot) =>
  s.matches({ week: { shown: 'saving' } }) ||
  s.matches({ week: { shown: 'deleting' } }) ||
  s.matches({ week: { shown: 'refreshing' } }) ||
  s.matches({ week: { shown: 'starting' } }) ||
  s.matches({ week: { shown: 'publishing' } })
export const selectFormOpen = (s: Snapshot) => s.context.draft !== null
export const selectLoadFailure = (s: Snapshot) => s.context.loadFailure
export const selectWriteFailure = (s: Snapshot) => s.context.writeFailure
export const selectServerMessage = (s: Snapshot) => s.context.serverMessage
export const selectNotice = (s: Snapshot) => s.context.notice
/** The next semester's draft (/RaspManagerNew): its status, null on the template screen. */
export const selectDraftStatus = (s: Snapshot) => (s.context.drafting ? (s.context.week?.status ?? null) : null)
