import { useEffect, useState } from 'react'
import { shellTexts } from '@/texts/ru/shell'

const THRESHOLD = 200

/** Scroll-up and scroll-down buttons (spec 1 §2), each shown only when there is somewhere to go. */
export function ScrollButtons() {
  const [state, setState] = useState({ up: false, down: false })
  useEffect(() => {
    const update = () => {
      const el = document.scrollingElement ?? document.documentElement
      const up = el.scrollTop > THRESHOLD
      const down = el.scrollHeight - el.clientHeight - el.scrollTop > THRESHOLD
      setState((prev) => (prev.up === up && prev.down === down ? prev : { up, down }))
    }
    update()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    observer?.observe(document.body)
    const main = document.getElementById('main')
    if (main) observer?.observe(main)
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      observer?.disconnect()
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [])
  const behavior: ScrollBehavior = document.documentElement.dataset.animations === 'off' ? 'auto' : 'smooth'
  if (!state.up && !state.down) return null
  return (
    <div className="scroll-buttons">
      {state.up && (
        <button
          type="button"
          className="tool-button scroll-button"
          aria-label={shellTexts.scrollUp}
          title={shellTexts.scrollUp}
          onClick={() => window.scrollTo({ top: 0, behavior })}
        >
          <span className="pi pi-arrow-up" aria-hidden />
        </button>
      )}
      {state.down && (
        <button
          type="button"
          className="tool-button scroll-button"
          aria-label={shellTexts.scrollDown}
          title={shellTexts.scrollDown}
          onClick={() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior })}
        >
          <span className="pi pi-arrow-down" aria-hidden />
        </button>
      )}
    </div>
  )
}
