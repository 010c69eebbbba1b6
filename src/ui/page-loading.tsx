import { ProgressSpinner } from 'primereact/progressspinner'
import { commonTexts } from '@/texts/ru/common'

/** The page-sized spinner shown while a route (or a screen's first answer) is loading. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: 48, height: 48 }} strokeWidth="4" />
      <span className="sr-only">{commonTexts.loading}</span>
    </div>
  )
}
