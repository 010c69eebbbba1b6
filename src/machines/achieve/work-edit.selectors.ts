import type { SnapshotFrom } from 'xstate'
import type { workEditMachine } from './work-edit.machine'

type Snapshot = SnapshotFrom<typeof workEditMachine>

export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectLoadFailed = (s: Snapshot) => s.matches('loadFailed')
export const selectBusy = (s: Snapshot) => s.hasTag('busy')
export const selectWork = (s: Snapshot) => s.context.work
export const selectKept = (s: Snapshot) => s.context.kept
export const selectError = (s: Snapshot) => s.context.error
export const selectSaved = (s: Snapshot) => s.context.saved
export const selectTypeID = (s: Snapshot) => s.context.typeID
export const selectRefs = (s: Snapshot) => s.context.refs
