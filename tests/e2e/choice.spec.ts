import { test, expect, signInAs, seriousA11yViolations } from './fixtures'

const STUDENT = 'Соколова Анна Игоревна'

test('a student chooses electives, is refused over the limit, saves; the dean’s statistics show the choice', async ({
  page,
}) => {
  test.slow() // two users in turn on a shared, busy machine
  await signInAs(page, 'dean', 'Plans/ChoiceDisciplinesStat')
  const waiting = page.getByRole('region', { name: 'Студенты, которые ещё не выбрали дисциплины' })
  await expect(waiting.getByRole('rowheader', { name: STUDENT })).toBeVisible({ timeout: 30_000 })
  const block1 = page.getByRole('region', { name: 'Выбор по группам: Дисциплины по выбору 1 (Б1.В.ДВ.01)' })
  const vision = block1.getByRole('row', { name: /^Компьютерное зрение/ })
  const before = Number(await vision.getByRole('cell').first().textContent())

  await signInAs(page, 'student', 'Plans/ChoiceDisciplines')
  await expect(page.getByRole('heading', { name: 'Дисциплины по выбору', level: 1 })).toBeVisible({ timeout: 30_000 })
  await page.getByRole('checkbox', { name: 'Компьютерное зрение' }).click()
  await page.getByRole('checkbox', { name: 'Облачные вычисления' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'можно выбрать не больше: 1 дисциплину' })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Облачные вычисления' })).not.toBeChecked()
  await page.getByRole('checkbox', { name: 'Разработка мобильных приложений' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'мест больше нет' })).toBeVisible()
  await page.getByRole('checkbox', { name: 'Информационная безопасность' }).click()
  await page.getByRole('checkbox', { name: 'Анализ больших данных' }).click()
  expect(await seriousA11yViolations(page, 'main')).toEqual([])
  await page.getByRole('button', { name: 'Сохранить выбор' }).click()
  await page.getByRole('button', { name: 'Да', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Выбор сохранён' })).toBeVisible()

  await signInAs(page, 'dean', 'Plans/ChoiceDisciplinesStat')
  await expect(vision.getByRole('cell').first()).toHaveText(String(before + 1), { timeout: 30_000 })
  await expect(waiting.getByRole('rowheader', { name: STUDENT })).toHaveCount(0)
  expect(await seriousA11yViolations(page, 'main')).toEqual([])
})
