import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'

export const SHOTS_DIR = 'test-results/shell-layout'

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 900, height: 1200 },
  desktop: { width: 1280, height: 800 },
} as const

/** Theme and low-vision settings stored before the app boots (the keys the app reads at start). */
export async function presetAppearance(page: Page, options: { dark?: boolean; largest?: boolean }) {
  await page.addInitScript(
    ([dark, largest]) => {
      if (sessionStorage.getItem('shell-layout-preset')) return
      sessionStorage.setItem('shell-layout-preset', '1')
      localStorage.setItem('baseTheme', dark ? 'stud' : 'dstu')
      if (largest)
        localStorage.setItem(
          'lowVision',
          JSON.stringify({ fontSize: 24, font: 'Verdana', background: null, letterSpacing: 0.3, lineSpacing: 2.5 }),
        )
    },
    [!!options.dark, !!options.largest] as const,
  )
}

export async function shot(page: Page, name: string) {
  mkdirSync(SHOTS_DIR, { recursive: true })
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png` })
}

/** The frame's parts leaving the window, toolbar overflow, and toolbar items that overlap or stick out. */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    // The frame's own parts stay inside the window (each screen's content is its area's business).
    for (const sel of [
      '.toolbar',
      '.side-drawer',
      '.page-title-bar',
      '.app-footer',
      '.bottom-nav',
      '.scroll-buttons',
    ]) {
      const el = document.querySelector<HTMLElement>(sel)
      if (!el || el.offsetParent === null) continue
      const r = el.getBoundingClientRect()
      if (r.right > window.innerWidth + 1 || r.left < -1)
        problems.push(`${sel} leaves the window: ${Math.round(r.left)}–${Math.round(r.right)} of ${window.innerWidth}`)
      for (const child of Array.from(el.querySelectorAll<HTMLElement>('*'))) {
        const c = child.getBoundingClientRect()
        if (child.offsetParent !== null && c.width > 1 && c.right > window.innerWidth + 1)
          problems.push(`${sel} content leaves the window: ${child.className || child.tagName}`)
      }
    }
    const toolbar = document.querySelector<HTMLElement>('.toolbar')
    if (toolbar) {
      if (toolbar.scrollWidth > toolbar.clientWidth + 1)
        problems.push(`toolbar overflows: ${toolbar.scrollWidth} > ${toolbar.clientWidth}`)
      const bar = toolbar.getBoundingClientRect()
      const items = Array.from(
        toolbar.querySelectorAll<HTMLElement>(
          '.tool-button, .toolbar-title, .toolbar-user, .toolbar-year, .toolbar-login',
        ),
      ).filter((el) => el.offsetParent !== null)
      const boxes = items.map((el) => ({ el, r: el.getBoundingClientRect() }))
      for (const { el, r } of boxes) {
        if (r.left < bar.left - 1 || r.right > bar.right + 1)
          problems.push(`toolbar item sticks out: ${el.getAttribute('aria-label') ?? el.className}`)
      }
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i].r
          const b = boxes[j].r
          const overlap =
            Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
            Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1
          if (overlap)
            problems.push(
              `toolbar items overlap: ${boxes[i].el.getAttribute('aria-label') ?? boxes[i].el.className} / ${boxes[j].el.getAttribute('aria-label') ?? boxes[j].el.className}`,
            )
        }
    }
    // Text cut off: an element whose text is clipped by its own box (ellipsis is allowed only with a title).
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>(
        '.bottom-nav-item, .menu-link, .app-footer, .footer-version, .page-title-bar',
      ),
    )) {
      if (el.offsetParent === null) continue
      if (el.scrollHeight > el.clientHeight + 2 && getComputedStyle(el).overflowY === 'hidden')
        problems.push(`text cut off vertically: ${el.className}`)
    }
    return problems
  })
}

/** Descendants of `selector` that stick out of its box on the right or left (cut off). */
export async function stickingOut(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const root = document.querySelector<HTMLElement>(sel)
    if (!root) return [`${sel} not found`]
    const box = root.getBoundingClientRect()
    return Array.from(root.querySelectorAll<HTMLElement>('*'))
      .filter((el) => el.offsetParent !== null && el.getBoundingClientRect().width > 0)
      .filter((el) => {
        const r = el.getBoundingClientRect()
        return r.right > box.right + 1 || r.left < box.left - 1
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}"`)
  }, selector)
}
