import { useMemo } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { useLocation } from 'wouter'
import { ProgressSpinner } from 'primereact/progressspinner'
import { Button } from 'primereact/button'
import { workOpeningMachine } from '@/machines/work-opening/work-opening.machine'
import { selectView, selectWorkID } from '@/machines/work-opening/work-opening.selectors'
import { StatusPage } from '@/ui/status-page'
import { fill, shellPageTexts as t } from '@/texts/ru/shell-pages'

/**
 * /openWork/{workID}: the work-opening machine looks the work's type up and redirects (spec 1 §4);
 * this screen shows the wait and every way it can fail, never a blank page.
 */
export default function OpenWorkScreen({ workID, from }: { workID: string | undefined; from: string | null }) {
  const [, navigate] = useLocation()
  const logic = useMemo(
    () =>
      workOpeningMachine.provide({ actions: { navigateTo: (_, params) => navigate(params.to, { replace: true }) } }),
    [navigate],
  )
  const actor = useActorRef(logic, { input: { workID, from } })
  const view = useSelector(actor, selectView)
  const id = useSelector(actor, selectWorkID) ?? workID ?? ''

  if (view === 'loading' || view === 'redirecting') {
    return (
      <div className="page-loading" role="status" aria-live="polite">
        <ProgressSpinner style={{ width: 48, height: 48 }} strokeWidth="4" />
        <span>{view === 'loading' ? fill(t.openingWork, { id }) : t.redirecting}</span>
      </div>
    )
  }
  const text = view === 'invalid' ? t.workInvalid : view === 'notFound' ? t.workNotFound : t.workFailed
  return (
    <StatusPage title={t.workTitle} text={<p role="alert">{fill(text, { id })}</p>} back>
      {view === 'failed' && (
        <Button
          type="button"
          label={t.retry}
          icon="pi pi-refresh"
          onClick={() => actor.send({ type: 'lookup.retry' })}
        />
      )}
    </StatusPage>
  )
}
