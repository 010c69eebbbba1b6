/** What the demo backend exposes to the UI on demo hosts (set by main.tsx; screens never import mocks). */
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

export function demoBridge(): DemoBridge | null {
  return (window as unknown as { __demo?: DemoBridge }).__demo ?? null
}
