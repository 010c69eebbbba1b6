import { useId } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { signal } from '@preact/signals-react'
import { Dialog } from 'primereact/dialog'
import { MODAL_ABOVE_PANELS } from '@/lib/constants/shell'
import { Button } from 'primereact/button'
import { commonTexts } from '@/texts/ru/common'
import { DIALOG_WIDTH_SMALL } from '@/lib/constants/shell'

/**
 * The confirm dialog service (spec 1 §2: Yes/No, resolves true/false). `confirm(message)` returns a
 * promise; Да resolves true, Нет, Esc or the close button resolve false. Requests queue up; focus
 * returns to the element that was focused when the dialog opened.
 */
interface Request {
  message: string
  header?: string
  resolve: (answer: boolean) => void
  returnFocus: HTMLElement | null
}

const queue = signal<Request[]>([])

export function confirm(message: string, options: { header?: string } = {}): Promise<boolean> {
  return new Promise((resolve) => {
    const active = typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)
    queue.value = [...queue.value, { message, header: options.header, resolve, returnFocus: active }]
  })
}

function answer(value: boolean) {
  const [current, ...rest] = queue.value
  if (!current) return
  queue.value = rest
  current.resolve(value)
  // Focus goes back once PrimeReact has removed the dialog.
  setTimeout(() => current.returnFocus?.focus?.(), 0)
}

export function ConfirmHost() {
  useSignals()
  const current = queue.value[0]
  const yesId = useId()
  return (
    <Dialog
      baseZIndex={MODAL_ABOVE_PANELS}
      visible={!!current}
      onHide={() => answer(false)}
      onShow={() => document.getElementById(yesId)?.focus()}
      header={current?.header ?? commonTexts.appName}
      style={{ width: `min(${DIALOG_WIDTH_SMALL}px, 94vw)` }}
      ariaCloseIconLabel={commonTexts.close}
      footer={
        <div className="dialog-actions">
          <Button label={commonTexts.no} outlined onClick={() => answer(false)} />
          <Button id={yesId} label={commonTexts.yes} onClick={() => answer(true)} />
        </div>
      }
    >
      <p className="confirm-message">{current?.message}</p>
    </Dialog>
  )
}
