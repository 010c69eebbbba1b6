import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { Link } from 'wouter'
import type { NewsError } from '@/machines/nir/nir-news.types'
import { NEWS_SCIENCE_EDITOR_ROLES } from '@/lib/constants/nir'
import { hasRole } from '@/lib/roles'
import { SessionContext } from '@/hooks/session-context'
import { selectRoles } from '@/machines/session/session.selectors'
import { nirNewsTexts as t } from '@/texts/ru/nir-news'

/** The news id from the path: null when absent (a new item), NaN for a broken one. */
export function newsIdOf(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return null
  return /^\d{1,9}$/.test(raw) ? Number(raw) : NaN
}

/** An error code as text; a refusal (400) shows the server's own message. */
export function newsErrorText(error: NewsError | null): string | null {
  if (!error) return null
  if (error.code === 'failed') return t.errors.failed
  return error.message ?? t.errors[error.code]
}

/** The signed-in user may add, edit and delete science news. */
export function useNewsEditor(): boolean {
  const roles = SessionContext.useSelector(selectRoles)
  return hasRole(roles, ...NEWS_SCIENCE_EDITOR_ROLES)
}

/** A failed load: the reason, and «Повторить» when the server could not be reached. */
export function NewsLoadFailure({ error, onRetry }: { error: NewsError | null; onRetry: () => void }) {
  return (
    <div>
      <Message severity="warn" text={newsErrorText(error) ?? t.errors.failed} />
      {error?.code === 'failed' ? <Button label={t.retry} className="nir-retry" onClick={onRetry} /> : null}
    </div>
  )
}

export function FeedLink() {
  return (
    <Link href="/NewsScience/NewsScience" className="news-back">
      <i className="pi pi-arrow-left" aria-hidden="true" />
      &nbsp;{t.toFeed}
    </Link>
  )
}
