import { test, expect, signInAs, seriousA11yViolations } from './fixtures'

const STUDENT = 'Соколова Анна Игоревна'

test('a student answers a task with a file, the teacher grades it, the student sees the mark', async ({ page }) => {
  test.slow() // two users in turn on a shared, busy machine
  await signInAs(page, 'student', 'courses/list')
  await page.getByRole('link', { name: 'Открыть курс: Базы данных' }).click({ timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Базы данных', level: 1 })).toBeVisible()
  const tasks = page.getByRole('region', { name: 'Задания' })
  const open = tasks.getByRole('article').filter({ hasText: 'не сдано' }).first()
  const title = (await open.getByRole('heading', { level: 3 }).textContent())!.trim()
  const card = tasks.getByRole('article', { name: title })
  await card.locator('input[type="file"]').setInputFiles({
    name: 'Отчёт.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 отчёт'),
  })
  await card.getByRole('button', { name: 'Отправить на проверку' }).click()
  await expect(card.getByRole('status')).toHaveText('Файл Отчёт.pdf отправлен на проверку.')
  await expect(card).toContainText('на проверке')
  expect(await seriousA11yViolations(page, 'main')).toEqual([])

  await signInAs(page, 'teacher', 'courses/TeacherList')
  await page.getByRole('link', { name: 'Ответы: Базы данных, ВИТ31' }).click({ timeout: 30_000 })
  const task = page.getByRole('region', { name: title })
  const download = page.waitForEvent('download')
  await task.getByRole('button', { name: 'Скачать файл Отчёт.pdf' }).click()
  expect((await download).suggestedFilename()).toBe('Отчёт.pdf')
  await task.getByRole('button', { name: `Оценить: ${STUDENT}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Оценка ответа' })
  await dialog.locator('.p-dropdown').click()
  await page.getByRole('option', { name: 'отлично', exact: true }).click()
  await dialog.getByLabel(/^Комментарий/).fill('Работа выполнена полностью.')
  await dialog.getByRole('button', { name: 'Сохранить оценку' }).click()
  await expect(dialog).toBeHidden()
  await expect(task.getByRole('row').filter({ hasText: STUDENT })).toContainText('оценено')
  expect(await seriousA11yViolations(page, 'main')).toEqual([])

  await signInAs(page, 'student', 'courses/list')
  await page.getByRole('link', { name: 'Открыть курс: Базы данных' }).click({ timeout: 30_000 })
  const graded = page.getByRole('article', { name: title })
  await expect(graded).toContainText('оценено')
  await expect(graded).toContainText('отлично')
  await expect(graded).toContainText('Работа выполнена полностью.')
})
