import { test, expect, signInAs } from './fixtures'
import { appPath, openInApp, pageSettled } from './shell-routes.helpers'
import { samplePath } from '../unit/shell-routes/spec-paths'
import { ISSUE_17_PATHS } from '../unit/schoolx/issue17-paths'

/**
 * Issue 17: «no route of this issue shows the placeholder page for a school-X demo user who may open it».
 * The organiser opens every path; what is the participants' own (403 for the organiser) the participant opens.
 */
test('every «Школа Х» route opens a real screen for a school-X user who may open it', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000)
  const walk = async (paths: readonly string[]) => {
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
  await signInAs(page, 'schoolx-admin', 'donstux')
  await pageSettled(page)
  const organiser = await walk(ISSUE_17_PATHS)
  expect(organiser.placeholders).toEqual([])

  await page.context().clearCookies()
  await signInAs(page, 'schoolx-student', 'donstux')
  await pageSettled(page)
  const participant = await walk(organiser.forbidden)
  expect(participant.placeholders).toEqual([])
  expect(participant.forbidden).toEqual([])
  expect(consoleErrors).toEqual([])
})
