import { test, expect, signInAs, seriousA11yViolations } from './fixtures'

/**
 * The journals' staff pages (issue 15): the dean's office approves the demo student's excused-absence
 * permit (Соколова А. И., ВИТ31), then reads the forming statistics and the teachers' rating.
 */
const LOAD = { timeout: 40_000 }

test('the dean approves a pass permit, then reads the forming statistics and the teachers rating', async ({ page }) => {
  test.setTimeout(120_000)
  await signInAs(page, 'dean', 'Journals/PassPermits')
  await expect(page.getByRole('heading', { name: 'Допуски по уважительным причинам', level: 1 })).toBeVisible(LOAD)
  const table = page.getByRole('table', { name: 'Допуски по уважительным причинам' })
  const row = table.getByRole('row').filter({ hasText: 'Соколова Анна Игоревна' })
  await expect(row).toContainText('На рассмотрении', LOAD)
  await row.getByRole('button', { name: /^Изменить/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Редактирование записи' })
  await dialog.locator('.p-dropdown', { has: page.getByRole('combobox', { name: /^Решение/ }) }).click()
  await page.getByRole('option', { name: 'Одобрено' }).click()
  await dialog.getByRole('button', { name: 'Сохранить' }).click()
  await expect(dialog).toBeHidden()
  await expect(row).toContainText('Одобрено')
  expect(await seriousA11yViolations(page, 'main')).toEqual([])

  await page.goto('Journals/Stat/Forming')
  await expect(page.getByRole('heading', { name: 'Формирование журналов', level: 1 })).toBeVisible(LOAD)
  const forming = page.getByRole('table', { name: /^Заполнение журналов по кафедрам/ })
  await expect(forming.getByRole('rowheader', { name: 'Итого' })).toBeVisible(LOAD)
  expect(await seriousA11yViolations(page, 'main')).toEqual([])

  await page.goto('Journals/TeachersRating')
  const rating = page.getByRole('table', { name: 'Преподаватели по доле занятий с записями в журнале' })
  await expect(rating.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1', LOAD)
  expect(await seriousA11yViolations(page, 'main')).toEqual([])
})
