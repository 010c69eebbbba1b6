import type { SnapshotFrom } from 'xstate'
import type { raspTeamMachine } from './rasp-team.machine'

type Snapshot = SnapshotFrom<typeof raspTeamMachine>

export const selectTeamPhase = (s: Snapshot) =>
  s.matches('choosing') ? 'choosing' : s.matches('failed') ? 'failed' : s.matches('shown') ? 'shown' : 'loading'
export const selectTeamWeek = (s: Snapshot) => s.context.week
export const selectTeamFailure = (s: Snapshot) => s.context.failure
export const selectTeamMessage = (s: Snapshot) => s.context.serverMessage
