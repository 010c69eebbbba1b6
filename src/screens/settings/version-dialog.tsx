import { Dialog } from 'primereact/dialog'
import { useLocation } from 'wouter'
import { BUILD, versionLabel } from '@/settings/build-version'
import { useClickSeries } from '@/ui/use-click-series'
import { shellTexts } from '@/texts/ru/shell'
import { DIALOG_WIDTH_SMALL } from '@/lib/constants/shell'
import { formatBuildDate } from './build-date'

/** Build number and date; three clicks on the date open /Game/Snake. Opened by the shell's footer. */
export function VersionDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const [, navigate] = useLocation()
  const onDateClick = useClickSeries(() => {
    onHide()
    navigate('/Game/Snake')
  })
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={shellTexts.versionTitle}
      style={{ width: `min(${DIALOG_WIDTH_SMALL}px, 94vw)` }}
      ariaCloseIconLabel="Закрыть"
    >
      <dl className="version-list">
        <dt>{shellTexts.buildNumber}</dt>
        <dd>
          {versionLabel()} ({BUILD.build})
        </dd>
        <dt>{shellTexts.buildDate}</dt>
        <dd>
          {/* Deliberately a plain button: the easter egg is reachable by keyboard too. */}
          <button type="button" className="link-button version-date" onClick={onDateClick}>
            {formatBuildDate(BUILD.date)}
          </button>
        </dd>
      </dl>
    </Dialog>
  )
}
