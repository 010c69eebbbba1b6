import { useRef } from 'react'
import { CLICK_SERIES_MS, EASTER_EGG_CLICKS } from '@/lib/constants/shell'

/** Counts clicks that follow each other within CLICK_SERIES_MS; the Nth runs `onSeries`. */
export function clickSeries(
  onSeries: () => void,
  count = EASTER_EGG_CLICKS,
  windowMs = CLICK_SERIES_MS,
  now: () => number = () => Date.now(),
) {
  let clicks = 0
  let last = -Infinity
  return () => {
    const t = now()
    clicks = t - last <= windowMs ? clicks + 1 : 1
    last = t
    if (clicks >= count) {
      clicks = 0
      onSeries()
    }
  }
}

export function useClickSeries(onSeries: () => void): () => void {
  const handler = useRef(onSeries)
  handler.current = onSeries
  const click = useRef<(() => void) | null>(null)
  click.current ??= clickSeries(() => handler.current())
  return click.current
}
