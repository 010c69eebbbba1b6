import type { SnapshotFrom } from 'xstate'
import type { feedFlagsMachine } from './feed-flags.machine'
import { hasNewItems } from './feed.machine'

type Snapshot = SnapshotFrom<typeof feedFlagsMachine>

/** The bottom bar's feed dot: some item newer than the last view. */
export const selectFeedHasNew = (s: Snapshot) => hasNewItems(s.context.items, s.context.lastView)
export const selectLastView = (s: Snapshot) => s.context.lastView
