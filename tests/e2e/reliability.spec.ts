import type { Page } from '@playwright/test'
import { test, expect, signInAs } from './fixtures'

/** In-app navigation (no page load), so the CSS a screen brought stays in the document. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', `/WebApp${to}`)
    dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

async function drawerLinkStyle(page: Page) {
  const link = page.getByRole('navigation', { name: 'Главное меню' }).locator('a.menu-link').first()
  await expect(link).toBeVisible()
  return link.evaluate((a) => {
    const s = getComputedStyle(a)
    return {
      border: s.borderTopWidth,
      style: s.borderTopStyle,
      radius: s.borderTopLeftRadius,
      background: s.backgroundColor,
    }
  })
}

test('issue 13 item 8: drawer links look the same after /Menu, a section page, 403 and 404 were opened', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signInAs(page, 'teacher', '')
  await expect(page.getByRole('heading', { name: /Здравствуйте/ })).toBeVisible({ timeout: 30_000 })
  const before = await drawerLinkStyle(page)
  for (const [path, heading] of [
    ['/Menu', 'Меню'],
    ['/Admin/Sync', null],
    ['/Admin/Menu', 'Доступ запрещён'],
    ['/no-such-page', null],
  ] as const) {
    await goInApp(page, path)
    if (heading)
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible({ timeout: 30_000 })
    else await expect(page.locator('.section-page, .status-page, .login-card').first()).toBeVisible({ timeout: 30_000 })
    await goInApp(page, '/')
    await expect(page.getByRole('heading', { name: /Здравствуйте/ })).toBeVisible({ timeout: 30_000 })
    expect(await drawerLinkStyle(page), `after ${path}`).toEqual(before)
  }
})

test('issue 13 item 10: retyping the pre-filled review date (select all, type 17.11.2026) keeps it as typed', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signInAs(page, 'student', '', { quietPrompts: false })
  const dialog = page.getByRole('dialog', { name: 'Отзыв о занятии' })
  await expect(dialog).toBeVisible({ timeout: 30_000 })
  const date = dialog.getByLabel('Дата занятия', { exact: false }).and(page.locator('input'))
  await expect(date).toHaveValue(/^\d\d\.\d\d\.\d{4}$/)
  await date.click()
  await page.keyboard.press('Control+A')
  await page.keyboard.type('17.11.2026')
  await expect(date).toHaveValue('17.11.2026')
  await date.press('Tab')
  await expect(date).toHaveValue('17.11.2026')
})
