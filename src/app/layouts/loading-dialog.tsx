import { useSelector } from '@xstate/react'
import { Dialog } from 'primereact/dialog'
import { ProgressSpinner } from 'primereact/progressspinner'
import { selectLoadingShown } from '@/machines/shell/loading-dialog.selectors'
import { shellTexts } from '@/texts/ru/shell'
import { loadingDialogActor } from './loading-dialog-service'

/** The loading dialog of `loadingDialog` (./loading-dialog-service.ts). */
export function LoadingDialogHost({ actor = loadingDialogActor }: { actor?: typeof loadingDialogActor }) {
  const visible = useSelector(actor, selectLoadingShown)
  return (
    <Dialog
      visible={visible}
      onHide={() => {}}
      closable={false}
      showHeader={false}
      modal
      style={{ width: 'auto' }}
      aria-label={shellTexts.loading}
    >
      <div className="loading-dialog" role="status" aria-live="polite">
        <ProgressSpinner style={{ width: 40, height: 40 }} strokeWidth="4" />
        <span>{shellTexts.loading}</span>
      </div>
    </Dialog>
  )
}
