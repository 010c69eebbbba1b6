import { useEffect, useRef } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { SessionContext } from '@/hooks/session-context'
import { selectInit } from '@/machines/session/session.selectors'
import { animationsDisabled, snowDisabled } from '@/settings/theme'
import { isNewYearSeason, snowAllowed } from '@/settings/season'

const FLAKES = 60

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
}

/** A light snowfall over the page: decorative, never catches the pointer, hidden from assistive tech. */
function Snowfall() {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    const canvas = canvasRef.current
    const ctx = canvas?.getContext?.('2d')
    if (!canvas || !ctx) return
    let frame = 0
    const resize = () => {
      canvas.width = window.innerWidth
      canvas.height = window.innerHeight
    }
    resize()
    window.addEventListener('resize', resize)
    const flakes = Array.from({ length: FLAKES }, () => ({
      x: Math.random() * canvas.width,
      y: Math.random() * canvas.height,
      r: 1 + Math.random() * 2.5,
      speed: 0.3 + Math.random() * 0.9,
      drift: Math.random() * Math.PI * 2,
    }))
    const tick = () => {
      ctx.clearRect(0, 0, canvas.width, canvas.height)
      ctx.fillStyle = 'rgba(255,255,255,0.85)'
      ctx.strokeStyle = 'rgba(120,150,190,0.5)'
      for (const f of flakes) {
        f.y += f.speed
        f.drift += 0.01
        f.x += Math.sin(f.drift) * 0.4
        if (f.y > canvas.height + 4) {
          f.y = -4
          f.x = Math.random() * canvas.width
        }
        ctx.beginPath()
        ctx.arc(f.x, f.y, f.r, 0, Math.PI * 2)
        ctx.fill()
        ctx.stroke()
      }
      frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('resize', resize)
    }
  }, [])
  return <canvas ref={canvasRef} className="snowfall" aria-hidden data-testid="snowfall" />
}

/**
 * Seasonal New Year theme (spec 1 §4): 20 December – 14 January the root gets data-season="new-year"
 * (a garland under the toolbar); snow falls when the site parameter allows it (init.flags.snow), unless
 * disabled locally ('disableSnow'), with animations off, or when the user prefers reduced motion.
 */
export function Seasonal({ now = () => new Date() }: { now?: () => Date }) {
  useSignals()
  const init = SessionContext.useSelector(selectInit)
  const date = now()
  const season = isNewYearSeason(date)
  useEffect(() => {
    if (season) document.documentElement.dataset.season = 'new-year'
    else delete document.documentElement.dataset.season
  }, [season])
  const snow = snowAllowed({
    date,
    siteFlag: !!init?.flags?.snow,
    disabledLocally: snowDisabled.value,
    animationsDisabled: animationsDisabled.value,
    reducedMotion: prefersReducedMotion(),
  })
  return snow ? <Snowfall /> : null
}
