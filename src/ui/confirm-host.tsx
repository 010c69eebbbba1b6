import { useId } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { Dialog } from 'primereact/dialog'
import { MODAL_ABOVE_PANELS } from '@/lib/constants/shell'
import { Button } from 'primereact/button'
import { commonTexts } from '@/texts/ru/common'
import { DIALOG_WIDTH_SMALL } from '@/lib/constants/shell'
import { answerConfirm as answer, confirmQueue as queue } from './confirm'

/** The confirm dialog of `confirm()` (./confirm.ts), mounted once (ShellGlobals mounts it with the first request). */
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
