import { useState } from 'react'
import { SessionContext } from '@/hooks/session-context'
import { selectInit } from '@/machines/session/session.selectors'
import { versionLabel } from '@/settings/build-version'
import { useClickSeries } from '@/ui/use-click-series'
import { lazy } from '@/lib/lazy'
import { OnDemand } from '@/ui/on-demand'
import { commonTexts } from '@/texts/ru/common'
import { shellTexts } from '@/texts/ru/shell'

const VersionDialog = lazy(() =>
  import('@/screens/settings/version-dialog').then((module) => ({ default: module.VersionDialog })),
)

/** Footer (spec 1 §2): short product name, year, build version; three clicks on the version open the version dialog. */
export function AppFooter({ now = new Date() }: { now?: Date }) {
  const init = SessionContext.useSelector(selectInit)
  const [open, setOpen] = useState(false)
  const onVersionClick = useClickSeries(() => setOpen(true))
  const label = versionLabel()
  return (
    <footer className="app-footer" aria-label={shellTexts.footer}>
      <span>
        © {now.getFullYear()} {init?.shortName ?? commonTexts.shortName}
      </span>
      <button
        type="button"
        className="footer-version"
        onClick={onVersionClick}
        aria-label={shellTexts.versionButton(label)}
      >
        {label}
      </button>
      <OnDemand when={open}>
        <VersionDialog visible={open} onHide={() => setOpen(false)} />
      </OnDemand>
    </footer>
  )
}
