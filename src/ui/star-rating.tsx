import { useRef, useState, type KeyboardEvent } from 'react'
import './star-rating.css'

export interface StarRatingProps {
  /** 1..max, or null when not rated. */
  value: number | null
  onChange: (value: number) => void
  /** Accessible name of the group. */
  label: string
  /** Name of one star: (n, max) → e.g. '3 из 5'. */
  starLabel: (n: number, max: number) => string
  max?: number
  /** Values at or below this are shown red, above it orange (spec 2 §5: red for 2 or less). */
  redMax?: number
  disabled?: boolean
  invalid?: boolean
  id?: string
  /** Ids of the elements describing the group (its error). */
  describedBy?: string
}

/**
 * A star rating with radio-group semantics: one tab stop, arrows move and select (like radios),
 * Home/End jump, Space/Enter select the focused star. Filled stars are red for low values and orange
 * otherwise.
 */
export function StarRating({
  value,
  onChange,
  label,
  starLabel,
  max = 5,
  redMax = 2,
  disabled = false,
  invalid = false,
  id,
  describedBy,
}: StarRatingProps) {
  const [hover, setHover] = useState<number | null>(null)
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const shown = hover ?? value ?? 0
  const tone = shown === 0 ? '' : shown <= redMax ? 'star-rating--red' : 'star-rating--orange'

  const select = (n: number, focus = false) => {
    const next = Math.min(max, Math.max(1, n))
    onChange(next)
    if (focus) refs.current[next - 1]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, n: number) => {
    const moves: Record<string, number> = {
      ArrowRight: n + 1,
      ArrowUp: n + 1,
      ArrowLeft: n - 1,
      ArrowDown: n - 1,
      Home: 1,
      End: max,
    }
    if (event.key in moves) {
      event.preventDefault()
      select(moves[event.key] > max ? 1 : moves[event.key] < 1 ? max : moves[event.key], true)
    }
  }

  return (
    <div
      id={id}
      role="radiogroup"
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      aria-disabled={disabled || undefined}
      className={`star-rating ${tone}`}
      onMouseLeave={() => setHover(null)}
    >
      {Array.from({ length: max }, (_, i) => {
        const n = i + 1
        const checked = value === n
        const focusable = value === null ? n === 1 : checked
        return (
          <button
            key={n}
            ref={(el) => {
              refs.current[i] = el
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={starLabel(n, max)}
            tabIndex={focusable ? 0 : -1}
            disabled={disabled}
            className={`star-rating-star ${n <= shown ? 'is-filled' : ''}`}
            onClick={() => select(n)}
            onKeyDown={(e) => onKeyDown(e, n)}
            onMouseEnter={() => setHover(n)}
          >
            <span className={n <= shown ? 'pi pi-star-fill' : 'pi pi-star'} aria-hidden />
          </button>
        )
      })}
    </div>
  )
}
