import type { DialogProps } from 'primereact/dialog'
import { lazy } from '@/lib/lazy'
import { OnDemand } from './on-demand'

const LoadedDialog = lazy(() => import('primereact/dialog').then((m) => ({ default: m.Dialog })))

/**
 * PrimeReact's Dialog (the same props; 8 KiB gzip) fetched when it first opens, not with the screen (issue 19),
 * and mounted from then on, so it still plays its closing and returns the focus. A failed load leaves the page
 * and says so (OnDemand).
 */
export function Dialog(props: DialogProps) {
  return (
    <OnDemand when={Boolean(props.visible)}>
      <LoadedDialog {...props} />
    </OnDemand>
  )
}
