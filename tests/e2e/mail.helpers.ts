import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { bytes as randomBytes } from '../unit/mail/mail-data'

/** Deterministic pseudo-random bytes (an incompressible attachment) as a Buffer for setInputFiles. */
export const bytes = (size: number, seed = 11): Buffer => Buffer.from(randomBytes(size, seed).buffer)

export const composeDialog = (page: Page) => page.getByRole('dialog', { name: /Новое письмо|Ответ на письмо/ })

/** Opens the composer from the mailbox and picks a staff recipient by name. */
export async function startLetter(page: Page, recipientQuery: string, recipientName: string) {
  await page.getByRole('button', { name: 'Написать', exact: true }).click()
  const dialog = composeDialog(page)
  const type = dialog.locator('.p-dropdown').filter({ has: page.getByRole('combobox', { name: 'Тип*' }) })
  await expect(type).toBeVisible()
  await type.click()
  await page.getByRole('option', { name: 'Сотрудник', exact: true }).click()
  await dialog.getByLabel('ФИО*').fill(recipientQuery)
  await dialog.getByRole('button', { name: new RegExp(recipientName) }).click()
  return dialog
}
