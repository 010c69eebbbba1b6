import type { SnapshotFrom } from 'xstate'
import type { questionnaireStatMachine } from './questionnaire-stat.machine'

type Snapshot = SnapshotFrom<typeof questionnaireStatMachine>

export const selectStatLoading = (s: Snapshot) => s.matches('loading')
export const selectStat = (s: Snapshot) => s.context.stat
export const selectStatFailure = (s: Snapshot) => s.context.failure
export const selectStatExporting = (s: Snapshot) => s.hasTag('busy')
export const selectStatExportFailure = (s: Snapshot) => s.context.exportFailure
