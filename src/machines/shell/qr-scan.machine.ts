import { assign, setup } from 'xstate'
import { detectCode, qrScanSupported, startCamera, stopStream } from './qr-scan.actors'

/**
 * QR scan dialog (spec 1 §2; shown when init.qrScannerEnabled).
 *
 *   closed ─open→ checking ─(no BarcodeDetector / camera API)→ unsupported
 *                    └→ starting (camera) ─done→ scanning ─scan.found→ found ─again→ starting
 *                                           └─error→ noCamera ─again→ starting
 *   any ─close→ closed (the camera is switched off)
 */
export interface QrScanContext {
  stream: MediaStream | null
  value: string | null
}
export type QrScanEvent =
  | { type: 'scanner.open' }
  | { type: 'scanner.close' }
  | { type: 'scan.retry' }
  | { type: 'scan.found'; value: string }

export const qrScanMachine = setup({
  types: { context: {} as QrScanContext, events: {} as QrScanEvent },
  actors: { startCamera, detectCode },
  guards: { supported: () => qrScanSupported() },
  actions: {
    stopCamera: assign(({ context }) => {
      stopStream(context.stream)
      return { stream: null }
    }),
  },
}).createMachine({
  id: 'qrScan',
  context: { stream: null, value: null },
  initial: 'closed',
  states: {
    closed: { on: { 'scanner.open': 'checking' } },
    open: {
      on: { 'scanner.close': { target: 'closed', actions: 'stopCamera' } },
      initial: 'starting',
      states: {
        starting: {
          invoke: {
            id: 'startCamera',
            src: 'startCamera',
            onDone: { target: 'scanning', actions: assign({ stream: ({ event }) => event.output }) },
            onError: 'noCamera',
          },
        },
        scanning: {
          invoke: { id: 'detectCode', src: 'detectCode', input: ({ context }) => ({ stream: context.stream! }) },
          on: {
            'scan.found': { target: 'found', actions: ['stopCamera', assign({ value: ({ event }) => event.value })] },
          },
        },
        found: { on: { 'scan.retry': { target: 'starting', actions: assign({ value: null }) } } },
        noCamera: { on: { 'scan.retry': 'starting' } },
      },
    },
    checking: {
      always: [{ guard: 'supported', target: 'open' }, { target: 'unsupported' }],
    },
    unsupported: { on: { 'scanner.close': 'closed' } },
  },
})
