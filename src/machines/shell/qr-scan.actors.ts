import { fromCallback, type EventObject } from 'xstate'
import { fromPromise } from '@/machines/from-promise'

/** The browser's BarcodeDetector (Chromium, Android); absent elsewhere. */
interface Detector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>
}
type DetectorClass = new (options: { formats: string[] }) => Detector

export function barcodeDetectorClass(): DetectorClass | null {
  return (globalThis as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector ?? null
}

export function qrScanSupported(): boolean {
  return barcodeDetectorClass() !== null && typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia
}

/** Asks for the back camera. */
export const startCamera = fromPromise<MediaStream>(async () =>
  navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
)

export const SCAN_INTERVAL_MS = 300

/** Looks for a QR code in the camera picture every 300 ms; reports the first one found. */
export const detectCode = fromCallback<EventObject, { stream: MediaStream }>(({ input, sendBack }) => {
  const Detector = barcodeDetectorClass()
  if (!Detector) return
  const detector = new Detector({ formats: ['qr_code'] })
  const video = document.createElement('video')
  video.muted = true
  video.playsInline = true
  video.srcObject = input.stream
  void video.play().catch(() => {})
  let busy = false
  const timer = setInterval(() => {
    if (busy || video.readyState < 2) return
    busy = true
    detector
      .detect(video)
      .then((codes) => {
        const value = codes.find((c) => c.rawValue)?.rawValue
        if (value) sendBack({ type: 'scan.found', value })
      })
      .catch(() => {})
      .finally(() => (busy = false))
  }, SCAN_INTERVAL_MS)
  return () => {
    clearInterval(timer)
    video.srcObject = null
  }
})

export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop()
}
