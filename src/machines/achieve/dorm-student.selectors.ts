import type { SnapshotFrom } from 'xstate'
import type { dormStudentMachine } from './dorm-student.machine'

type Snapshot = SnapshotFrom<typeof dormStudentMachine>
/** Where the applicant is in the contest. */
export type DormStage = 'noRequest' | 'submitted' | 'selected' | 'settled' | 'refused'

export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectLoadFailed = (s: Snapshot) => s.matches('loadFailed')
export const selectBusy = (s: Snapshot) => s.hasTag('busy')
export const selectPage = (s: Snapshot) => s.context.page
export const selectError = (s: Snapshot) => s.context.error
export const selectSaved = (s: Snapshot) => s.context.saved
export const selectStage = (s: Snapshot): DormStage => {
  const request = s.context.page?.request
  if (!request) return 'noRequest'
  if (request.state === 'selected') return request.slotID ? 'settled' : 'selected'
  return request.state
}
