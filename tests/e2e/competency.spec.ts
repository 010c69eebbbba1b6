import { test, expect, signInAs, seriousA11yViolations } from './fixtures'

const TEACHER = 'Павлова Мария Александровна'

test('a teacher submits her competency self-assessment; the head of department opens it and sees the statistics', async ({
  page,
}) => {
  test.slow() // two users in turn on a shared, busy machine
  await signInAs(page, 'teacher', 'Teacher/competency')
  const first = page.getByRole('group', {
    name: 'Работа в электронной информационно-образовательной среде университета',
  })
  await expect(first).toBeVisible({ timeout: 30_000 })
  await first.getByText('5 — Экспертный').click()
  await page.getByLabel('Комментарий: Цифровые компетенции').fill('Веду все курсы в СДО')
  await page.getByRole('button', { name: 'Отправить оценку' }).click()
  await expect(page.getByText('Перед отправкой оцените все компетенции: не оценено 15.')).toBeVisible()
  expect(await seriousA11yViolations(page, 'main')).toEqual([])
  for (const group of await page.locator('fieldset.cmp-score').all()) {
    if (await group.getByRole('radio', { checked: true }).count()) continue
    await group.getByText('4 — Продвинутый').click()
  }
  await page.getByRole('button', { name: 'Отправить оценку' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click()
  await expect(page.getByText(/Оценка отправлена .+только для просмотра/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Отправить оценку' })).toHaveCount(0)
  await expect(page.getByText('Веду все курсы в СДО')).toBeVisible()

  await signInAs(page, 'author', 'TeacherCompetencyAssessment/TeacherList')
  const table = page.getByRole('table', { name: 'Оценка компетенций преподавателей' })
  const row = table.getByRole('row').filter({ hasText: TEACHER })
  await expect(row).toContainText('отправлена', { timeout: 30_000 })
  await row.getByRole('button', { name: `Подробнее: ${TEACHER}` }).click()
  await expect(page.getByRole('group', { name: TEACHER })).toContainText('Веду все курсы в СДО')
  expect(await seriousA11yViolations(page, 'main')).toEqual([])

  await signInAs(page, 'author', 'TeacherCompetencyAssessment/Stat')
  const stat = page.getByRole('table', { name: /Средний балл по кафедрам/ })
  await expect(stat.getByRole('rowheader', { name: 'Кафедра программного обеспечения' })).toBeVisible()
  await expect(page.getByRole('figure', { name: 'Средний балл по областям компетенций' })).toBeVisible()
  expect(await seriousA11yViolations(page, 'main')).toEqual([])
})
