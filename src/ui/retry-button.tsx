import { commonTexts } from '@/texts/ru/common'

/**
 * «Повторить» on the pages that can show before any screen's code has loaded (a route that failed to load,
 * the offline notice): PrimeReact's button as its theme draws it, without PrimeReact's Button code in the
 * entry every page loads first (issue 19).
 */
export function RetryButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="p-button p-component" onClick={onClick}>
      <span className="p-button-icon p-c p-button-icon-left pi pi-refresh" aria-hidden />
      <span className="p-button-label p-c">{commonTexts.retry}</span>
    </button>
  )
}
