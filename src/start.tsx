import { startTransition, StrictMode } from 'react'
import type { Root } from 'react-dom/client'
import { loadConfig, setBackendStart } from '@/api/config'
import { App } from '@/app/app'
import { registerPortalWorker, removePortalWorker } from '@/app/pwa'
import { prepareLazyComponents } from '@/lib/lazy'
import { installErrorReporter, kindOf, reportError } from '@/app/error-reporter'
import { publishDemoBridge } from '@/lib/demo-bridge'

const BASE = import.meta.env.BASE_URL

/** Resolves once the browser has painted the next frame (a task queued from requestAnimationFrame runs after it). */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

/** The app's start, after the entry (main.tsx) has created the React root. */
export async function start(root: Root) {
  // PrimeReact (and its locale) is not in the entry: the first lazily loaded component that draws PrimeReact
  // loads the locale and waits for it (the sign-in card draws none, so its route never loads PrimeReact).
  prepareLazyComponents(() =>
    import('@/ui/locale')
      .then(({ registerRussianLocale }) => registerRussianLocale())
      .catch((error: unknown) => reportError(kindOf(error), String(error))),
  )
  installErrorReporter()
  const config = await loadConfig(BASE).catch(() => null)
  if (config?.demo) {
    // Demo hosts: the whole backend runs in the browser, in its own chunk. The frame paints at once; the
    // app's calls wait until the backend answers (issue 19: first paint before the mock starts).
    setBackendStart(
      removePortalWorker()
        .then(() => import('./mocks/browser'))
        .then(async ({ startMockBackend, demoControls }) => {
          await afterNextPaint() // seeding the core holds the main thread (~50 ms): paint the frame first
          await startMockBackend(BASE)
          publishDemoBridge(demoControls)
        }),
    )
  }
  // A transition renders in slices that yield to the browser every few ms, not in one long task: on a slow
  // phone the first render blocked input for ~300 ms (Lighthouse's total blocking time, issue 19).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App base={BASE.replace(/\/$/, '')} />
      </StrictMode>,
    ),
  )
  if (!config?.demo) registerPortalWorker(BASE)
}
