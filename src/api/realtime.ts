import * as v from 'valibot'
import { getConfig, isBackendReady, whenBackendReady } from './config'
import { ApiError } from './errors'
import { http, parseAnswer, type RequestOptions } from './http'

/**
 * The realtime channel (design DECISIONS "Realtime channel"): server-sent events from
 * `GET {api_address}/notifications` (cookie auth — EventSource cannot set headers), and
 * client → server calls as `POST {api_address}/notifications/invoke` `{method, args}` → `{state}`.
 * The transport hides behind connect / on / invoke so another one can replace it.
 */
export type RealtimeListener = (payload: unknown) => void

const listeners = new Map<string, Set<RealtimeListener>>()
let live: { source: EventSource; attached: Set<string> } | null = null

function attach(name: string): void {
  if (!live || live.attached.has(name)) return
  live.attached.add(name)
  live.source.addEventListener(name, (event) => {
    let payload: unknown = null
    try {
      payload = JSON.parse((event as MessageEvent<string>).data)
    } catch {
      return // a malformed frame is dropped, never thrown into the app
    }
    for (const fn of [...(listeners.get(name) ?? [])]) fn(payload)
  })
}

const openListeners = new Set<() => void>()

/**
 * Called each time the stream opens (the first time and after a reconnect). What the server published while
 * no stream was open is lost, so a live page reloads its data then (spec 1 §7: the page stays current).
 */
export function onOpen(fn: () => void): () => void {
  openListeners.add(fn)
  return () => openListeners.delete(fn)
}

/** Subscribes to a server event (NewMessage, ReadMessage, …); returns the unsubscribe function. */
export function on(event: string, fn: RealtimeListener): () => void {
  let set = listeners.get(event)
  if (!set) listeners.set(event, (set = new Set()))
  set.add(fn)
  attach(event)
  return () => set.delete(fn)
}

export interface ConnectHandlers {
  /** The stream is open. */
  opened(): void
  /** It failed before opening (`wasOpen` false) or closed after being open. */
  lost(wasOpen: boolean): void
}

/** Opens the stream; the returned function closes it. One live stream per page. */
export function connect(handlers: ConnectHandlers): () => void {
  let source: EventSource | null = null
  let wasOpen = false
  let finished = false
  const open = () => {
    if (finished) return
    const url = `${getConfig().api_address.replace(/\/$/, '')}/notifications`
    const opened = new EventSource(url, { withCredentials: true })
    source = opened
    live?.source.close()
    live = { source: opened, attached: new Set() }
    for (const name of listeners.keys()) attach(name)
    opened.onopen = () => {
      wasOpen = true
      handlers.opened()
      for (const fn of [...openListeners]) fn()
    }
    opened.onerror = () => {
      // EventSource would retry on its own; the connection machine owns the retry policy instead.
      if (finished) return
      finished = true
      opened.close()
      if (live?.source === opened) live = null
      handlers.lost(wasOpen)
    }
  }
  if (isBackendReady()) open()
  else
    whenBackendReady().then(open, () => {
      if (finished) return
      finished = true
      handlers.lost(false)
    })
  return () => {
    finished = true
    source?.close()
    if (source && live?.source === source) live = null
  }
}

/** Client → server call (chatSendMessage, chatReadMessage, …); resolves when the server accepted it. */
export async function invoke(method: string, args: unknown, options: RequestOptions = {}): Promise<void> {
  const answer = parseAnswer(
    v.object({ state: v.number(), msg: v.optional(v.nullable(v.string())) }),
    await http.post('/notifications/invoke', { method, args }, options),
  )
  if (answer.state !== 1) throw new ApiError('server', 200, answer.msg ?? method)
}
