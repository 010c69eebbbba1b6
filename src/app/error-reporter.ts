import type { ClientErrorReport } from '@/api/admin'
import { reportClientError } from '@/api/client-errors'
import { CLIENT_ERROR_MESSAGE_MAX, CLIENT_ERROR_REPORTS_PER_LOAD } from '@/lib/constants/admin'

/**
 * The portal reports its own client errors to /Admin/LogErrors (issue 18): a chunk that failed to load,
 * an unhandled exception, an icon file that did not load (spec 1 §8: the user sees only a console
 * message for an icon). Each report carries the route and the browser; the server adds the user.
 * At most CLIENT_ERROR_REPORTS_PER_LOAD per page load, the same message once.
 */
const sent = new Set<string>()
const CHUNK = /dynamically imported module|Loading chunk|Importing a module script failed|preload/i

export function reportError(kind: ClientErrorReport['kind'], message: string): void {
  const text = message.trim().slice(0, CLIENT_ERROR_MESSAGE_MAX)
  const key = `${kind}:${text}`
  if (!text || sent.has(key) || sent.size >= CLIENT_ERROR_REPORTS_PER_LOAD) return
  sent.add(key)
  void reportClientError({
    kind,
    message: text,
    route: location.pathname + location.search,
    browser: navigator.userAgent.slice(0, 500),
  }).catch(() => undefined)
}

/** The kind of a thrown value: a failed lazy import is a chunk failure. */
export function kindOf(error: unknown): ClientErrorReport['kind'] {
  return error instanceof Error && CHUNK.test(error.message) ? 'chunk' : 'exception'
}

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error))

export function installErrorReporter(): void {
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as Element | null
      if (target && target !== (window as unknown) && 'tagName' in target) {
        const src = target.getAttribute('src') ?? target.getAttribute('href') ?? ''
        if (target.tagName === 'IMG' && /icon|\.svg/i.test(src)) reportError('icon', `Значок не загрузился: ${src}`)
        else if (target.tagName === 'SCRIPT' || target.tagName === 'LINK')
          reportError('chunk', `Не загрузился файл: ${src}`)
        return
      }
      reportError(kindOf(event.error), describe(event.error ?? event.message))
    },
    true,
  )
  window.addEventListener('unhandledrejection', (event) => reportError(kindOf(event.reason), describe(event.reason)))
  window.addEventListener('vite:preloadError', (event) =>
    reportError('chunk', describe((event as Event & { payload?: unknown }).payload)),
  )
}
