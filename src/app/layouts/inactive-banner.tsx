import { useEffect } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { inactivityMachine } from '@/machines/shell/inactivity.machine'
import { selectInactive } from '@/machines/shell/inactivity.selectors'
import { shellTexts } from '@/texts/ru/shell'

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const

/** The orange 'you are not active' banner (spec 1 §2), driven by the inactivity machine. */
export function InactiveBanner({ logic = inactivityMachine }: { logic?: typeof inactivityMachine }) {
  const actor = useActorRef(logic)
  const inactive = useSelector(actor, selectInactive)
  useEffect(() => {
    const onActivity = () => actor.send({ type: 'user.activity' })
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true })
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true })
    }
  }, [actor])
  if (!inactive) return null
  return (
    <div className="inactive-banner" role="alert">
      <span className="pi pi-clock" aria-hidden />
      <span className="inactive-banner-text">{shellTexts.inactive}</span>
      <Button
        label={shellTexts.inactiveRefresh}
        size="small"
        className="inactive-banner-button"
        onClick={() => location.reload()}
      />
      <Button
        label={shellTexts.inactiveDismiss}
        size="small"
        className="inactive-banner-button"
        outlined
        onClick={() => actor.send({ type: 'banner.dismiss' })}
      />
    </div>
  )
}
