import { db } from '../db'
import { deferUnloaded } from './area-state'

/**
 * The demo's realtime hub (design DECISIONS "Realtime channel"): keeps the open SSE connections of
 * this page per user and delivers server events to them.
 *
 * Each page (tab, browser context) runs its OWN mock backend, so what one page writes and broadcasts
 * must reach the others: `publish` delivers locally and hands the message to a bridge —
 * the `/WebApp/__relay` endpoint of the dev/preview server when it exists (scripts/demo-relay-plugin.ts:
 * reaches separate browser profiles, e.g. Playwright contexts), else a BroadcastChannel (tabs of one
 * profile). A page receiving a relayed message applies its database writes to its own database, then
 * delivers the event to its own connections, building the payload from that database.
 */
export interface HubClient {
  userID: number
  send(event: string, data: unknown): void
}

/** A database write to mirror in the other pages (not journaled there: their own journal is theirs). */
export interface RelayWrite {
  op: 'create' | 'update'
  model: string
  pk: string
  key: string | number
  data: Record<string, unknown>
}
interface RelayMessage {
  origin: string
  writes: RelayWrite[]
  event?: { name: string; userIDs: number[]; args: unknown }
}

type PayloadBuilder = (userID: number, args: unknown) => unknown
const clients = new Set<HubClient>()
const builders = new Map<string, PayloadBuilder>()
const pageID = Math.random().toString(36).slice(2)
let outbound: ((batch: RelayMessage[]) => void) | null = null

export function addClient(client: HubClient): () => void {
  clients.add(client)
  return () => clients.delete(client)
}

/** Users with an open connection to this page's hub. */
export function connectedUserIDs(): number[] {
  return [...new Set([...clients].map((c) => c.userID))]
}

/** How the payload of an event is built for one recipient from this page's database. */
export function definePayload(event: string, build: PayloadBuilder): void {
  builders.set(event, build)
}

function deliver(name: string, userIDs: number[], args: unknown): void {
  const build = builders.get(name) ?? ((_u: number, a: unknown) => a)
  const wanted = new Set(userIDs)
  for (const client of [...clients]) {
    if (!wanted.has(client.userID)) continue
    try {
      client.send(name, build(client.userID, args))
    } catch {
      clients.delete(client)
    }
  }
}

type AnyModel = {
  findFirst(q: { where: Record<string, { equals: unknown }> }): unknown
  create(data: Record<string, unknown>): unknown
  update(q: { where: Record<string, { equals: unknown }>; data: Record<string, unknown> }): unknown
}

function applyWrites(writes: RelayWrite[]): void {
  for (const w of writes) {
    if (deferUnloaded(w.op === 'create' ? { op: 'create', model: w.model, data: w.data } : w)) continue
    const model = (db as unknown as Record<string, AnyModel>)[w.model]
    if (!model) continue
    const where = { [w.pk]: { equals: w.key } }
    try {
      if (w.op === 'create') {
        if (!model.findFirst({ where })) model.create(w.data)
      } else {
        model.update({ where, data: w.data })
      }
    } catch (error) {
      console.warn('demo realtime relay skipped a write', w, error)
    }
  }
}

/**
 * What goes to the other pages leaves in batches: everything published within RELAY_BATCH_MS (a burst of
 * messages is one relay request or channel post, not one per message), in order, RELAY_BATCH_MAX at most.
 */
export const RELAY_BATCH_MS = 16
const RELAY_BATCH_MAX = 100
let pending: RelayMessage[] = []
let pendingTimer: ReturnType<typeof setTimeout> | null = null

function flushOutbound(): void {
  pendingTimer = null
  const send = outbound
  const batch = pending
  pending = []
  if (!send) return
  for (let i = 0; i < batch.length; i += RELAY_BATCH_MAX) send(batch.slice(i, i + RELAY_BATCH_MAX))
}

/** Delivers an event to this page's connections and mirrors the writes and the event to the other pages. */
export function publish(writes: RelayWrite[], event?: { name: string; userIDs: number[]; args: unknown }): void {
  if (event) deliver(event.name, event.userIDs, event.args)
  if (!outbound) return
  pending.push({ origin: pageID, writes, event })
  pendingTimer ??= setTimeout(flushOutbound, RELAY_BATCH_MS)
}

/** One relayed frame: a batch of messages in publishing order (one message from an older page). */
function receive(frame: RelayMessage | RelayMessage[]): void {
  for (const message of Array.isArray(frame) ? frame : [frame]) {
    if (!message || message.origin === pageID) continue
    applyWrites(message.writes ?? [])
    if (message.event) deliver(message.event.name, message.event.userIDs, message.event.args)
  }
}

/**
 * The demo's own setting: pages with the same room mirror each other, pages of other rooms do not (a
 * separate demo «server»). Unset: the one shared room. The e2e journeys give each test its own.
 */
export const RELAY_ROOM_KEY = 'demoRelayRoom'

function relayRoom(): string {
  try {
    return localStorage.getItem(RELAY_ROOM_KEY) ?? ''
  } catch {
    return ''
  }
}

/**
 * Starts the bridge between pages (browser only; called once when the mock backend starts). Tries the
 * relay of the dev/preview server first and falls back to a BroadcastChannel.
 */
export async function startRealtimeBridge(baseUrl: string): Promise<'relay' | 'broadcast' | 'none'> {
  const relay = `${baseUrl}__relay`
  const room = relayRoom()
  const inRoom = room ? `?room=${encodeURIComponent(room)}` : ''
  try {
    const probe = await fetch(`${relay}/ping`, { cache: 'no-store' })
    if (probe.ok && (await probe.text()) === 'relay') {
      const source = new EventSource(`${relay}/events${inRoom}`)
      source.onmessage = (event) => {
        try {
          receive(JSON.parse(event.data) as RelayMessage | RelayMessage[])
        } catch {
          /* a malformed frame is ignored */
        }
      }
      outbound = (batch) => {
        void fetch(`${relay}/publish${inRoom}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(batch),
        }).catch(() => {})
      }
      return 'relay'
    }
  } catch {
    /* no relay on this server */
  }
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(room ? `kabinet-demo-realtime:${room}` : 'kabinet-demo-realtime')
    channel.onmessage = (event) => receive(event.data as RelayMessage | RelayMessage[])
    outbound = (batch) => channel.postMessage(batch)
    return 'broadcast'
  }
  return 'none'
}

/** Tests: forget connections and the bridge. */
export function resetHub(): void {
  clients.clear()
  outbound = null
  pending = []
  if (pendingTimer) clearTimeout(pendingTimer)
  pendingTimer = null
}
