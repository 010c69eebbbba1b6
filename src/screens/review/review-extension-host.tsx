import { lazy, Suspense } from '@/lib/lazy'

const ReviewExtension = lazy(() => import('./review-extension'))

/** The review button, dialog and feed dot load in their own chunk, after the layout has painted. */
export function ReviewExtensionHost() {
  return (
    <Suspense fallback={null}>
      <ReviewExtension />
    </Suspense>
  )
}
