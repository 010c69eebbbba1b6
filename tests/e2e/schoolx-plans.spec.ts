import { test, expect, signInAs, seriousA11yViolations } from './fixtures'

test.setTimeout(90_000)

test('the organiser adds a theme to a module’s plan and its total grows; the chart reads as a table', async ({
  page,
}) => {
  await signInAs(page, 'schoolx-admin', 'donstux/Admin/EducationalPlans')
  const table = page.getByRole('table', { name: 'Учебные планы' })
  // the first page of a fresh demo backend (its boot and seed) as the other specs wait for it
  await expect(table.getByRole('cell', { name: 'Защита проекта', exact: true }).first()).toBeVisible({
    timeout: 30_000,
  })
  await page.locator('.schoolx-filters .p-dropdown').click()
  await page.getByRole('option', { name: 'Робототехника', exact: true }).click()
  const totals = page.getByRole('region', { name: 'Итого по плану' })
  await expect(totals).toContainText('Всего часов: 30')
  expect(await seriousA11yViolations(page, '.rk-page')).toEqual([])

  const dialog = page.getByRole('dialog', { name: 'Добавление записи' })
  const pick = async (label: string, option: string) => {
    await dialog
      .locator('.p-dropdown')
      .filter({ has: page.getByRole('combobox', { name: label, exact: true }) })
      .click()
    await page.locator('.p-dropdown-panel').getByRole('option', { name: option, exact: true }).click()
  }
  await page.getByRole('button', { name: 'Добавить' }).click()
  await pick('Модуль', 'Робототехника')
  await dialog.getByLabel('Тема *').fill('Экскурсия в лабораторию робототехники')
  await pick('Вид работы', 'Практическое занятие')
  await dialog.getByLabel('Часов *').fill('100')
  await dialog.getByRole('button', { name: 'Сохранить' }).press('Enter')
  await expect(dialog.getByRole('alert')).toContainText('Часов на тему — от 1 до 72')
  await expect(dialog.getByLabel('Тема *')).toHaveValue('Экскурсия в лабораторию робототехники')
  await dialog.getByLabel('Часов *').fill('4')
  await dialog.getByRole('button', { name: 'Сохранить' }).press('Enter')
  await expect(dialog).toBeHidden()
  await expect(totals).toContainText('Всего часов: 34')
  await expect(totals).toContainText('Практическое занятие: 12 ч')

  await page.goto('donstux/educationalChart')
  const chart = page.getByRole('table', { name: 'Календарный учебный график 2026/2027' })
  await expect(chart.getByRole('columnheader', { name: 'Робототехника' })).toBeVisible({ timeout: 30_000 })
  await expect(chart.getByRole('row').filter({ hasText: '28.12 — 03.01' })).toContainText('Каникулы')
  expect(await seriousA11yViolations(page)).toEqual([])
})
