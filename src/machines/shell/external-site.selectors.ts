import type { SnapshotFrom } from 'xstate'
import type { externalSiteMachine } from './external-site.machine'

type Snapshot = SnapshotFrom<typeof externalSiteMachine>

/** What /www/{site} shows: an unknown site, a blocked pop-up (open by hand), or the opening itself. */
export const selectSiteView = (s: Snapshot): 'unknown' | 'blocked' | 'opening' =>
  s.matches('unknown') ? 'unknown' : s.matches('blocked') ? 'blocked' : 'opening'
