import { test, expect, signInAs, seriousA11yViolations, moscowRuDate } from './fixtures'

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

test('an admin publishes a questionnaire, a student answers it, the results count it and the audit shows who and when', async ({
  page,
}) => {
  test.slow() // four screens and two users on a busy machine
  await signInAs(page, 'admin', 'Questionnaires/CreateForm')
  await expect(page.getByRole('heading', { name: 'Конструктор анкеты', level: 1 })).toBeVisible({ timeout: 30_000 })
  await page.getByLabel('Название анкеты *').fill('Работа библиотеки')
  await page
    .locator('.p-multiselect')
    .filter({ has: page.getByRole('combobox', { name: /Кому адресована/ }) })
    .click()
  await page.getByRole('option', { name: 'Студент', exact: true }).click()
  await page.keyboard.press('Escape')
  await page.getByRole('textbox', { name: 'Начало опроса *' }).fill(moscowRuDate(0))
  await page.getByRole('textbox', { name: 'Окончание опроса *' }).fill(moscowRuDate(30))
  await page.getByLabel('Вопрос 1: Текст вопроса *').fill('Хватает ли мест в читальном зале?')
  await page.getByLabel('Варианты ответа (каждый с новой строки) *').fill('Да\nНет')
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Опубликовать' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Анкета опубликована' })).toBeVisible()

  await signInAs(page, 'student', 'Questionnaires/List')
  await page.getByRole('link', { name: 'Работа библиотеки' }).click()
  await expect(page.getByRole('heading', { name: 'Работа библиотеки', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Отправить ответы' }).click()
  await expect(page.getByText('Выберите один вариант')).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('radio', { name: 'Нет' }).check()
  await page.getByRole('button', { name: 'Отправить ответы' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Ваши ответы приняты' })).toBeVisible()
  await page.reload()
  await expect(page.getByText('Вы уже заполнили эту анкету')).toBeVisible()

  await signInAs(page, 'admin', 'Questionnaires/ListModerator')
  await page.getByRole('link', { name: 'Работа библиотеки' }).click()
  const results = page.getByRole('table', { name: /Хватает ли мест/ })
  await expect(results.getByRole('row', { name: /Нет/ }).getByRole('cell').first()).toHaveText('1')
  await expect(results.getByRole('row', { name: /Да/ }).getByRole('cell').first()).toHaveText('0')
  expect(await seriousA11yViolations(page)).toEqual([])

  await page.goto('Admin/Audit')
  const audit = page.getByRole('table', { name: 'Журнал аудита' })
  const answer = audit.getByRole('row').filter({ hasText: /\/Questionnaires\/\d+\/Answer/ })
  await expect(answer).toContainText('Соколова Анна Игоревна')
  await expect(answer).toContainText(moscowRuDate(0).split('.').reverse().join('-'))
  const created = audit.getByRole('row').filter({ hasText: 'Создание «questionnaire»' })
  await expect(created).toContainText('Орлов Игорь Владимирович')
  expect(await seriousA11yViolations(page)).toEqual([])
})
