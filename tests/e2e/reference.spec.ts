import { execFileSync } from 'node:child_process'
import { test, expect, signInAs, seriousA11yViolations } from './fixtures'
import type { Page } from '@playwright/test'

/** Every XML entry of an .xlsx, concatenated (the system unzip reads the archive). */
function xlsxText(file: string): string {
  return execFileSync('unzip', ['-p', file], { encoding: 'utf8' })
}

const table = (page: Page, name: string) => page.getByRole('table', { name })
const rowWith = (page: Page, tableName: string, text: string) =>
  table(page, tableName)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: text, exact: true }) })
const firstCell = (page: Page, tableName: string, column: number) =>
  table(page, tableName).getByRole('row').nth(1).getByRole('cell').nth(column)
/** PrimeReact's MultiSelect: its combobox is a hidden input inside the clickable box. */
const openFilter = (page: Page, label: string) =>
  page
    .locator('.dt-filter')
    .filter({ has: page.getByRole('combobox', { name: label }) })
    .click()

test('research admin creates, edits, sorts, searches, exports and deletes a science field', async ({
  page,
  consoleErrors,
}) => {
  test.slow() // a long journey; the shared CI machine is busy
  await signInAs(page, 'admin', 'Admin/SetScience')
  await expect(page.getByRole('heading', { name: 'Области науки', level: 1 })).toBeVisible()
  await expect(table(page, 'Области науки').getByRole('cell', { name: 'Экономика', exact: true })).toBeVisible()

  // Create: Save is disabled until the required fields are valid; an over-long code is refused.
  await page.getByRole('button', { name: 'Добавить' }).click()
  const dialog = page.getByRole('dialog', { name: 'Добавление записи' })
  await expect(dialog.getByRole('button', { name: 'Сохранить' })).toBeDisabled()
  await dialog.getByLabel('Код *').fill('9'.repeat(21))
  await expect(dialog.getByText('Не более 20 символов')).toBeVisible()
  await dialog.getByLabel('Код *').fill('9.9')
  await dialog.getByLabel('Название *').fill('  Тестовая область  ')
  await dialog.getByRole('button', { name: 'Сохранить' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'Запись добавлена' })).toBeVisible()
  await expect(rowWith(page, 'Области науки', 'Тестовая область')).toHaveCount(1)

  // Edit, with a refused duplicate first: the dialog stays open with what was typed.
  await rowWith(page, 'Области науки', 'Тестовая область').getByRole('button', { name: 'Изменить: 9.9' }).click()
  const edit = page.getByRole('dialog', { name: 'Редактирование записи' })
  await edit.getByLabel('Название *').fill('Право')
  await edit.getByRole('button', { name: 'Сохранить' }).click()
  await expect(edit.getByRole('alert')).toContainText('Не удалось сохранить: Запись с таким названием уже есть')
  await expect(edit.getByLabel('Название *')).toHaveValue('Право')
  await edit.getByLabel('Название *').fill('Тестовая область науки')
  await edit.getByRole('button', { name: 'Сохранить' }).click()
  await expect(edit).toBeHidden()
  await expect(rowWith(page, 'Области науки', 'Тестовая область науки')).toHaveCount(1)

  // Sort: a new column starts ascending, the same column toggles.
  await page.getByRole('button', { name: /Сортировать: Название/ }).click()
  await expect(page.getByRole('columnheader', { name: /Название/ })).toHaveAttribute('aria-sort', 'ascending')
  await expect(firstCell(page, 'Области науки', 2)).toHaveText('Информационные технологии и телекоммуникации')
  await page.getByRole('button', { name: /Сортировать: Название/ }).click()
  await expect(page.getByRole('columnheader', { name: /Название/ })).toHaveAttribute('aria-sort', 'descending')
  await expect(firstCell(page, 'Области науки', 2)).toHaveText('Энергетика и электротехника')

  // Search across keyboard layouts, then the no-result message.
  const search = page.getByRole('searchbox', { name: 'Поиск' })
  await search.fill('ntcnjdfz')
  await expect(table(page, 'Области науки').getByRole('row')).toHaveCount(2)
  await search.fill('нет такого')
  await expect(page.getByText('По вашему запросу "нет такого" ничего не найдено.')).toBeVisible()
  await search.fill('')

  // Export: an .xlsx with the rows as shown, column width 8.
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Экспорт в Excel' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('science-fields.xlsx')
  const file = test.info().outputPath('science-fields.xlsx')
  await download.saveAs(file)
  const xml = xlsxText(file)
  expect(xml).toContain('Тестовая область науки')
  expect(xml).toContain('Информационные технологии и телекоммуникации')
  expect(xml).toMatch(/<col [^>]*width="8"/)

  expect(await seriousA11yViolations(page)).toEqual([])

  // Delete after confirmation; the row is gone and stays gone after a reload.
  await rowWith(page, 'Области науки', 'Тестовая область науки').getByRole('button', { name: 'Удалить: 9.9' }).click()
  await page.getByRole('dialog', { name: 'Удалить' }).getByRole('button', { name: 'Да' }).click()
  await expect(rowWith(page, 'Области науки', 'Тестовая область науки')).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'Запись удалена' })).toBeVisible()
  await page.reload()
  await expect(table(page, 'Области науки').getByRole('cell', { name: 'Экономика', exact: true })).toBeVisible()
  await expect(rowWith(page, 'Области науки', 'Тестовая область науки')).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})

