import type { SnapshotFrom } from 'xstate'
import type { contractWorkMachine } from './contract-work.machine'
import type { contractListMachine } from './contract-list.machine'

type S = SnapshotFrom<typeof contractWorkMachine>
type L = SnapshotFrom<typeof contractListMachine>

export const selectLoading = (s: S) => s.matches('loading')
export const selectFailed = (s: S) => s.matches('failed')
export const selectBusy = (s: S) => s.hasTag('busy')
export const selectSaved = (s: S) => s.matches('saved')
export const selectWork = (s: S) => s.context.work
export const selectOptions = (s: S) => s.context.options
export const selectError = (s: S) => s.context.error
export const selectFormKey = (s: S) => s.context.formKey

export const selectListLoading = (s: L) => s.matches('loading')
export const selectListFailed = (s: L) => s.matches('failed')
export const selectListWorks = (s: L) => s.context.works
export const selectListError = (s: L) => s.context.error
