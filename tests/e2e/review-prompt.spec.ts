import { test, expect, signInAs } from './fixtures'
import { reviewDialog } from './review.helpers'

// Issue 13 item 7: the lesson-review dialog stays closed once closed, and leaves a phone's page usable.

test('closed, the review dialog stays closed across in-app page changes; the button reopens it', async ({ page }) => {
  test.setTimeout(60_000)
  await signInAs(page, 'student', '', { quietPrompts: false })
  const dialog = reviewDialog(page)
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  for (const link of ['Чаты', 'Почта']) {
    await page
      .getByRole('link', { name: new RegExp(`^${link}`) })
      .first()
      .click()
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    // longer than the 1 s check a freshly mounted prompt would run
    await page.waitForFunction(() => new Promise((r) => setTimeout(() => r(true), 1_500)))
    await expect(dialog).toBeHidden()
  }
  await page.getByRole('button', { name: 'Отзывы о занятиях: ожидают 3' }).click()
  await expect(dialog).toBeVisible()
})

test('on a phone the review dialog is a bottom sheet of limited height: the page above stays usable', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAs(page, 'student', '', { quietPrompts: false })
  const dialog = reviewDialog(page)
  await expect(dialog).toBeVisible()
  const box = (await dialog.boundingBox())!
  expect(box.height).toBeLessThanOrEqual(844 * 0.6)
  const bar = (await page.getByRole('navigation', { name: 'Быстрая навигация' }).boundingBox())!
  expect(box.y + box.height).toBeLessThanOrEqual(bar.y + 1) // above the bottom bar, not over it
  // the page above the sheet still takes clicks: the menu button opens the menu
  await page.getByRole('button', { name: 'Меню' }).click()
  await expect(page.getByRole('dialog', { name: 'Главное меню' })).toBeVisible()
})

test("demoQuietPrompts = 'true': the panel does not open by itself, the button opens it", async ({ page }) => {
  test.setTimeout(60_000)
  await page.addInitScript(() => localStorage.setItem('demoQuietPrompts', 'true'))
  await signInAs(page, 'student', '')
  const fab = page.getByRole('button', { name: 'Отзывы о занятиях: ожидают 3' })
  await expect(fab).toBeVisible()
  await page.waitForFunction(() => new Promise((r) => setTimeout(() => r(true), 1_500)))
  await expect(reviewDialog(page)).toBeHidden()
  await fab.click()
  await expect(reviewDialog(page)).toBeVisible()
})
