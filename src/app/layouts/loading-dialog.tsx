import { createActor } from 'xstate'
import { useSelector } from '@xstate/react'
import { Dialog } from 'primereact/dialog'
import { ProgressSpinner } from 'primereact/progressspinner'
import { loadingDialogMachine } from '@/machines/shell/loading-dialog.machine'
import { selectLoadingShown } from '@/machines/shell/loading-dialog.selectors'
import { shellTexts } from '@/texts/ru/shell'

/**
 * The loading dialog (spec 1 §2, §4). An area calls `loadingDialog.start()` before loading
 * publications and `loadingDialog.loaded()` when they are in; after 10 s the flag is forced anyway.
 */
export const loadingDialogActor = createActor(loadingDialogMachine).start()

export const loadingDialog = {
  start: () => loadingDialogActor.send({ type: 'loading.start' }),
  loaded: () => loadingDialogActor.send({ type: 'publications.loaded' }),
}

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
