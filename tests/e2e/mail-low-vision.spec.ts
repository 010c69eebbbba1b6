import { test, expect, signInAs } from './fixtures'

/**
 * Issue 13 item 11: at the low-vision panel's sizes 20–24 px the mail list kept a 14rem sender column
 * beside the navigation, so the subject shrank to a few characters; names were cut without an ellipsis
 * (a flex container does not cut its own text) and the fixed scroll buttons covered the dates.
 */
for (const fontSize of [20, 24]) {
  test(`mail list at low-vision font size ${fontSize}: a readable subject, names cut with an ellipsis, no date under the scroll buttons`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 })
    await page.addInitScript((size) => localStorage.setItem('lowVision', JSON.stringify({ fontSize: size })), fontSize)
    await signInAs(page, 'author', 'mail/all')
    const list = page.getByRole('list', { name: 'Почта' })
    await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 })
    expect(await page.evaluate(() => document.documentElement.dataset.fontLarge)).toBe('')

    const rows = await list.locator('.mail-row').evaluateAll((items) =>
      items.map((row) => {
        const theme = row.querySelector('.mail-row-theme') as HTMLElement
        // the element that holds the name's text itself (a flex container cannot cut its own text)
        const who = row.querySelector('.mail-row-who') as HTMLElement
        const walker = document.createTreeWalker(who, NodeFilter.SHOW_TEXT, {
          acceptNode: (n) => (n.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
        })
        const name = (walker.nextNode()?.parentElement ?? who) as HTMLElement
        const style = getComputedStyle(name)
        const em = parseFloat(getComputedStyle(theme).fontSize)
        return {
          themeEms: theme.getBoundingClientRect().width / em,
          nameCut: {
            display: style.display,
            overflow: style.overflow,
            textOverflow: style.textOverflow,
            whiteSpace: style.whiteSpace,
          },
        }
      }),
    )
    expect(rows.length).toBeGreaterThan(5)
    for (const row of rows) {
      // at least ~30 characters of the subject are visible
      expect(row.themeEms, 'the subject column keeps a readable width').toBeGreaterThan(15)
      expect(row.nameCut, 'the name is cut with an ellipsis').toEqual({
        display: 'block',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      })
    }

    // Scroll to the middle of the page: both scroll buttons show; no date may sit under them.
    await page.evaluate(() =>
      window.scrollTo({ top: (document.documentElement.scrollHeight - window.innerHeight) / 2 }),
    )
    const buttons = page.locator('.scroll-button')
    await expect(buttons.first()).toBeVisible()
    const boxes = await buttons.evaluateAll((items) => items.map((b) => b.getBoundingClientRect().toJSON() as DOMRect))
    const dates = await list
      .locator('time.mail-row-date')
      .evaluateAll((items) => items.map((d) => d.getBoundingClientRect().toJSON() as DOMRect))
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
    for (const button of boxes)
      for (const date of dates) expect(overlap(button, date), 'a scroll button covers a date').toBe(false)
  })
}
