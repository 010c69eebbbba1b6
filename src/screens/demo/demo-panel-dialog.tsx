import { useState } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { InputNumber } from 'primereact/inputnumber'
import { Checkbox } from 'primereact/checkbox'
import type { DemoBridge, DemoFaults } from '@/lib/demo-bridge'
import { demoTexts } from '@/texts/ru/demo'
import { notify } from '@/ui/notifier'
import { demoQuietPrompts, setDemoQuietPrompts } from '@/settings/demo-prompts'

/** The demo panel's dialog: its own chunk, loaded when the panel is first opened (issue 19: not on the login route). */
export default function DemoPanelDialog({
  bridge,
  visible,
  onClose,
  onApplied,
}: {
  bridge: DemoBridge
  visible: boolean
  onClose: () => void
  onApplied: (faults: DemoFaults) => void
}) {
  useSignals()
  const [faults, setFaults] = useState(() => bridge.getFaults())
  return (
    <Dialog header={demoTexts.title} visible={visible} onHide={onClose} style={{ width: 'min(420px, 95vw)' }}>
      <p className="muted">{demoTexts.hint}</p>
      <div className="demo-panel-fields">
        <label htmlFor="demo-latency">{demoTexts.latency}</label>
        <InputNumber
          inputId="demo-latency"
          value={faults.latencyMs}
          min={0}
          max={10000}
          step={100}
          onValueChange={(e) => setFaults({ ...faults, latencyMs: e.value ?? 0 })}
        />
        <label htmlFor="demo-errors">{demoTexts.errorRate}</label>
        <InputNumber
          inputId="demo-errors"
          value={Math.round(faults.errorRate * 100)}
          min={0}
          max={100}
          onValueChange={(e) => setFaults({ ...faults, errorRate: (e.value ?? 0) / 100 })}
        />
        <span className="demo-panel-check">
          <Checkbox
            inputId="demo-offline"
            checked={faults.offline}
            onChange={(e) => setFaults({ ...faults, offline: Boolean(e.checked) })}
          />
          <label htmlFor="demo-offline">{demoTexts.offline}</label>
        </span>
        <span className="demo-panel-check">
          <Checkbox
            inputId="demo-quiet"
            checked={demoQuietPrompts.value}
            aria-describedby="demo-quiet-hint"
            onChange={(e) => setDemoQuietPrompts(Boolean(e.checked))}
          />
          <label htmlFor="demo-quiet">{demoTexts.quietPrompts}</label>
        </span>
        <small id="demo-quiet-hint" className="muted demo-panel-note">
          {demoTexts.quietPromptsHint}
        </small>
      </div>
      <div className="demo-panel-actions">
        <Button
          type="button"
          label={demoTexts.reset}
          icon="pi pi-refresh"
          severity="danger"
          text
          onClick={async () => {
            if (!window.confirm(demoTexts.resetConfirm)) return
            await bridge.resetData()
            window.location.reload()
          }}
        />
        <Button
          type="button"
          label={demoTexts.apply}
          onClick={() => {
            bridge.setFaults(faults)
            notify.info(demoTexts.applied)
            onApplied(faults)
            onClose()
          }}
        />
      </div>
    </Dialog>
  )
}
