import { useSessionChild } from '@/hooks/use-session-child'
import { ReviewDialog } from './review-dialog'
import './review.css'

/**
 * Always mounted in the signed-in layout (src/app/shell-extensions.tsx): the review button and dialog
 * over the session's pending-reviews actor, which outlives page changes (a closed dialog stays closed).
 */
export default function ReviewExtension() {
  const pending = useSessionChild('pendingReviews')
  return pending ? <ReviewDialog pending={pending} /> : null
}
