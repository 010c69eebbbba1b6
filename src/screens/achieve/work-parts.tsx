import type { WorkStatus } from '@/api/achieve'
import { achieveTexts } from '@/texts/ru/achieve'
import { ValueBar } from '@/ui/value-bar'

/** An achievement's status as a labelled badge (the word carries the meaning). */
export function WorkStatusBadge({ status }: { status: WorkStatus }) {
  return <span className={`ach-status ach-status-${status}`}>{achieveTexts.work.statuses[status]}</span>
}

/** A number with a decorative bar of its share of the maximum; the number is the information. */
export function BarCell({ value, max }: { value: number; max: number }) {
  return (
    <td className="ach-bar-cell">
      <span className="ach-bar-value">{value}</span>
      <ValueBar value={value} max={max} />
    </td>
  )
}
