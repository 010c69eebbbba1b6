/** Runs a seed written in steps (a generator yielding between them) to its end, at once: node, tests, resets. */
export function runSteps(steps: Iterator<void, void, void>): void {
  while (!steps.next().done);
}

/**
 * Resolves in a task of its own, so the browser paints and answers input between two steps. `scheduler.yield()`
 * where the browser has it (the continuation keeps its place ahead of other tasks); else a message to ourselves,
 * which, unlike a timer, no browser delays in a background tab.
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
