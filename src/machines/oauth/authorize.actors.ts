import { fromPromise } from '@/machines/from-promise'
import { loadClientApp, type ClientApp } from '@/api/auth'

/** The requesting app; no appID, an unknown app or no answer → null (the screen goes to the login page). */
export const loadApp = fromPromise<ClientApp | null, { appID: string }>(async ({ input, signal }) => {
  if (!input.appID) return null
  try {
    return await loadClientApp(input.appID, { signal })
  } catch {
    return null
  }
})
