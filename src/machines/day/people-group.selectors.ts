import type { SnapshotFrom } from 'xstate'
import type { peopleGroupMachine } from './people-group.machine'

type Snapshot = SnapshotFrom<typeof peopleGroupMachine>

export const selectGroupLoading = (s: Snapshot) => s.matches('loading')
export const selectGroup = (s: Snapshot) => s.context.group
export const selectGroupFailure = (s: Snapshot) => s.context.failure
