import type { Page } from '@playwright/test'
import { test, expect, signInAs } from './fixtures'
import { appPath, openInApp, pageSettled } from './shell-routes.helpers'
import { samplePath } from '../unit/shell-routes/spec-paths'
import { ISSUE_17_PATHS } from '../unit/schoolx/issue17-paths'
import { ISSUE_18_PATHS } from '../unit/admin/issue18-paths'
import { ISSUE_16_PATHS } from '../unit/achieve/issue16-paths'
import { ISSUE_15_PATHS } from '../unit/day/issue15-paths'
import { ISSUE_14_PATHS } from '../unit/nir/issue14-paths'

/**
 * «No route of this issue shows the placeholder page for a demo user who may open it» (issues 14 to 18),
 * in the browser: the first user opens every path; what is refused to them (403), the next user opens, and so
 * on (issue 16's roles are spread over eight demo personas: no two of them hold them all).
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

for (const [issue, paths, users] of [
  ['14 (research works)', ISSUE_14_PATHS, ['admin', 'author', 'expert1', 'dean', 'student', 'teacher']],
  ['15 (the student’s and teacher’s day)', ISSUE_15_PATHS, ['dean', 'student', 'teacher', 'admin']],
  [
    '16 (portfolio, ratings, contests, certificates, dormitory, competency)',
    ISSUE_16_PATHS,
    ['admin', 'dorm', 'student', 'contests', 'certs', 'applications', 'role55', 'dean'],
  ],
  ['17 («Школа Х»)', ISSUE_17_PATHS, ['schoolx-admin', 'schoolx-student']],
  ['18 (boards, questionnaires, administration)', ISSUE_18_PATHS, ['admin', 'student']],
] as const) {
  test(`issue ${issue}: every route opens a real screen for a demo user who may open it`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(60_000 + paths.length * users.length * 1_500)
    let left: readonly string[] = paths
    for (const login of users) {
      await page.context().clearCookies()
      await signInAs(page, login, '')
      await pageSettled(page)
      const walked = await walk(page, left)
      expect(walked.placeholders, login).toEqual([])
      left = walked.forbidden
    }
    expect(left).toEqual([])
    expect(consoleErrors).toEqual([])
  })
}