test('filter row: multi-select of a column narrows the rows; a refused delete reappears with the message', async ({
  page,
}) => {
  await signInAs(page, 'admin', 'Admin/typeDocuments')
  const name = 'Типы документов'
  await expect(table(page, name).getByRole('cell', { name: 'Экспертное заключение', exact: true })).toBeVisible()
  await expect(table(page, name).getByRole('row')).toHaveCount(5)
  await openFilter(page, 'Фильтр: Обязательный')
  await page.getByRole('option', { name: 'Нет' }).click()
  await page.keyboard.press('Escape')
  await expect(table(page, name).getByRole('row')).toHaveCount(3)
  await expect(table(page, name).getByRole('cell', { name: 'Экспертное заключение', exact: true })).toHaveCount(0)
  await openFilter(page, 'Фильтр: Обязательный')
  await page.getByRole('option', { name: 'Нет' }).click()
  await page.keyboard.press('Escape')
  await expect(table(page, name).getByRole('row')).toHaveCount(5)

  // 'Экспертное заключение' is assigned to experts: the server refuses, the row comes back.
  await rowWith(page, name, 'Экспертное заключение')
    .getByRole('button', { name: 'Удалить: Экспертное заключение' })
    .click()
  await page.getByRole('dialog', { name: 'Удалить' }).getByRole('button', { name: 'Да' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Запись не удалена: Тип документа назначен экспертам' }),
  ).toBeVisible()
  await expect(rowWith(page, name, 'Экспертное заключение')).toHaveCount(1)

  expect(await seriousA11yViolations(page)).toEqual([])

  // Its sample file previews in place.
  await rowWith(page, name, 'Экспертное заключение').getByRole('button', { name: 'Просмотр: obrazec.pdf' }).click()
  await expect(page.getByRole('dialog', { name: 'Просмотр: obrazec.pdf' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Просмотр: obrazec.pdf' })).toBeHidden()
})

test('on a phone the table becomes cards with the column title before each value', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAs(page, 'admin', 'Admin/SetScience')
  const card = page.getByRole('list', { name: 'Области науки' }).getByRole('listitem').first()
  await expect(card.getByRole('term').filter({ hasText: 'Код' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Области науки' })).toHaveCount(0)
  // The area's content only: the shell's phone header is checked by the shell's own tests.
  expect(await seriousA11yViolations(page, '#main')).toEqual([])
})

test('screens with parameter pickers and the generated dialog pass axe (light and dark)', async ({ page }) => {
  test.slow() // three axe runs
  await signInAs(page, 'admin', 'Admin/SetExperts')
  await expect(
    page.getByRole('table', { name: 'Эксперты' }).getByRole('cell', { name: 'Лебедев Павел Андреевич' }).first(),
  ).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Добавить' }).click()
  await expect(page.getByRole('dialog', { name: 'Добавление записи' })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  // 'stud' is the dark theme (spec: dark sets base colour 'stud').
  await page.evaluate(() => localStorage.setItem('baseTheme', 'stud'))
  await page.goto('Admin/Users')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(page.getByRole('table', { name: 'Пользователи и роли' })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('a student is refused the reference screens', async ({ page }) => {
  await signInAs(page, 'student', 'Admin/SetScience')
  await expect(page.getByRole('heading', { name: 'Доступ запрещён' })).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
  const status = await page.evaluate(async () => {
    const token = decodeURIComponent(
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('authToken='))!
        .slice(10),
    )
    return (await fetch('/WebApp/api/Publication/Admin/Attr', { headers: { Authorization: `Bearer ${token}` } })).status
  })
  expect(status).toBe(403)
})
