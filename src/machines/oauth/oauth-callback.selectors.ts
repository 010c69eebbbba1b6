import type { SnapshotFrom } from 'xstate'
import type { oauthCallbackMachine } from './oauth-callback.machine'

type Snapshot = SnapshotFrom<typeof oauthCallbackMachine>

/** Why the callback was refused (state missing or not the one sent), or null. */
export const selectRefusal = (s: Snapshot) => s.context.refusal
