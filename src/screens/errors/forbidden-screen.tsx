import { StatusPage } from '@/ui/status-page'
import { fill, shellPageTexts as t } from '@/texts/ru/shell-pages'

/** /403 and /forbidden (the HTTP client's access-denied redirect), and any route the user's roles do not open. */
export default function ForbiddenScreen({ roles }: { roles?: readonly string[] }) {
  return (
    <StatusPage
      code="403"
      title={t.forbiddenTitle}
      back
      text={
        <>
          <p>{t.forbiddenText}</p>
          {roles && roles.length > 0 && <p className="muted">{fill(t.forbiddenRoles, { roles: roles.join(', ') })}</p>}
        </>
      }
    />
  )
}
