import type { SnapshotFrom } from 'xstate'
import type { questionnaireBuilderMachine } from './questionnaire-builder.machine'

type Snapshot = SnapshotFrom<typeof questionnaireBuilderMachine>

export const selectPublishing = (s: Snapshot) => s.matches('publishing')
export const selectPublished = (s: Snapshot) => s.context.published
export const selectPublishFailure = (s: Snapshot) => s.context.failure
