import { test, expect, signInAs, seriousA11yViolations } from './fixtures'

const TITLE = 'Обследование кровли учебного корпуса № 8'

test('a scientist enters a contract work, reopens it through /openWork/{id} and moves it to the next stage', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await signInAs(page, 'author', 'ContractWork')
  await expect(page.getByRole('heading', { level: 1, name: 'Хоздоговорные работы' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Хоздоговорные работы' }).getByText('2026/ХД-117')).toBeVisible()

  await page.getByRole('link', { name: 'Новая хоздоговорная работа' }).click()
  await page.getByLabel('Предмет договора (тема работы)').fill(TITLE)
  await page.getByLabel('Заказчик').fill('ООО «Стройконтроль»')
  await page.getByLabel('Номер договора').fill('2026/ХД-321')
  await page.getByLabel('Сумма договора, руб.').fill('300000')
  await page.getByRole('textbox', { name: /^Дата начала/ }).fill('01.12.2026')
  await page.getByRole('textbox', { name: /^Дата окончания/ }).fill('30.06.2027')
  await page.getByRole('button', { name: 'Добавить исполнителя' }).click()
  await page.getByLabel('Доля исполнителя 1, %').fill('40')
  await page.getByRole('button', { name: 'Сохранить' }).click()
  await expect(page.getByText('Выберите исполнителя')).toBeVisible()
  await page.locator('.p-dropdown', { has: page.getByRole('combobox', { name: /^Исполнитель 1/ }) }).click()
  await page.locator('.p-dropdown-panel').getByRole('option').first().click()
  await expect(page.getByTestId('leader-share')).toHaveText('Доля руководителя: 60 %')
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Сохранить' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Хоздоговорная работа' })).toBeVisible()
  await expect(page).toHaveURL(/\/ContractWork\/show\/\d+$/)
  const workID = /\/show\/(\d+)$/.exec(page.url())![1]
  await page.goto(`openWork/${workID}`)
  await expect(page).toHaveURL(new RegExp(`/ContractWork/show/${workID}$`))
  await expect(page.getByText('ООО «Стройконтроль»')).toBeVisible()

  await page.getByRole('link', { name: `Изменить работу «${TITLE}»` }).click()
  await expect(page.getByLabel('Предмет договора (тема работы)')).toHaveValue(TITLE)
  await page.locator('.p-dropdown', { has: page.getByRole('combobox', { name: /^Этап/ }) }).click()
  await page.locator('.p-dropdown-panel').getByRole('option', { name: 'Выполнение работ' }).click()
  await page.getByRole('button', { name: 'Сохранить' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Хоздоговорная работа' })).toBeVisible()
  await expect(page.getByText('Выполнение работ')).toBeVisible()
})
