import { notify } from '@/ui/notifier'
import { pwaTexts as t } from '@/texts/ru/pwa'

const WORKER = 'sw.js'
const UPDATE_MESSAGE = 'kabinet.update'

/**
 * The installable portal's service worker (built by scripts/service-worker-plugin.ts) on production
 * hosts. Demo hosts run the mock backend's worker (mockServiceWorker.js) in the same scope instead:
 * one registration per scope, so a host is either one or the other, and a demo start first removes a
 * portal worker left from a production build on the same origin.
 */
export async function setUpPortalWorker(base: string, demo: boolean): Promise<void> {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return
  const isPortalWorker = (registration: ServiceWorkerRegistration) =>
    [registration.active, registration.waiting, registration.installing].some((worker) => worker?.scriptURL.endsWith(`/${WORKER}`))
  if (demo) {
    const registrations = await navigator.serviceWorker.getRegistrations()
    await Promise.all(registrations.filter(isPortalWorker).map((registration) => registration.unregister()))
    return
  }
  const registration = await navigator.serviceWorker.register(`${base}${WORKER}`, { scope: base }).catch(() => null)
  if (!registration) return
  const offerUpdate = (waiting: ServiceWorker) =>
    notify.message({ id: 'portal-update', title: t.updateTitle, text: t.updateText, onOpen: () => waiting.postMessage(UPDATE_MESSAGE) })
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting)
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      // A first install has no controller yet: nothing to update.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(installing)
    })
  })
  let reloading = false
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) return
    reloading = true
    location.reload()
  })
}
