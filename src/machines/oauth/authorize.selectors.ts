import type { SnapshotFrom } from 'xstate'
import type { authorizeMachine } from './authorize.machine'

type Snapshot = SnapshotFrom<typeof authorizeMachine>

export const selectAppLoading = (s: Snapshot) => s.matches('loading')
export const selectCardShown = (s: Snapshot) => s.matches('shown')
export const selectApp = (s: Snapshot) => s.context.app
