import type { SnapshotFrom } from 'xstate'
import type { chunkedUploadMachine } from './chunked-upload.machine'

type Snapshot = SnapshotFrom<typeof chunkedUploadMachine>

export interface FileProgress {
  name: string
  percent: number
}

/** Progress per file (0–100). */
export const selectFileProgress = (s: Snapshot | undefined): FileProgress[] =>
  s
    ? s.context.files.map((f, i) => ({
        name: f.name,
        percent:
          f.size === 0
            ? s.context.uploaded[i] >= 0 && i < s.context.fileIndex
              ? 100
              : 0
            : Math.round((s.context.uploaded[i] / f.size) * 100),
      }))
    : []

/** Overall progress (0–100) by bytes. */
export function selectOverallProgress(s: Snapshot | undefined): number {
  if (!s) return 0
  const total = s.context.files.reduce((sum, f) => sum + f.size, 0)
  if (total === 0) return s.context.fileIndex >= s.context.files.length ? 100 : 0
  return Math.round((s.context.uploaded.reduce((a, b) => a + b, 0) / total) * 100)
}

/** The retry in progress (1-based) or 0. */
export const selectRetryAttempt = (s: Snapshot | undefined) => (s && s.matches('waiting') ? s.context.attempt : 0)
