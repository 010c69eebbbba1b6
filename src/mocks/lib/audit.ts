import { checkToken, tokenOf } from './auth'
import type { JournalEntry, JournalMeta } from './persistence'

/**
 * The demo backend's audit trail (issue 18, /Admin/Audit): every journaled write with who made it and
 * when. The journal entries carry the meta (persistence.ts `JournalMeta`), so the trail of a reloaded
 * demo is the replayed journal plus what the seed says happened before it.
 *
 * Who made a write: `committingWrites` (store.ts) registers each request while its handler runs; a write
 * is attributed to the newest write request (not GET) in flight, else the newest request. A browser
 * holds one signed-in user, so concurrent requests share the user; a write from a timer (no request)
 * has no user. A JavaScript mock cannot follow async context, so two different users' writes racing
 * inside one tab (never the case in the demo) could swap their paths.
 */
interface InFlight {
  userID: number | null
  method: string
  path: string
}
const inFlight: InFlight[] = []

/** Moscow time 'yyyy-mm-dd hh:mm' of an ISO instant (the portal's time zone). */
export const moscowStamp = (iso: string) =>
  new Date(new Date(iso).getTime() + 3 * 36e5).toISOString().slice(0, 16).replace('T', ' ')

/** The API path of a request URL: '/Admin/Menu/5' for 'http://host/WebApp/api/Admin/Menu/5'. */
export function apiPath(url: string): string {
  const { pathname } = new URL(url)
  const at = pathname.indexOf('/api/')
  return at < 0 ? pathname : pathname.slice(at + 4)
}

/** Registers a request while its handler runs; call the returned function when it answered. */
export function beginRequest(request: Request): () => void {
  const check = checkToken(tokenOf(request))
  const entry: InFlight = {
    userID: check.ok ? check.userID : null,
    method: request.method.toUpperCase(),
    path: apiPath(request.url),
  }
  inFlight.push(entry)
  return () => {
    const at = inFlight.indexOf(entry)
    if (at >= 0) inFlight.splice(at, 1)
  }
}

/** The meta of a write made now. */
export function writeMeta(now: Date = new Date()): Required<JournalMeta> {
  const source = inFlight.findLast((r) => r.method !== 'GET') ?? inFlight.at(-1)
  return {
    userID: source?.userID ?? null,
    at: now.toISOString(),
    method: source?.method ?? '',
    path: source?.path ?? '',
  }
}

/** What the admin seed says happened before the demo (set when the admin area loads). */
let history: JournalEntry[] = []
/** The journaled writes since (replayed at boot, made since). */
let writes: JournalEntry[] = []

/** A write (made now or replayed from the journal) joins the trail. */
export function recordWrite(entry: JournalEntry): void {
  writes.push(entry)
}

/** The seed's own history (called by the admin seed, which may load after the journal's replay). */
export function resetAudit(seeded: JournalEntry[] = []): void {
  history = [...seeded]
}

/** An empty trail: a fresh seed (the backend's boot). */
export function clearAudit(): void {
  history = []
  writes = []
}

export function auditTrail(): readonly JournalEntry[] {
  return [...history, ...writes]
}
