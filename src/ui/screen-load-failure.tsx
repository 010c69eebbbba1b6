import { RetryButton } from './retry-button'
import { shellPageTexts } from '@/texts/ru/shell-pages'
import './status-page.css'

/**
 * A screen that cannot be shown (spec 1 §8/§9: a chunk that fails to load, or takes over 120 s): names the page
 * and what failed (the error's type and message, which carries the chunk's address) and offers «Повторить» — a
 * fresh load of the page, since a failed lazy import is not retried. The route frame shows it for a screen, the
 * entry (src/main.tsx) for the app's start.
 */
export function ScreenLoadFailure({ page, reason }: { page: string; reason: string }) {
  return (
    <section className="status-page" role="alert" aria-labelledby="screen-load-failure">
      <h1 id="screen-load-failure">{shellPageTexts.chunkFailedTitle}</h1>
      <p>{shellPageTexts.chunkFailedText.replace('{page}', page).replace('{reason}', reason)}</p>
      <RetryButton onClick={() => location.reload()} />
    </section>
  )
}

export function describeLoadError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`
  return String(error)
}
