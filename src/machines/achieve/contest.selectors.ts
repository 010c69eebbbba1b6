import type { SnapshotFrom } from 'xstate'
import type { contestMachine } from './contest.machine'

type Snapshot = SnapshotFrom<typeof contestMachine>
const NONE: never[] = []

export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectLoadFailed = (s: Snapshot) => s.matches('loadFailed')
export const selectMissing = (s: Snapshot) => s.context.missing
export const selectBusy = (s: Snapshot) => s.hasTag('busy')
export const selectContest = (s: Snapshot) => s.context.view?.contest ?? null
export const selectMine = (s: Snapshot) => s.context.view?.mine ?? null
export const selectApplications = (s: Snapshot) => s.context.view?.applications ?? NONE
export const selectMyMarks = (s: Snapshot) => s.context.view?.myMarks ?? NONE
export const selectResults = (s: Snapshot) => s.context.view?.results ?? null
export const selectError = (s: Snapshot) => s.context.error
export const selectDone = (s: Snapshot) => s.context.done
export const selectMarkedID = (s: Snapshot) => s.context.markedID
export const selectJudgeTotals = (s: Snapshot) => s.context.view?.judgeTotals ?? NONE
