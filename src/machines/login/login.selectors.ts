import type { SnapshotFrom } from 'xstate'
import type { loginMachine } from './login.machine'

type Snapshot = SnapshotFrom<typeof loginMachine>

export const selectFormVisible = (s: Snapshot) => s.matches({ form: 'active' })
export const selectIsRegistration = (s: Snapshot) => s.matches({ form: { active: { view: 'registration' } } })
export const selectIsSwitching = (s: Snapshot) =>
  s.matches({ form: { active: { view: 'toRegistration' } } }) || s.matches({ form: { active: { view: 'toLogin' } } })
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy')
export const selectHasSucceeded = (s: Snapshot) => s.hasTag('succeeded')
export const selectShowLoader = (s: Snapshot) => s.hasTag('loader')
export const selectError = (s: Snapshot) => s.context.error
export const selectSettings = (s: Snapshot) => s.context.settings
export const selectDemoUsers = (s: Snapshot) => s.context.demoUsers
