/** What the demo backend exposes to the UI on demo hosts (set by start.tsx; screens never import mocks). */
export interface DemoFaults {
  latencyMs: number
  errorRate: number
  offline: boolean
}
export interface DemoBridge {
  getFaults(): DemoFaults
  setFaults(faults: DemoFaults): void
  resetData(): Promise<void>
}

type DemoWindow = { __demo?: DemoBridge }
const listeners = new Set<() => void>()

/** The bridge once the demo backend has started (it starts after the first paint), else null. */
export function demoBridge(): DemoBridge | null {
  return (window as unknown as DemoWindow).__demo ?? null
}

/** start.tsx: the demo backend is up; whoever shows the bridge re-renders. */
export function publishDemoBridge(bridge: DemoBridge): void {
  ;(window as unknown as DemoWindow).__demo = bridge
  for (const listener of [...listeners]) listener()
}

/** For useSyncExternalStore(subscribeDemoBridge, demoBridge). */
export function subscribeDemoBridge(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
