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

/**
 * Waits, checking at every animation frame (Playwright's expect polls at 100 ms and more, which made
 * a walk over 232 routes spend most of its time waiting), until the page shows a first-level heading
 * other than `notHeading` and no navigation progress bar, or — `anyMainContent` — until main has content.
 */
export async function pageSettled(page: Page, options: { notHeading?: string; anyMainContent?: boolean } = {}) {
  await page.waitForFunction(
    ({ notHeading, anyMainContent }) => {
      if (document.querySelector('.navigation-progress')) return false
      const h1 = document.querySelector('h1')
      if (notHeading && h1?.textContent?.trim() === notHeading) return false
      if (anyMainContent) return (document.querySelector('main')?.childElementCount ?? 0) > 0
      return Boolean(h1?.checkVisibility())
    },
    options,
    { polling: 'raf', timeout: 10_000 },
  )
}
