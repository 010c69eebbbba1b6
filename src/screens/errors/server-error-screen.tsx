import { StatusPage } from '@/ui/status-page'
import { shellPageTexts as t } from '@/texts/ru/shell-pages'

/** /500 */
export default function ServerErrorScreen() {
  return (
    <StatusPage code="500" title={t.serverErrorTitle} text={<p>{t.serverErrorText}</p>} back>
      <button type="button" className="p-button p-button-outlined" onClick={() => location.reload()}>
        {t.retry}
      </button>
    </StatusPage>
  )
}
