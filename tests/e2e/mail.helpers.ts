import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** Deterministic pseudo-random bytes (an incompressible attachment). */
export function bytes(size: number, seed = 11): Buffer {
  const out = Buffer.alloc(size)
  let x = seed
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) >>> 0
    out[i] = x >>> 24
  }
  return out
}

export const composeDialog = (page: Page) => page.getByRole('dialog', { name: /Новое письмо|Ответ на письмо/ })

/** Opens the composer from the mailbox and picks a staff recipient by name. */
export async function startLetter(page: Page, recipientQuery: string, recipientName: string) {
  await page.getByRole('button', { name: 'Написать', exact: true }).click()
  const dialog = composeDialog(page)
  await expect(dialog.getByLabel('Тип*')).toBeVisible()
  await dialog.getByLabel('Тип*').selectOption({ label: 'Сотрудник' })
  await dialog.getByLabel('ФИО*').fill(recipientQuery)
  await dialog.getByRole('button', { name: new RegExp(recipientName) }).click()
  return dialog
}

