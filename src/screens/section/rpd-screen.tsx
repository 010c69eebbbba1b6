import { ProgressSpinner } from 'primereact/progressspinner'
import { StatusPage } from '@/ui/status-page'
import { shellPageTexts as t } from '@/texts/ru/shell-pages'

/** /RPD/Redirect: opens the syllabus system with the signed link (new tab), or says why it cannot. */
export default function RpdScreen({
  state,
  href,
}: {
  state: 'loading' | 'ready' | 'failed' | 'missing'
  href: string | null
}) {
  if (state === 'loading') {
    return (
      <div className="page-loading" role="status" aria-live="polite">
        <ProgressSpinner style={{ width: 48, height: 48 }} strokeWidth="4" />
        <span>{t.rpdLoading}</span>
      </div>
    )
  }
  if (state !== 'ready' || !href)
    return (
      <StatusPage
        title={t.rpdTitle}
        back
        text={<p role="alert">{state === 'failed' ? t.rpdFailed : t.rpdMissing}</p>}
      />
    )
  return (
    <StatusPage title={t.rpdTitle} back text={<p>{t.rpdText}</p>}>
      <a className="p-button" href={href} target="_blank" rel="noopener noreferrer">
        <span className="pi pi-external-link" aria-hidden style={{ marginRight: 8 }} />
        {t.rpdOpen}
        <span className="sr-only"> {t.openInNewTab}</span>
      </a>
    </StatusPage>
  )
}
