import type { SnapshotFrom } from 'xstate'
import type { workOpeningMachine } from './work-opening.machine'

type Snapshot = SnapshotFrom<typeof workOpeningMachine>

export type WorkOpeningView = 'loading' | 'redirecting' | 'invalid' | 'notFound' | 'failed'

/** One snapshot → what the screen shows. */
export function selectView(s: Snapshot): WorkOpeningView {
  if (s.matches('invalid')) return 'invalid'
  if (s.matches('notFound')) return 'notFound'
  if (s.matches('failed')) return 'failed'
  if (s.matches('redirected') || s.matches('goingHome')) return 'redirecting'
  return 'loading'
}
export const selectWorkID = (s: Snapshot) => s.context.workID
export const selectTarget = (s: Snapshot) => s.context.target
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy')
