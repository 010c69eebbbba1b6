import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { BOOT_SKELETON_ID, removeBootSkeleton } from '@/lib/boot-skeleton'
import { loginTexts } from '@/texts/ru/login'

const html = readFileSync('index.html', 'utf8')

describe("index.html's sign-in card skeleton (issue 19: first paint before the app's JS)", () => {
  it("is hidden from assistive technology, and its only text is the card's own title", () => {
    document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'))
    const skeleton = document.getElementById(BOOT_SKELETON_ID)!
    expect(skeleton).toHaveAttribute('aria-hidden', 'true')
    // The same words in the same place: the largest text paints once, before the app's JS (LCP = FCP).
    expect(skeleton.querySelector('.login-card h1')).toHaveTextContent(loginTexts.title)
    expect(skeleton.textContent?.trim()).toBe(loginTexts.title)
    expect(skeleton.querySelector('.login-card img')).toHaveAttribute('alt', '')
  })

  it('goes when the app says so, and removing it twice is harmless', () => {
    document.body.innerHTML = `<div id="${BOOT_SKELETON_ID}"></div>`
    removeBootSkeleton()
    removeBootSkeleton()
    expect(document.getElementById(BOOT_SKELETON_ID)).toBeNull()
  })
})
