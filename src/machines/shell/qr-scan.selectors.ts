import type { SnapshotFrom } from 'xstate'
import type { qrScanMachine } from './qr-scan.machine'

type Snapshot = SnapshotFrom<typeof qrScanMachine>

export const selectQrVisible = (s: Snapshot) => !s.matches('closed')
export const selectQrView = (
  s: Snapshot,
): 'unsupported' | 'starting' | 'scanning' | 'found' | 'noCamera' | 'closed' => {
  if (s.matches('unsupported')) return 'unsupported'
  if (s.matches({ open: 'starting' })) return 'starting'
  if (s.matches({ open: 'scanning' })) return 'scanning'
  if (s.matches({ open: 'found' })) return 'found'
  if (s.matches({ open: 'noCamera' })) return 'noCamera'
  return 'closed'
}
export const selectQrStream = (s: Snapshot) => s.context.stream
export const selectQrValue = (s: Snapshot) => s.context.value
