import type { Page } from '@playwright/test'
import { expect, signInAs } from './fixtures'

/** Signs in as another demo user in the same browser context (the demo data lives in this context). */
export async function switchUser(page: Page, login: string, path = '') {
  await page.context().clearCookies()
  await signInAs(page, login, path)
}

export const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Отзыв о занятии' })

export async function rate(page: Page, group: 'Оценка преподавателя' | 'Оценка аудитории', n: number) {
  await reviewDialog(page)
    .getByRole('radiogroup', { name: group })
    .getByRole('radio', { name: `${n} из 5` })
    .click()
}

export async function expectLesson(page: Page, text: string) {
  await expect(reviewDialog(page).getByRole('list', { name: 'Занятие' })).toContainText(text)
}
