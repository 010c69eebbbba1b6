/**
 * The notification service. Three groups (spec 1 §2): info bottom left (3 s), errors bottom right (10 s),
 * and persistent messages bottom right (at most 5, the oldest goes first) with the sender's photo, title
 * and text; a click opens the message and removes it, the close button only removes it. The two
 * bottom-right groups share one stack so they never cover each other.
 *
 * `notify` is all the rest of the app imports; the host that shows them (./notification-host.tsx, with
 * PrimeReact's Toast) loads with the first notification (issue 19: the sign-in card loads no PrimeReact), and what
 * is notified before it comes is shown then.
 */
export interface PersistentMessage {
  id: string
  title: string
  text: string
  photo?: string
  onOpen?: () => void
}

export type NotificationSink = {
  info(title: string, text?: string): void
  error(title: string, text?: string): void
  message(message: PersistentMessage): void
}

let sink: NotificationSink | null = null
const pending: ((s: NotificationSink) => void)[] = []

const demandListeners = new Set<() => void>()

function withSink(run: (s: NotificationSink) => void) {
  if (sink) return run(sink)
  pending.push(run)
  for (const listener of demandListeners) listener()
}

/** Whether a host is needed: something was notified (or a host is attached already). */
export const isNotificationHostNeeded = () => sink !== null || pending.length > 0

export function subscribeNotificationDemand(listener: () => void): () => void {
  demandListeners.add(listener)
  return () => {
    demandListeners.delete(listener)
  }
}

export const notify = {
  info: (title: string, text?: string) => withSink((s) => s.info(title, text)),
  error: (title: string, text?: string) => withSink((s) => s.error(title, text)),
  message: (message: PersistentMessage) => withSink((s) => s.message(message)),
}

/** The host attaches its sink (what was notified before it came is shown now); the returned call detaches it. */
export function attachNotificationSink(next: NotificationSink): () => void {
  sink = next
  for (const run of pending.splice(0)) run(next)
  return () => {
    if (sink === next) sink = null
  }
}
