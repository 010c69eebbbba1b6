import { test, expect, signInAs, seriousA11yViolations } from './fixtures'

/**
 * Issue 18's last routes: a teacher creates a video conference room inviting the student, the student
 * joins it by its link; the academic council's page; a questionnaire's preview and one person's answers.
 * One browser context holds the demo backend, so the teacher's room is what the student then reads.
 */
test('a teacher creates a room for the student, who joins it by its link; /sovet; the questionnaire preview and its xlsx', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signInAs(page, 'teacher', 'VideoConference/Room')
  await expect(page.getByRole('heading', { name: 'Видеоконференции', level: 1 })).toBeVisible({ timeout: 30_000 })
  const rooms = page.getByRole('region', { name: 'Мои конференции' })
  await expect(rooms.getByRole('row', { name: /Консультация перед экзаменом/ })).toBeVisible()
  await page.getByRole('button', { name: 'Создать комнату' }).click()
  const form = page.getByRole('form', { name: 'Новая комната' })
  await form.getByLabel('Название *').fill('Разбор контрольной работы')
  const day = new Date(Date.now() + 3 * 36e5 + 5 * 864e5).toISOString().slice(0, 10).split('-').reverse().join('.')
  await form.getByRole('textbox', { name: /Дата/ }).pressSequentially(day)
  await form.getByLabel('Время (чч:мм) *').fill('12:15')
  await form.locator('.p-multiselect').click()
  await page.locator('.p-multiselect-panel .p-multiselect-filter').fill('Соколова')
  await page.locator('.p-multiselect-panel').getByText('Соколова Анна Игоревна').click()
  await page.keyboard.press('Escape')
  expect(await seriousA11yViolations(page)).toEqual([])
  await form.getByRole('button', { name: 'Создать' }).click()
  const row = rooms.getByRole('row', { name: /Разбор контрольной работы/ })
  await expect(row).toContainText('12:15')
  const link = (await row.getByRole('cell', { name: /^https:\/\/vks/ }).textContent())!.trim()

  await signInAs(page, 'student', `VideoConference/Room?link=${encodeURIComponent(link)}`)
  const card = page.getByRole('region', { name: 'Комната: Разбор контрольной работы' })
  await expect(card).toContainText('Павлова Мария Александровна', { timeout: 30_000 })
  const connect = card.getByRole('link', { name: 'Подключиться' })
  await expect(connect).toHaveAttribute('href', link)
  await expect(connect).toHaveAttribute('target', '_blank')
  await expect(connect).toHaveAttribute('rel', /noopener/)
  await expect(page.getByRole('button', { name: 'Создать комнату' })).toHaveCount(0)
  expect(await seriousA11yViolations(page)).toEqual([])

  await page.goto('sovet')
  await expect(page.getByRole('heading', { name: 'Учёный совет', level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Состав учёного совета' })).toContainText('Воронцов Алексей Михайлович')
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toHaveCount(0)
  expect(await seriousA11yViolations(page)).toEqual([])

  await signInAs(page, 'admin', 'Questionnaires/CreateForm/Show/2')
  await expect(page.getByRole('form', { name: 'Предпросмотр: Удобство личного кабинета' })).toBeVisible({
    timeout: 30_000,
  })
  const respondents = page.getByRole('region', { name: 'Кто ответил' })
  await respondents.getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1, name: /^Ответы: / })).toBeVisible()
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1)
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.goto('Questionnaires/CreateForm/Show/1/2000')
  await expect(page.getByText('Анкета анонимная: ответы конкретного человека не раскрываются')).toBeVisible()

  await page.goto('Questionnaires/Stat/2')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Выгрузить ответы (xlsx)' }).click()
  expect((await download).suggestedFilename()).toBe('questionnaire-2-answers.xlsx')
})
