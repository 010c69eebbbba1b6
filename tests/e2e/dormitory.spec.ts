import { test, expect, signInAs, seriousA11yViolations } from './fixtures'

const STUDENT = 'Воробьёва Полина Максимовна'

test('an applicant requests a dormitory place, the admin selects her, she picks a settlement date', async ({
  page,
}) => {
  test.slow() // two users in turn on a shared, busy machine
  await signInAs(page, 'applicant', 'Dormitory/Abit')
  await expect(page.getByRole('heading', { name: 'Заселение в общежитие', level: 1 })).toBeVisible({ timeout: 30_000 })
  await page.getByRole('link', { name: 'Подать заявку' }).click()
  await expect(page.getByRole('heading', { name: 'Заявка на место в общежитии', level: 1 })).toBeVisible()
  await page.getByLabel(/^Средний балл/).pressSequentially('4,6')
  await page.getByLabel(/^Расстояние от дома/).fill('1200')
  await page.getByRole('button', { name: 'Подать заявку' }).click()
  await expect(page.getByRole('status').filter({ hasText: /Заявка подана: Номер заявки \d+/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Ваша заявка' })).toContainText('На рассмотрении')
  expect(await seriousA11yViolations(page, 'main')).toEqual([])

  await signInAs(page, 'dorm', 'Dormitory/Admin/AdminConcestSelection')
  await page.getByRole('button', { name: `Предоставить место: ${STUDENT}` }).click({ timeout: 30_000 })
  const dialog = page.getByRole('dialog', { name: 'Предоставить место' })
  await dialog.locator('.p-dropdown').click()
  await page.getByRole('option', { name: /^Общежитие № 1 / }).click()
  await dialog.getByRole('button', { name: 'Предоставить место' }).click()
  await expect(page.getByRole('status').filter({ hasText: `Место предоставлено: ${STUDENT}` })).toBeVisible()
  await expect(dialog).toBeHidden()
  // the ranking has reloaded: her row left the «На рассмотрении» filter
  await expect(page.getByRole('button', { name: `Предоставить место: ${STUDENT}` })).toHaveCount(0)
  await expect(page.getByRole('table', { name: 'Рейтинг заявок' })).toHaveAttribute('aria-busy', 'false')
  expect(await seriousA11yViolations(page, 'main')).toEqual([])

  await signInAs(page, 'applicant', 'Dormitory/Abit')
  await page.getByRole('link', { name: 'Выбрать дату заселения' }).click({ timeout: 30_000 })
  const slots = page.getByRole('table', { name: 'Свободные даты и время заселения' })
  await slots
    .getByRole('button', { name: /^Выбрать: / })
    .first()
    .click()
  await expect(page.getByRole('status').filter({ hasText: /^Дата заселения выбрана: / })).toBeVisible()
  await expect(slots.getByText('Выбрано')).toBeVisible()
  expect(await seriousA11yViolations(page, 'main')).toEqual([])
  await page.getByRole('link', { name: 'Результаты' }).click()
  await expect(page.getByText('Вам предоставлено место в общежитии')).toBeVisible()
  await expect(page.getByText('Общежитие № 1', { exact: true })).toBeVisible()
})
