import { notify } from '@/ui/notifier'
import { pwaTexts as t } from '@/texts/ru/pwa'

const WORKER = 'sw.js'
const UPDATE_MESSAGE = 'kabinet.update'

const isPortalWorker = (registration: ServiceWorkerRegistration) =>
  [registration.active, registration.waiting, registration.installing].some((worker) =>
    worker?.scriptURL.endsWith(`/${WORKER}`),
  )

const supported = () => 'serviceWorker' in navigator && import.meta.env.PROD

/**
 * Demo hosts run the mock backend's worker (mockServiceWorker.js) in the portal's scope, and a scope holds
 * one worker: before the mock starts, a portal worker left from a production build on the same origin goes.
 */
export async function removePortalWorker(): Promise<void> {
  if (!supported()) return
  const registrations = await navigator.serviceWorker.getRegistrations()
  await Promise.all(registrations.filter(isPortalWorker).map((registration) => registration.unregister()))
}

/**
 * The installable portal's service worker (built by scripts/service-worker-plugin.ts), production hosts
 * only, registered once the page has loaded so it never delays the first paint. A new build found later
 * waits until the user clicks «Доступна новая версия»; then it takes over and the page reloads.
 */
export function registerPortalWorker(base: string): void {
  if (!supported()) return
  const register = async () => {
    const registration = await navigator.serviceWorker.register(`${base}${WORKER}`, { scope: base }).catch(() => null)
    if (!registration) return
    // Only a take-over the user asked for reloads the page: the first install also changes the controller
    // (the worker claims the page), and that must not reload a page someone is working in.
    let accepted = false
    const offerUpdate = (waiting: ServiceWorker) =>
      notify.message({
        id: 'portal-update',
        title: t.updateTitle,
        text: t.updateText,
        onOpen: () => {
          accepted = true
          waiting.postMessage(UPDATE_MESSAGE)
        },
      })
    if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting)
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing
      installing?.addEventListener('statechange', () => {
        // A first install has no controller yet: nothing to update.
        if (installing.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(installing)
      })
    })
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (!accepted) return
      accepted = false
      location.reload()
    })
  }
  if (document.readyState === 'complete') void register()
  else window.addEventListener('load', () => void register(), { once: true })
}
