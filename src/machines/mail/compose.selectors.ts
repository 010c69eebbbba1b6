import type { SnapshotFrom } from 'xstate'
import type { composeMachine } from './compose.machine'
import { isValid, validate } from './compose.form'

type Snapshot = SnapshotFrom<typeof composeMachine>

export const selectForm = (s: Snapshot) => s.context.form
export const selectErrors = (s: Snapshot) => validate(s.context.form, s.context.limits)
export const selectCanSend = (s: Snapshot) => s.matches('editing') && s.context.allowedTypes.length > 0 && isValid(s.context.form, s.context.limits)
export const selectIsSending = (s: Snapshot) => s.matches('sending') || s.matches('uploading') || s.matches('finishing')
export const selectPhase = (s: Snapshot) =>
  s.matches('loading')
    ? 'loading'
    : s.matches('loadFailed')
      ? 'loadFailed'
      : s.matches('editing')
        ? 'editing'
        : s.matches('sending')
          ? 'sending'
          : s.matches('uploading')
            ? 'uploading'
            : s.matches('uploadFailed')
              ? 'uploadFailed'
              : s.matches('finishing')
                ? 'finishing'
                : s.matches('refused')
                  ? 'refused'
                  : 'closed'
export const selectSearching = (s: Snapshot) => s.matches({ editing: { search: 'searching' } }) || s.matches({ editing: { search: 'debouncing' } })
export const selectTotalBytes = (s: Snapshot) => s.context.files.reduce((sum, f) => sum + f.size, 0)
