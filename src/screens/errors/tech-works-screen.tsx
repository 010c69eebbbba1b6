import { StatusPage } from '@/ui/status-page'
import { shellPageTexts as t } from '@/texts/ru/shell-pages'

/** /TechWorks (public): the site-wide maintenance text 'Ведуться технические работы' (spec 1 §8). */
export default function TechWorksScreen() {
  return (
    <div className="status-bare">
      <StatusPage title={t.techWorksTitle} text={<p>{t.techWorksText}</p>} home={false}>
        <span className="pi pi-wrench" style={{ fontSize: '2.5em', color: 'var(--app-accent)' }} aria-hidden />
      </StatusPage>
    </div>
  )
}
