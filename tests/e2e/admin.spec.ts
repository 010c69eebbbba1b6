import { test, expect, signInAs, seriousA11yViolations } from './fixtures'

/**
 * The portal's administration (issue 18). One browser context holds the demo backend (its journal in
 * IndexedDB), so the administrator and the student take turns in it: a write by one is what the other
 * reads after their next load.
 */
test('an admin adds a menu item; the student sees it after a reload', async ({ page }) => {
  await signInAs(page, 'admin', 'Admin/Menu')
  await expect(page.getByRole('heading', { name: 'Редактор меню', level: 1 })).toBeVisible()
  const table = page.getByRole('table', { name: 'Редактор меню' })
  await expect(table.getByRole('cell', { name: 'Сайт университета', exact: true })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Добавить' }).click()
  const dialog = page.getByRole('dialog', { name: 'Добавление записи' })
  await dialog.getByLabel('Текст пункта *').fill('Профком студентов')
  await dialog.getByLabel('Адрес ссылки *').fill('javascript:alert(1)')
  await dialog.getByRole('button', { name: 'Сохранить' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Адрес должен начинаться с http://, https:// или /')
  await expect(dialog.getByLabel('Текст пункта *')).toHaveValue('Профком студентов')
  await dialog.getByLabel('Адрес ссылки *').fill('https://profkom.example')
  await dialog.getByRole('button', { name: 'Сохранить' }).click()
  await expect(dialog).toBeHidden()
  await expect(table.getByRole('cell', { name: 'Профком студентов', exact: true })).toBeVisible()

  await signInAs(page, 'student', 'Menu')
  await expect(page.getByRole('heading', { level: 1, name: 'Меню' })).toBeVisible()
  await expect(page.locator('.menu-page').getByRole('link', { name: /Профком студентов/ })).toHaveAttribute(
    'href',
    'https://profkom.example',
  )
  // The editor itself is the administrators' only.
  await page.goto('Admin/Menu')
  await expect(page.getByRole('heading', { name: 'Редактор меню' })).toHaveCount(0)
})

test('a user writes to the portal team, the admin answers, the user sees the answer', async ({ page }) => {
  await signInAs(page, 'student', 'addFeedback')
  await expect(page.getByRole('heading', { name: 'Новое обращение', level: 1 })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByLabel('Тема *').fill('Не приходит код подтверждения')
  await page.getByRole('button', { name: 'Отправить' }).click()
  await expect(page.getByText('Опишите, что случилось или что предложить')).toBeVisible()
  await page.getByLabel('Текст обращения *').fill('Письмо с кодом не приходит на почту.')
  await page.getByRole('button', { name: 'Отправить' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Обращение отправлено' })).toBeVisible()

  await signInAs(page, 'admin', 'feedback')
  const card = page.getByRole('listitem', { name: 'Не приходит код подтверждения' })
  await expect(card).toContainText('Соколова Анна Игоревна')
  expect(await seriousA11yViolations(page)).toEqual([])
  await card.getByLabel('Ответ *').fill('Проверьте папку «Спам»: письма приходят с адреса noreply.')
  await card.getByRole('button', { name: 'Ответить' }).click()
  await expect(card).toContainText('Есть ответ')

  await signInAs(page, 'student', 'feedback')
  const mine = page.getByRole('listitem', { name: 'Не приходит код подтверждения' })
  await expect(mine).toContainText('Проверьте папку «Спам»')
  await expect(mine).toContainText('Орлов Игорь Владимирович')
})

test('the admin opens third-party apps, site settings and the error log; all pass axe', async ({ page }) => {
  await signInAs(page, 'admin', 'Admin/OAuth')
  const apps = page.getByRole('table', { name: 'Приложения OAuth' })
  await expect(apps.getByRole('cell', { name: 'Система дистанционного обучения', exact: true })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.goto('Admin/Settings')
  await expect(page.getByRole('checkbox', { name: /Новогодний снег/ })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.goto('Admin/LogErrors')
  const log = page.getByRole('table', { name: 'Журнал ошибок' })
  await expect(log.getByRole('cell', { name: /Failed to fetch dynamically imported module/ })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
})
