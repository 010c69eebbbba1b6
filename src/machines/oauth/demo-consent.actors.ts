import { fromPromise } from '@/machines/from-promise'
import { loadDemoAccounts, type DemoAccount } from '@/api/auth'

/** The demo OAuth provider's accounts for a service. */
export const loadAccounts = fromPromise<DemoAccount[], { service: string }>(({ input, signal }) =>
  loadDemoAccounts(input.service, { signal }),
)
