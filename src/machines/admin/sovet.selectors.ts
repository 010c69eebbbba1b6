import type { SnapshotFrom } from 'xstate'
import type { sovetMachine } from './sovet.machine'

type Snapshot = SnapshotFrom<typeof sovetMachine>

const EMPTY: never[] = []
export const selectSovetLoading = (s: Snapshot) => s.matches('loading')
export const selectSovetFailed = (s: Snapshot) => s.matches('failed')
export const selectSovetMembers = (s: Snapshot) => s.context.sovet?.members ?? EMPTY
export const selectSovetMeetings = (s: Snapshot) => s.context.sovet?.meetings ?? EMPTY
export const selectSovetYear = (s: Snapshot) => s.context.year
/** The years that have decisions, newest first. */
export const selectDecisionYears = (s: Snapshot) =>
  [...new Set((s.context.sovet?.decisions ?? EMPTY).map((d) => d.date.slice(0, 4)))].sort().reverse()
/** The decisions of the chosen year (all when none is chosen). */
export const selectDecisions = (s: Snapshot) =>
  (s.context.sovet?.decisions ?? EMPTY).filter((d) => !s.context.year || d.date.startsWith(s.context.year))
