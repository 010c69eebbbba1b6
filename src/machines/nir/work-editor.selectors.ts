import type { SnapshotFrom } from 'xstate'
import type { workEditorMachine } from './work-editor.machine'

type S = SnapshotFrom<typeof workEditorMachine>

export const selectLoading = (s: S) => s.matches('loading')
export const selectLoadFailed = (s: S) => s.matches('loadFailed')
export const selectReady = (s: S) => !s.matches('loading') && !s.matches('loadFailed') && s.context.view !== null
export const selectReadOnly = (s: S) => s.matches('readOnly')
export const selectBusy = (s: S) => s.hasTag('busy')
export const selectSaving = (s: S) => s.matches('saving')
export const selectConfirmingDelete = (s: S) => s.matches('confirmingDelete')
export const selectDeleted = (s: S) => s.matches('deleted')
export const selectSearching = (s: S) => s.matches({ editing: 'searching' })
export const selectView = (s: S) => s.context.view
export const selectWork = (s: S) => s.context.work
export const selectWorkID = (s: S) => s.context.workID
export const selectTypeID = (s: S) => s.context.typeID
export const selectPodTip = (s: S) => s.context.podTip
export const selectMainAuthor = (s: S) => s.context.mainAuthor
export const selectLevels = (s: S) => s.context.levels
export const selectError = (s: S) => s.context.error
export const selectFound = (s: S) => s.context.found
export const selectSearchText = (s: S) => s.context.searchText
export const selectSearchKind = (s: S) => s.context.searchKind
export const selectSaves = (s: S) => s.context.saves
export const selectRemarks = (s: S) => s.context.work?.remarks ?? []
export const selectExperts = (s: S) => s.context.work?.experts ?? []
export const selectStatusName = (s: S) => s.context.work?.statusName ?? ''
export const selectImporting = (s: S) => s.matches('importing')
export const selectImported = (s: S) => s.context.imported
export const selectImports = (s: S) => s.context.imports
export const selectRecommended = (s: S) => s.context.work?.recommended ?? ''
export const selectAllowRecommend = (s: S) => s.context.work?.allowRecommend === true
export const selectRecommending = (s: S) => s.matches('recommending')
export const selectIsNew = (s: S) => s.context.work === null
