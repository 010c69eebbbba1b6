import { createActor } from 'xstate'
import { loadingDialogMachine } from '@/machines/shell/loading-dialog.machine'

/**
 * The loading dialog (spec 1 §2, §4). An area calls `loadingDialog.start()` before loading
 * publications and `loadingDialog.loaded()` when they are in; after 10 s the flag is forced anyway.
 * The dialog itself (./loading-dialog.tsx, PrimeReact's Dialog) loads the first time it shows (issue 19).
 */
export const loadingDialogActor = createActor(loadingDialogMachine).start()

export const loadingDialog = {
  start: () => loadingDialogActor.send({ type: 'loading.start' }),
  loaded: () => loadingDialogActor.send({ type: 'publications.loaded' }),
}
