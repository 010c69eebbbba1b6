import type { SnapshotFrom } from 'xstate'
import type { choiceStatMachine } from './choice-stat.machine'

type Snapshot = SnapshotFrom<typeof choiceStatMachine>

export const selectStatLoading = (s: Snapshot) => s.matches('loading')
export const selectStatFailure = (s: Snapshot) => s.context.failure
export const selectStat = (s: Snapshot) => s.context.stat
export const selectStatFilter = (s: Snapshot) => ({ facultyID: s.context.facultyID, course: s.context.course })
