import { screen, waitFor } from '@testing-library/react'

/**
 * The screen's own alert (not the «Ошибка!» toast a non-silent failed request also shows), once it is there and,
 * given `text`, contains it. `findByRole('alert')` waits while two alerts are on screen, so a test that met a
 * failure waited out the toast's life (~10 s) before it went on.
 */
/** The screen's own alerts now (the toasts left out). */
export const ownAlerts = () => screen.queryAllByRole('alert').filter((alert) => !alert.closest('.p-toast'))

export function findAlert(text?: string | RegExp, options: { timeout?: number } = {}): Promise<HTMLElement> {
  return waitFor(
    () => {
      const own = ownAlerts().filter((alert) => {
        if (text === undefined) return true
        const content = alert.textContent ?? ''
        return typeof text === 'string' ? content.includes(text) : text.test(content)
      })
      if (own.length === 0) throw new Error(`no alert${text === undefined ? '' : ` with «${String(text)}»`} yet`)
      return own[0]
    },
    { timeout: options.timeout ?? 15_000 },
  )
}
