import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import type { JournalStatKind } from '@/api/journal-stats'
import type { Period } from '@/lib/journal-forming'
import { journalStatMachine } from '@/machines/day/journal-stat.machine'
import { selectStatFailure, selectStatLoading } from '@/machines/day/journal-stat.selectors'
import { ValueBar } from '@/ui/value-bar'
import { journalPagesTexts } from '@/texts/ru/journal-pages'
import './day.css'
import './journal.css'

const t = journalPagesTexts

/** The statistics machine of one page. */
export const useStatActor = (kind: JournalStatKind, period: Period | null = null) =>
  useActorRef(journalStatMachine, { input: { kind, period } })
export type StatActor = ReturnType<typeof useStatActor>

/** Loading and failure of a statistics page (null once the figures are there). */
export function StatStatus({ actor }: { actor: StatActor }) {
  const loading = useSelector(actor, selectStatLoading)
  const failure = useSelector(actor, selectStatFailure)
  if (failure)
    return (
      <div role="alert" className="day-failure">
        <p>{t.failures[failure]}</p>
        {failure === 'failed' && (
          <Button type="button" label={t.stat.retry} onClick={() => actor.send({ type: 'load.retry' })} />
        )}
      </div>
    )
  if (loading) return <p role="status">{t.stat.loading}</p>
  return null
}

/** A percent figure with its decorative bar (the number is the cell's text). */
export function PercentCell({ percent }: { percent: number | null }) {
  return (
    <td>
      <span className="journal-bar-cell">
        {t.stat.percent(percent)}
        <ValueBar value={percent ?? 0} max={100} />
      </span>
    </td>
  )
}
