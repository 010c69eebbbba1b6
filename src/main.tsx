import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import 'primeicons/primeicons.css'
import 'primereact/resources/primereact.min.css'
import './styles/global.css'
import { loadConfig } from '@/api/config'
import { applyTheme } from '@/settings/theme'
import { applyLowVision } from '@/settings/low-vision'
import { App } from '@/app/app'
import { registerPortalWorker, removePortalWorker } from '@/app/pwa'
import { registerRussianLocale } from '@/ui/locale'
import { installErrorReporter } from '@/app/error-reporter'

const BASE = import.meta.env.BASE_URL

async function boot() {
  registerRussianLocale()
  installErrorReporter()
  applyTheme()
  applyLowVision()
  const config = await loadConfig(BASE).catch(() => null)
  if (config?.demo) {
    await removePortalWorker()
    // Demo hosts: the whole backend runs in the browser, in its own chunk, started before the app.
    const { startMockBackend, demoControls } = await import('./mocks/browser')
    await startMockBackend(BASE)
    ;(window as unknown as { __demo: typeof demoControls }).__demo = demoControls
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App base={BASE.replace(/\/$/, '')} />
    </StrictMode>,
  )
  if (!config?.demo) registerPortalWorker(BASE)
}

void boot()
