import type { Page } from '@playwright/test'
import { test, expect, signInAs } from './fixtures'
import { appPath, openInApp, pageSettled } from './shell-routes.helpers'
import { samplePath } from '../unit/shell-routes/spec-paths'
import { ISSUE_17_PATHS } from '../unit/schoolx/issue17-paths'
import { ISSUE_18_PATHS } from '../unit/admin/issue18-paths'

/**
 * «No route of this issue shows the placeholder page for a demo user who may open it» (issues 17 and 18),
 * in the browser: the first user opens every path; what is refused to them (403), the second user opens.
 */
async function walk(page: Page, paths: readonly string[]) {
  const forbidden: string[] = []
  const placeholders: string[] = []
  for (const path of paths) {
    await openInApp(page, '/500')
    await pageSettled(page)
    await openInApp(page, samplePath(path))
    await pageSettled(page, { notHeading: 'Ошибка сервера' })
    if (await page.getByRole('heading', { level: 1, name: 'Доступ запрещён' }).isVisible()) forbidden.push(path)
    else if (await page.locator('.section-page').count()) placeholders.push(`${path} (at ${appPath(page)})`)
  }
  return { forbidden, placeholders }
}

for (const [issue, paths, first, second] of [
  ['17 («Школа Х»)', ISSUE_17_PATHS, 'schoolx-admin', 'schoolx-student'],
  ['18 (boards, questionnaires, administration)', ISSUE_18_PATHS, 'admin', 'student'],
] as const) {
  test(`issue ${issue}: every route opens a real screen for a demo user who may open it`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(150_000)
    await signInAs(page, first, '')
    await pageSettled(page)
    const one = await walk(page, paths)
    expect(one.placeholders).toEqual([])

    await page.context().clearCookies()
    await signInAs(page, second, '')
    await pageSettled(page)
    const two = await walk(page, one.forbidden)
    expect(two.placeholders).toEqual([])
    expect(two.forbidden).toEqual([])
    expect(consoleErrors).toEqual([])
  })
}
