import { useEffect, useRef } from 'react'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { Dialog } from 'primereact/dialog'
import { Button } from 'primereact/button'
import { useLocation } from 'wouter'
import type { qrScanMachine } from '@/machines/shell/qr-scan.machine'
import { selectQrStream, selectQrValue, selectQrView, selectQrVisible } from '@/machines/shell/qr-scan.selectors'
import { qrTexts } from '@/texts/ru/shell'
import { DIALOG_WIDTH_MEDIUM } from '@/lib/constants/shell'

/** An address inside this app (…/WebApp/…) becomes an in-app path; other http(s) links open in a new tab. */
export function qrTarget(
  value: string,
  origin: string,
  base = '/WebApp',
): { kind: 'app'; path: string } | { kind: 'external'; href: string } | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.origin === origin && (url.pathname === base || url.pathname.startsWith(`${base}/`))) {
    return { kind: 'app', path: url.pathname.slice(base.length) + url.search || '/' }
  }
  return { kind: 'external', href: url.href }
}

export function QrScanDialog({
  actor,
  returnFocus,
}: {
  actor: ActorRefFrom<typeof qrScanMachine>
  returnFocus?: () => void
}) {
  const visible = useSelector(actor, selectQrVisible)
  const view = useSelector(actor, selectQrView)
  const stream = useSelector(actor, selectQrStream)
  const value = useSelector(actor, selectQrValue)
  const videoRef = useRef<HTMLVideoElement>(null)
  const [, navigate] = useLocation()

  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    video.srcObject = stream
    if (stream) void video.play?.().catch(() => {})
  }, [stream, view])

  const target = value ? qrTarget(value, location.origin) : null
  const close = () => {
    actor.send({ type: 'scanner.close' })
    setTimeout(() => returnFocus?.(), 0)
  }

  return (
    <Dialog
      visible={visible}
      onHide={close}
      header={qrTexts.title}
      style={{ width: `min(${DIALOG_WIDTH_MEDIUM}px, 94vw)` }}
      ariaCloseIconLabel="Закрыть"
    >
      {view === 'unsupported' && <p role="alert">{qrTexts.unsupported}</p>}
      {view === 'noCamera' && (
        <div className="qr-body">
          <p role="alert">{qrTexts.noCamera}</p>
          <Button label={qrTexts.again} onClick={() => actor.send({ type: 'scan.retry' })} />
        </div>
      )}
      {(view === 'starting' || view === 'scanning') && (
        <div className="qr-body">
          <p role="status">{view === 'starting' ? qrTexts.starting : qrTexts.scanning}</p>
          <video ref={videoRef} className="qr-video" muted playsInline aria-label={qrTexts.video} />
        </div>
      )}
      {view === 'found' && value && (
        <div className="qr-body">
          <p>
            {qrTexts.found} <strong className="qr-value">{value}</strong>
          </p>
          <div className="dialog-actions">
            <Button label={qrTexts.again} outlined onClick={() => actor.send({ type: 'scan.retry' })} />
            {target?.kind === 'app' && (
              <Button
                label={qrTexts.open}
                onClick={() => {
                  close()
                  navigate(target.path)
                }}
              />
            )}
            {target?.kind === 'external' && (
              <a className="p-button" href={target.href} target="_blank" rel="noopener noreferrer">
                {qrTexts.open}
              </a>
            )}
          </div>
        </div>
      )}
    </Dialog>
  )
}
