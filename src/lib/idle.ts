/**
 * Runs `task` once the page is idle (at the latest after `timeout` ms), for fetching ahead what the user may ask
 * for next. Returns the cancel. Browsers without requestIdleCallback (Safari) wait a fixed 2 s.
 */
export function whenIdle(task: () => void, timeout: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(task, { timeout })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, 2_000)
  return () => clearTimeout(timer)
}

/**
 * Resolves in a task of its own, so long work split by it lets the browser paint and answer input in between.
 * `scheduler.yield()` where the browser has it (the continuation keeps its place ahead of other tasks); else a
 * message to ourselves, which, unlike a timer, no browser delays in a background tab.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
