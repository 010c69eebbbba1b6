import { test, expect, signInAs, seriousA11yViolations } from './fixtures'
import type { Locator, Page } from '@playwright/test'

/** Picks an option of the PrimeReact dropdown inside `scope` whose label matches. */
async function pick(page: Page, scope: Locator, label: RegExp, option: string) {
  const select = scope.locator('.p-dropdown', { has: page.getByRole('combobox', { name: label }) })
  await select.click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await expect(select).toContainText(option)
}

test('an admin adds a type with an attribute; the student’s editor asks for it; the dean views the student’s work', async ({
  page,
}) => {
  test.slow() // three users in turn on a shared, busy machine
  await signInAs(page, 'admin', 'Portfolio/Admin/EditTypes/1')
  await expect(page.getByRole('heading', { name: 'Редактирование видов достижений: Олимпиады' })).toBeVisible({
    timeout: 30_000,
  })
  await page.getByRole('button', { name: 'Добавить', exact: true }).click()
  const typeDialog = page.getByRole('dialog', { name: 'Добавление записи' })
  await typeDialog.getByLabel(/^Название/).fill('Хакатон')
  await typeDialog.getByRole('button', { name: 'Сохранить' }).click()
  await expect(typeDialog).toBeHidden()
  const typeRow = page.getByRole('row').filter({ hasText: 'Хакатон' })
  await typeRow.getByRole('link', { name: 'Атрибуты (0)' }).click()
  await expect(page.getByRole('heading', { name: 'Атрибуты вида «Хакатон»' })).toBeVisible()
  await page.getByRole('button', { name: 'Добавить', exact: true }).click()
  const attrDialog = page.getByRole('dialog', { name: 'Добавление записи' })
  await attrDialog.getByLabel(/^Название/).fill('Название команды')
  await pick(page, attrDialog, /^Вид значения/, 'текст')
  await attrDialog.getByRole('checkbox', { name: 'Обязательный' }).check()
  await attrDialog.getByRole('button', { name: 'Сохранить' }).click()
  await expect(attrDialog).toBeHidden()
  await expect(page.getByRole('cell', { name: 'Название команды', exact: true })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])

  await signInAs(page, 'student', 'portfolio')
  const typeBox = page.locator('.ach-add .p-dropdown')
  await typeBox.click({ timeout: 30_000 })
  await page.getByRole('option', { name: 'Хакатон', exact: true }).click()
  await page.getByRole('button', { name: 'Добавить достижение' }).click()
  await expect(page.getByRole('heading', { name: 'Новое достижение', level: 1 })).toBeVisible()
  const main = page.getByRole('main')
  await main.getByLabel(/^Название \*/).fill('Хакатон «Цифровой прорыв»')
  await pick(page, main, /^Уровень/, 'всероссийский')
  await pick(page, main, /^Результат/, 'победитель')
  await main.getByLabel(/^Дата/).fill('01.09.2026')
  await page.getByRole('button', { name: 'Отправить на проверку' }).click()
  await expect(page.getByText('Заполните поле «Название команды»')).toBeVisible()
  await main.getByLabel(/^Название команды/).fill('Кодеры')
  await page.getByRole('button', { name: 'Отправить на проверку' }).click()
  await expect(page).toHaveURL(/\/Portfolio\/Work\/\d+\/\d+$/)

  await signInAs(page, 'dean', 'portfolio/searchStudents')
  await page.getByLabel(/^ФИО, логин или группа/).fill('Соколова', { timeout: 30_000 })
  await page.getByRole('button', { name: 'Найти' }).click()
  await page.getByRole('link', { name: 'Соколова Анна Игоревна' }).click()
  await expect(page.getByRole('heading', { name: 'Портфолио: Соколова Анна Игоревна' })).toBeVisible({
    timeout: 30_000,
  })
  await page.getByRole('link', { name: 'Хакатон «Цифровой прорыв»' }).click()
  await expect(page.getByText('Достижение другого пользователя: только просмотр')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByLabel(/^Название команды/)).toHaveValue('Кодеры')
  await expect(page.getByLabel(/^Название команды/)).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Отправить на проверку' })).toHaveCount(0)
  expect(await seriousA11yViolations(page)).toEqual([])
})
