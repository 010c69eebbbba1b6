import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { StudyGroup } from '@/api/mail'
import type { chunkedUploadMachine } from './chunked-upload.machine'
import type { composeMachine } from './compose.machine'
import { isValid, validate, type SelectionKey } from './compose.form'

type Snapshot = SnapshotFrom<typeof composeMachine>

export const selectForm = (s: Snapshot) => s.context.form
export const selectErrors = (s: Snapshot) => validate(s.context.form, s.context.limits)
export const selectCanSend = (s: Snapshot) =>
  s.matches('editing') && s.context.allowedTypes.length > 0 && isValid(s.context.form, s.context.limits)
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
export const selectTheme = (s: Snapshot) => s.context.form.theme
export const selectMarkdown = (s: Snapshot) => s.context.form.markdown
export const selectLimits = (s: Snapshot) => s.context.limits
export const selectBodyMax = (s: Snapshot) => s.context.limits.body
export const selectTouched = (s: Snapshot) => s.context.touched
export const selectSendError = (s: Snapshot) => s.context.sendError
export const selectServerMessage = (s: Snapshot) => s.context.serverMessage
export const selectFiles = (s: Snapshot) => s.context.files
export const selectProblems = (s: Snapshot) => s.context.problems
export const selectFormats = (s: Snapshot) => s.context.formats
export const selectAllowedTypes = (s: Snapshot) => s.context.allowedTypes
export const selectTypeID = (s: Snapshot) => s.context.form.typeID
export const selectRecipient = (s: Snapshot) => s.context.form.recipient
export const selectSearch = (s: Snapshot) => s.context.search
export const selectGroupsAnswer = (s: Snapshot) => s.context.groups
export const selectGroups = (s: Snapshot) => s.context.groups?.groups ?? NO_GROUPS
export const selectGroupID = (s: Snapshot) => s.context.form.groupID
export const selectYear = (s: Snapshot) => s.context.form.year
export const selectMassMailingID = (s: Snapshot) => s.context.form.massMailingID
export const selectSelection = (key: SelectionKey) => (s: Snapshot) => s.context.form.selections[key]
export const selectFailedFile = (s: Snapshot) => s.context.failedFile
/** The running chunked upload (while uploading). */
export const selectUpload = (s: Snapshot) =>
  s.children.chunkedUpload as ActorRefFrom<typeof chunkedUploadMachine> | undefined
