import { useMemo } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { ProgressSpinner } from 'primereact/progressspinner'
import { externalSiteMachine } from '@/machines/shell/external-site.machine'
import { selectSiteView } from '@/machines/shell/external-site.selectors'
import { EXTERNAL_SITES, externalSiteUrl } from '@/lib/external-sites'
import { StatusPage } from '@/ui/status-page'
import { fill, shellPageTexts as t } from '@/texts/ru/shell-pages'

/** /www/{site}: opens the named external site in a new tab, then returns the user where they were. */
export default function WwwScreen({ site, onReturn }: { site: string; onReturn: () => void }) {
  const logic = useMemo(() => externalSiteMachine.provide({ actions: { navigateBack: onReturn } }), [onReturn])
  const actor = useActorRef(logic, { input: { site, url: externalSiteUrl(site) } })
  const state = useSelector(actor, selectSiteView)
  const url = externalSiteUrl(site)

  if (state === 'unknown') {
    return (
      <StatusPage
        title={t.wwwTitle}
        back
        text={<p role="alert">{fill(t.wwwUnknown, { site, sites: Object.keys(EXTERNAL_SITES).join(', ') })}</p>}
      />
    )
  }
  if (state === 'blocked' && url) {
    return (
      <StatusPage title={t.wwwTitle} back text={<p>{t.wwwBlocked}</p>}>
        <a
          className="p-button"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => actor.send({ type: 'site.opened' })}
        >
          {fill(t.wwwOpen, { url })}
        </a>
      </StatusPage>
    )
  }
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: 48, height: 48 }} strokeWidth="4" />
      <span>{fill(t.wwwOpening, { url: url ?? site })}</span>
    </div>
  )
}
