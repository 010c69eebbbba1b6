import type { ClientErrorReport } from './admin'
import { http } from './http'

/**
 * POST /Admin/LogErrors: the portal's own client errors (src/app/error-reporter.ts). Apart from the rest of
 * the admin API (its schemas and texts) because the reporter is in the entry (issue 19). Silent: reporting
 * must never produce an error of its own on screen.
 */
export async function reportClientError(body: ClientErrorReport): Promise<void> {
  await http.post('/Admin/LogErrors', body, { silent: true })
}
