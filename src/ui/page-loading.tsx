import { commonTexts } from '@/texts/ru/common'
import './page-loading.css'

/**
 * The page-sized spinner shown while a route (or a screen's first answer) is loading: PrimeReact's
 * ProgressSpinner markup and styles (page-loading.css), without PrimeReact in the entry (issue 19).
 */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <div className="p-progress-spinner" role="progressbar" aria-busy style={{ width: 48, height: 48 }}>
        <svg className="p-progress-spinner-svg" viewBox="25 25 50 50" style={{ animationDuration: '2s' }}>
          <circle
            className="p-progress-spinner-circle"
            cx="50"
            cy="50"
            r="20"
            fill="none"
            strokeWidth="4"
            strokeMiterlimit="10"
          />
        </svg>
      </div>
      <span className="sr-only">{commonTexts.loading}</span>
    </div>
  )
}
