import type { SnapshotFrom } from 'xstate'
import type { demoConsentMachine } from './demo-consent.machine'

type Snapshot = SnapshotFrom<typeof demoConsentMachine>

export const selectAccountsLoading = (s: Snapshot) => s.matches('loading')
export const selectAccounts = (s: Snapshot) => s.context.accounts
