import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { StudyGroup } from '@/api/mail'
import type { chunkedUploadMachine } from './chunked-upload.machine'
import type { composeMachine } from './compose.machine'

type Snapshot = SnapshotFrom<typeof composeMachine>

/** The values the form starts from, and the key that remounts it after a reset. */
export const selectDefaults = (s: Snapshot) => s.context.defaults
export const selectFormKey = (s: Snapshot) => s.context.formKey
/** Sending is possible in editing for a user with at least one recipient type (the form checks the values). */
export const selectMayCompose = (s: Snapshot) => s.matches('editing') && s.context.allowedTypes.length > 0
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
export const selectSearching = (s: Snapshot) =>
  s.matches({ editing: { search: 'searching' } }) || s.matches({ editing: { search: 'debouncing' } })
export const selectTotalBytes = (s: Snapshot) => s.context.files.reduce((sum, f) => sum + f.size, 0)
const NO_GROUPS: StudyGroup[] = []

export const selectParentID = (s: Snapshot) => s.context.parentID
export const selectLimits = (s: Snapshot) => s.context.limits
export const selectSendError = (s: Snapshot) => s.context.sendError
export const selectServerMessage = (s: Snapshot) => s.context.serverMessage
export const selectFiles = (s: Snapshot) => s.context.files
export const selectProblems = (s: Snapshot) => s.context.problems
export const selectFormats = (s: Snapshot) => s.context.formats
export const selectAllowedTypes = (s: Snapshot) => s.context.allowedTypes
export const selectSearch = (s: Snapshot) => s.context.search
export const selectGroupsAnswer = (s: Snapshot) => s.context.groups
export const selectGroups = (s: Snapshot) => s.context.groups?.groups ?? NO_GROUPS
export const selectGroupsLoading = (s: Snapshot) => s.matches({ editing: { groups: 'loading' } })
export const selectFailedFile = (s: Snapshot) => s.context.failedFile
/** The running chunked upload (while uploading). */
export const selectUpload = (s: Snapshot) =>
  s.children.chunkedUpload as ActorRefFrom<typeof chunkedUploadMachine> | undefined
