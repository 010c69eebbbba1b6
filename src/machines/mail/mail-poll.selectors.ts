import type { SnapshotFrom } from 'xstate'
import type { mailPollMachine } from './mail-poll.machine'

type Snapshot = SnapshotFrom<typeof mailPollMachine>

/** The toolbar's unread-mail badge. */
export const selectUnreadMail = (s: Snapshot) => s.context.unread
export const selectIsPolling = (s: Snapshot) => !s.matches('stopped')
