import { test, expect, signInAs, seriousA11yViolations, moscowRuDate } from './fixtures'

const NAME = 'Дополнительный выбор модулей'

test.setTimeout(150_000)

test('the organiser opens a choice period; the participant’s home shows it with its deadline', async ({ page }) => {
  await signInAs(page, 'schoolx-admin', 'donstux/Admin/Periods')
  const table = page.getByRole('table', { name: 'Периоды' })
  // the first page of a fresh demo backend (its boot and seed) as the other specs wait for it
  await expect(table.getByRole('cell', { name: 'Выбор модулей на второе полугодие', exact: true })).toBeVisible({
    timeout: 30_000,
  })
  expect(await seriousA11yViolations(page, '.rk-page')).toEqual([])

  const dialog = page.getByRole('dialog', { name: /^(Добавление|Редактирование) записи$/ })
  const pickStage = async (stage: string) => {
    await dialog.locator('.p-dropdown').click()
    await page.getByRole('option', { name: stage, exact: true }).click()
  }
  // by keyboard: the date pickers' panels stay open over the dialog's lower part after typing a date
  const save = async () => dialog.getByRole('button', { name: 'Сохранить' }).press('Enter')

  // a new choice period from today: it overlaps the open one, refused in Russian, nothing typed is lost
  await page.getByRole('button', { name: 'Добавить' }).click()
  await dialog.getByLabel('Название *').fill(NAME)
  await pickStage('Выбор модулей')
  await dialog.getByLabel('Начало *').fill(moscowRuDate(0))
  await dialog.getByLabel('Окончание *').fill(moscowRuDate(7))
  await save()
  await expect(dialog.getByRole('alert')).toContainText('Период пересекается с периодом того же этапа')
  await expect(dialog.getByLabel('Название *')).toHaveValue(NAME)
  expect(await seriousA11yViolations(page, '.p-dialog [role="alert"]')).toEqual([])
  await dialog.getByRole('button', { name: 'Отмена' }).click()

  // close the current choice period yesterday, then open the new one
  const current = table.getByRole('row').filter({ hasText: 'Выбор модулей на второе полугодие' })
  await current.getByRole('button', { name: 'Изменить: Выбор модулей на второе полугодие' }).click()
  await dialog.getByLabel('Окончание *').fill(moscowRuDate(-1))
  await save()
  await expect(dialog).toBeHidden()
  await expect(current).toContainText('Завершён')

  await page.getByRole('button', { name: 'Добавить' }).click()
  await dialog.getByLabel('Название *').fill(NAME)
  await pickStage('Выбор модулей')
  await dialog.getByLabel('Начало *').fill(moscowRuDate(0))
  await dialog.getByLabel('Окончание *').fill(moscowRuDate(7))
  await save()
  await expect(dialog).toBeHidden()
  await expect(table.getByRole('row').filter({ hasText: NAME })).toContainText('Открыт')

  await page.context().clearCookies()
  await signInAs(page, 'schoolx-student', 'donstux')
  const open = page.getByRole('region', { name: 'Текущие периоды' })
  const item = open.getByRole('listitem').filter({ hasText: NAME })
  await expect(item).toContainText('Осталось дней: 7', { timeout: 30_000 })
  await expect(open.getByText('Выбор модулей на второе полугодие')).toHaveCount(0)
  expect(await seriousA11yViolations(page, '.schoolx')).toEqual([])
  await page.getByRole('link', { name: /^Расставить приоритеты модулей \(до / }).click()
  await expect(page.getByRole('list', { name: 'Модули в порядке приоритета' })).toBeVisible()
})
