import type { BoardLabel } from '@/api/boards'
import { boardsTexts as t } from '@/texts/ru/boards'

/**
 * A label: its name in the page's own text colour beside a colour swatch (decoration), so it reads the
 * same in every theme and contrast never depends on the label's colour; the colour's name is spoken.
 */
export function LabelChip({ label }: { label: BoardLabel }) {
  return (
    <span className="boards-label">
      <span className={`boards-label-swatch boards-label-${label.color}`} aria-hidden="true" />
      {label.name}
      <span className="sr-only"> ({t.labelColors[label.color] ?? label.color})</span>
    </span>
  )
}
