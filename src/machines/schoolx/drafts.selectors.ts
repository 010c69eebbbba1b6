import type { SnapshotFrom } from 'xstate'
import type { draftsMachine } from './drafts.machine'

type Snapshot = SnapshotFrom<typeof draftsMachine>

export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectFailed = (s: Snapshot) => s.matches('failed')
export const selectDrafts = (s: Snapshot) => s.context.drafts
export const selectSelected = (s: Snapshot) => s.context.drafts.find((d) => d.draftID === s.context.selectedID) ?? null
export const selectBusy = (s: Snapshot) => s.matches({ ready: 'saving' }) || s.matches({ ready: 'commenting' })
export const selectRefusal = (s: Snapshot) => s.context.refusal
export const selectFormKey = (s: Snapshot) => s.context.formKey
export const selectSaved = (s: Snapshot) => s.context.saved
