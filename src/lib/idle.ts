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
