import type { Locator, Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { messageInput, signedInPage } from './chat.helpers'

/**
 * Issue 13 item 9: the composer stays fully visible — above the phone's bottom bar and clear of the
 * floating review button — and opening a long chat keeps the chat's title bar on screen.
 */
const BIG = 1
const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

type Box = { x: number; y: number; width: number; height: number }
const box = async (l: Locator): Promise<Box> => {
  const b = await l.boundingBox()
  if (!b) throw new Error('no bounding box')
  return b
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function expectInView(page: Page, l: Locator) {
  const b = await box(l)
  const vp = page.viewportSize()!
  expect(b.y).toBeGreaterThanOrEqual(0)
  expect(b.x).toBeGreaterThanOrEqual(0)
  expect(b.y + b.height).toBeLessThanOrEqual(vp.height)
  expect(b.x + b.width).toBeLessThanOrEqual(vp.width)
}

for (const size of sizes) {
  test(`${size.name} ${size.width} px: input and send button above the bottom bar and clear of the review button; title bar in view`, async ({
    browser,
  }) => {
    test.setTimeout(90_000)
    const page = await signedInPage(browser, 'student', `communication/chat/${BIG}`, {
      width: size.width,
      height: size.height,
    })
    const input = messageInput(page)
    const send = page.getByRole('button', { name: 'Отправить' })
    // The 20,000-message history takes a while to generate on a busy machine.
    await expect(input).toBeVisible({ timeout: 40_000 })
    await expect(page.locator('.msg-bubble').last()).toBeVisible()
    // The student has lessons to review: the floating button is there on every width.
    const fab = page.locator('.review-fab')
    await expect(fab).toBeVisible()
    // Let the initial scroll passes (250 ms, 500 ms) settle before measuring.
    await expect
      .poll(() => page.locator('.msg-scroll').evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight))
      .toBeLessThan(5)

    for (const target of [input, send]) {
      await expectInView(page, target)
      const [t, f] = [await box(target), await box(fab)]
      expect(overlaps(t, f), `${JSON.stringify(t)} overlaps the review button ${JSON.stringify(f)}`).toBe(false)
    }
    const bottomBar = page.locator('.bottom-nav')
    if (size.name === 'phone') {
      await expect(bottomBar).toBeVisible()
      const bar = await box(bottomBar)
      for (const target of [input, send]) {
        const b = await box(target)
        expect(b.y + b.height).toBeLessThanOrEqual(bar.y)
      }
    }

    // Opening the long chat left the page where it was: the chat's title bar is on screen.
    const title = page.locator('.chat-room-header')
    await expectInView(page, title)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    // Focusing the input and typing do not scroll the title bar away either.
    await input.click()
    await input.fill('Проверка')
    await expectInView(page, title)
    await expectInView(page, input)
    await page.context().close()
  })
}
