import type { SnapshotFrom } from 'xstate'
import type { validPassMachine } from './valid-pass.machine'

type Snapshot = SnapshotFrom<typeof validPassMachine>

export const selectValidLoading = (s: Snapshot) => s.matches('loading')
export const selectValidFailure = (s: Snapshot) => s.context.failure
export const selectValidPasses = (s: Snapshot) => s.context.passes
export const selectValidBusy = (s: Snapshot) => s.matches({ ready: 'saving' }) || s.matches({ ready: 'removing' })
export const selectValidRefusal = (s: Snapshot) => s.context.refusal
export const selectValidWriteFailed = (s: Snapshot) => s.context.writeFailed
export const selectValidNotice = (s: Snapshot) => s.context.notice
export const selectValidFormKey = (s: Snapshot) => s.context.formKey
