import { expect, signInAs, test } from './fixtures'

/**
 * Issue 13 item 13: on an ordinary 1366 px screen the teacher reviews table shows every column header
 * whole («Комментарий» was cut off): each header's text fits its cell and the cell is inside the window.
 */
test('the received reviews table shows every header whole at 1366 px', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await signInAs(page, 'dean', 'Journals/ReviewsList')
  const headers = page.getByRole('columnheader')
  await expect(headers.filter({ hasText: 'Комментарий' })).toBeVisible()
  const cut = await headers.evaluateAll((cells) =>
    cells
      .map((cell) => {
        const box = cell.getBoundingClientRect()
        const text = (cell.textContent ?? '').trim()
        const clipped = [cell, ...cell.querySelectorAll('*')].some(
          (node) => node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflow !== 'visible',
        )
        return { text, clipped, outside: box.right > document.documentElement.clientWidth + 1 }
      })
      .filter((header) => header.text && (header.clipped || header.outside)),
  )
  expect(cut).toEqual([])
  expect(consoleErrors).toEqual([])
})
