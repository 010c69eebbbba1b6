import type { Page } from '@playwright/test'

/** Navigates inside the running app (wouter follows pushState), without reloading the demo backend. */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((p) => {
    history.pushState(null, '', `/WebApp${p}`)
  }, path)
}

/** The link texts of the /Menu page. */
export async function menuLinkNames(page: Page): Promise<string[]> {
  await page.getByRole('heading', { level: 1, name: 'Меню' }).waitFor()
  return page
    .locator('.menu-page a')
    .evaluateAll((links) => links.map((a) => (a.textContent ?? '').replace('(откроется в новой вкладке)', '').trim()))
}

/** The current path under the base, decoded. */
export function appPath(page: Page): string {
  return decodeURI(new URL(page.url()).pathname.replace(/^\/WebApp/, '')) || '/'
}
