import type { SnapshotFrom } from 'xstate'
import type { bypassMachine } from './bypass.machine'

type Snapshot = SnapshotFrom<typeof bypassMachine>

export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectLoadFailed = (s: Snapshot) => s.matches('loadFailed')
export const selectBusy = (s: Snapshot) => s.hasTag('busy')
export const selectDepartments = (s: Snapshot) => s.context.departments
export const selectSheets = (s: Snapshot) => s.context.sheets
export const selectSelected = (s: Snapshot) => s.context.sheets.find((x) => x.id === s.context.selectedID) ?? null
export const selectError = (s: Snapshot) => s.context.error
export const selectDone = (s: Snapshot) => s.context.done
