import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { SessionContext } from '@/app/session-context'
import { selectRoles } from '@/machines/session/session.selectors'
import { hasRole } from '@/lib/roles'
import { REFERENCE_ADMIN_ROLE } from '@/machines/reference/reference.constants'
import { referenceTexts as t } from '@/texts/ru/reference'

/** The 403 page of the reference screens (the route guard does not check roles). */
export function ForbiddenPage() {
  return (
    <div className="page ref-forbidden">
      <section className="login-card" aria-labelledby="ref-403-title">
        <p className="error-code" aria-hidden>
          403
        </p>
        <h1 id="ref-403-title">{t.forbiddenTitle}</h1>
        <p>{t.forbiddenText}</p>
        <Link href="/" className="p-button">
          {t.home}
        </Link>
      </section>
    </div>
  )
}

/** Only 'Администратор-НИР' sees the children; anyone else the 403 page. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const roles = SessionContext.useSelector(selectRoles)
  return hasRole(roles, REFERENCE_ADMIN_ROLE) ? <>{children}</> : <ForbiddenPage />
}
