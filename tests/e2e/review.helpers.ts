import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, signInAs } from './fixtures'

/** Signs in as another demo user in the same browser context (the demo data lives in this context). */
export async function switchUser(page: Page, login: string, path = '') {
  await page.context().clearCookies()
  await signInAs(page, login, path)
}

export const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Отзыв о занятии' })

export async function rate(page: Page, group: 'Оценка преподавателя' | 'Оценка аудитории', n: number) {
  await reviewDialog(page).getByRole('radiogroup', { name: group }).getByRole('radio', { name: `${n} из 5` }).click()
}

export async function expectLesson(page: Page, text: string) {
  await expect(reviewDialog(page).getByRole('list', { name: 'Занятие' })).toContainText(text)
}

/**
 * Serious and critical axe violations inside the given parts only (the shell's own frame is checked by
 * its own tests; on a phone its logo link currently has no text, reported to the coordinator).
 */
export async function partA11yViolations(page: Page, ...selectors: string[]) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
  for (const selector of selectors) builder = builder.include(selector)
  const results = await builder.analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)
}
