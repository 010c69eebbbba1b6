import { Link } from 'wouter'
import { StatusPage } from '@/ui/status-page'
import { shellPageTexts as t } from '@/texts/ru/shell-pages'

/** /error401 */
export default function UnauthorizedScreen() {
  return (
    <StatusPage code="401" title={t.unauthorizedTitle} text={<p>{t.unauthorizedText}</p>} home={false}>
      <Link href="/login" className="p-button">
        {t.signIn}
      </Link>
    </StatusPage>
  )
}
