import type { SnapshotFrom } from 'xstate'
import type { ChartKind } from '@/api/schoolx-chart'
import type { chartMachine } from './chart.machine'

type Snapshot = SnapshotFrom<typeof chartMachine>

export const selectIsLoading = (s: Snapshot) => s.matches('loading')
export const selectFailed = (s: Snapshot) => s.matches('failed')
export const selectChart = (s: Snapshot) => s.context.chart

/** How many weeks of each kind a module's row has (the table's last row). */
export function kindCounts(cells: readonly ChartKind[]): Record<ChartKind, number> {
  const out: Record<ChartKind, number> = { lesson: 0, holiday: 0, assessment: 0, none: 0 }
  for (const c of cells) out[c] += 1
  return out
}
