import { signal } from '@preact/signals-react'

/**
 * The confirm dialog service (spec 1 §2: Yes/No, resolves true/false). `confirm(message)` returns a
 * promise; Да resolves true, Нет, Esc or the close button resolve false. Requests queue up; focus
 * returns to the element that was focused when the dialog opened. The dialog itself (./confirm-host.tsx,
 * PrimeReact's Dialog) loads with the first request (issue 19).
 */
export interface ConfirmRequest {
  message: string
  header?: string
  resolve: (answer: boolean) => void
  returnFocus: HTMLElement | null
}

export const confirmQueue = signal<ConfirmRequest[]>([])

export function confirm(message: string, options: { header?: string } = {}): Promise<boolean> {
  return new Promise((resolve) => {
    const active = typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)
    confirmQueue.value = [...confirmQueue.value, { message, header: options.header, resolve, returnFocus: active }]
  })
}

/** The answer to the request on screen; the next one shows. */
export function answerConfirm(value: boolean) {
  const [current, ...rest] = confirmQueue.value
  if (!current) return
  confirmQueue.value = rest
  current.resolve(value)
  // Focus goes back once PrimeReact has removed the dialog.
  setTimeout(() => current.returnFocus?.focus?.(), 0)
}
