import { useState, useSyncExternalStore } from 'react'
import { PlainButton } from '@/ui/plain/plain-button'
import { lazy, prefetch } from '@/lib/lazy'
import { LoadedPart } from '@/ui/on-demand'
import { demoBridge, subscribeDemoBridge } from '@/lib/demo-bridge'
import { demoTexts } from '@/texts/ru/demo'
import './demo-panel.css'

const loadDialog = () => import('./demo-panel-dialog')
const DemoPanelDialog = lazy(loadDialog)
const prefetchDialog = prefetch(loadDialog)

/**
 * Demo hosts only: fault injection (latency, error rate, offline) and resetting the demo data. The tab is all
 * the login route loads; the dialog's code comes when the pointer or the keyboard reaches the tab.
 */
export function DemoPanel() {
  const bridge = useSyncExternalStore(subscribeDemoBridge, demoBridge)
  const [open, setOpen] = useState(false)
  // Each opening shows the faults in force now: a fresh dialog (closing keeps it, so it can animate out).
  const [openings, setOpenings] = useState(0)
  const [applied, setApplied] = useState(() => bridge?.getFaults() ?? { latencyMs: 0, errorRate: 0, offline: false })
  if (!bridge) return null
  const active = applied.offline || applied.errorRate > 0 || applied.latencyMs > 0
  return (
    <>
      <PlainButton
        className="demo-panel-toggle"
        icon="pi pi-sliders-h"
        rounded
        severity={active ? 'warning' : 'secondary'}
        aria-label={demoTexts.open}
        title={demoTexts.open}
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
        onClick={() => {
          setOpenings((n) => n + 1)
          setOpen(true)
        }}
      />
      {openings > 0 && (
        <LoadedPart>
          <DemoPanelDialog
            key={openings}
            bridge={bridge}
            visible={open}
            onClose={() => setOpen(false)}
            onApplied={setApplied}
          />
        </LoadedPart>
      )}
    </>
  )
}
