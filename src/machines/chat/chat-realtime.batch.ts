/**
 * Collects realtime events and hands them over once per animation frame (or after FALLBACK_MS when no
 * frame comes: a hidden tab renders none), in arrival order. Used by chat-realtime.actors.ts.
 */
export const REALTIME_BATCH_FALLBACK_MS = 100

export interface RealtimeBatch<M, R> {
  messages: M[]
  reads: R[]
}

type Schedule = (run: () => void) => () => void

/** The next animation frame, or the fallback timeout, whichever comes first; returns the cancel. */
export const nextFrame: Schedule = (run) => {
  let done = false
  const once = () => {
    if (done) return
    done = true
    clearTimeout(timer)
    if (frame !== null) cancelAnimationFrame(frame)
    run()
  }
  const timer = setTimeout(once, REALTIME_BATCH_FALLBACK_MS)
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(once) : null
  return () => {
    done = true
    clearTimeout(timer)
    if (frame !== null) cancelAnimationFrame(frame)
  }
}

export function createRealtimeBatcher<M, R>(deliver: (batch: RealtimeBatch<M, R>) => void, schedule = nextFrame) {
  let batch: RealtimeBatch<M, R> = { messages: [], reads: [] }
  let cancel: (() => void) | null = null
  const flush = () => {
    cancel = null
    const ready = batch
    batch = { messages: [], reads: [] }
    deliver(ready)
  }
  const queue = () => {
    if (!cancel) cancel = schedule(flush)
  }
  return {
    message(payload: M) {
      batch.messages.push(payload)
      queue()
    },
    read(payload: R) {
      batch.reads.push(payload)
      queue()
    },
    /** Drops what is pending (the subscriber is gone). */
    stop() {
      cancel?.()
      cancel = null
      batch = { messages: [], reads: [] }
    },
  }
}
