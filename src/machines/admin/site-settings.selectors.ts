import type { SnapshotFrom } from 'xstate'
import type { siteSettingsMachine } from './site-settings.machine'

type Snapshot = SnapshotFrom<typeof siteSettingsMachine>

export const selectSettings = (s: Snapshot) => s.context.settings
export const selectSettingsLoadFailed = (s: Snapshot) => s.matches('failed')
export const selectSettingsSaving = (s: Snapshot) => s.matches('saving')
export const selectSettingsSaved = (s: Snapshot) => s.context.saved
export const selectSettingsFailure = (s: Snapshot) => (s.matches('failed') ? null : s.context.failure)
