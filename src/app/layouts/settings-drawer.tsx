import { Sidebar } from 'primereact/sidebar'
import { ThemeSettingsPanel } from '@/screens/settings/theme-settings-panel'
import { LowVisionPanel } from '@/screens/settings/low-vision-panel'
import { shellTexts } from '@/texts/ru/shell'
import type { SettingsPanel } from './toolbar'

/** The right drawer with the theme settings or the low-vision panel (spec 1 §2). Esc closes it. */
export function SettingsDrawer({ panel, onHide }: { panel: SettingsPanel | null; onHide: () => void }) {
  return (
    <Sidebar
      visible={panel !== null}
      position="right"
      onHide={onHide}
      className="settings-drawer"
      ariaCloseLabel={shellTexts.closePanel}
      aria-label={panel === 'lowVision' ? shellTexts.lowVision : shellTexts.themeSettings}
      role="dialog"
      aria-modal="true"
    >
      {panel === 'theme' && <ThemeSettingsPanel />}
      {panel === 'lowVision' && <LowVisionPanel />}
    </Sidebar>
  )
}
