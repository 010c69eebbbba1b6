import './value-bar.css'

/**
 * A figure's share of the largest one as a bar beside the number in a table cell. Decoration only
 * (`aria-hidden`): the number itself is in the cell, so the table reads the same without it.
 */
export function ValueBar({ value, max }: { value: number; max: number }) {
  const share = max > 0 ? Math.min(100, Math.max(0, (100 * value) / max)) : 0
  return <span className="value-bar" aria-hidden="true" style={{ width: `${share}%` }} />
}
