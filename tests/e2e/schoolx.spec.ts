import { test, expect, signInAs, seriousA11yViolations } from './fixtures'

const FIO = 'Фёдорова София Андреевна'

test('a school-X student fills a feedback form and the administrator’s statistics count it', async ({ page }) => {
  await signInAs(page, 'schoolx-student', 'donstux/Feedback')
  await expect(page.getByText(/Идёт период обратной связи/)).toBeVisible()
  await expect(page.getByText('Заполнено форм: 0 из 21')).toBeVisible()
  expect(await seriousA11yViolations(page, '.schoolx')).toEqual([])

  await page.getByRole('button', { name: 'Модуль: не заполнена' }).click()
  const submit = page.getByRole('button', { name: 'Отправить форму' })
  await submit.click()
  await expect(page.getByText('Поставьте оценку от 1 до 5')).toBeVisible()
  await page.getByRole('spinbutton', { name: /Оценка модуля в целом/ }).fill('5')
  await page
    .getByLabel(/Что понравилось в модуле и что изменить/)
    .fill('Собрали робота и научились его программировать')
  await submit.click()
  await expect(page.getByText('Форма отправлена. Спасибо!')).toBeVisible()
  await expect(page.getByText('Заполнено форм: 1 из 21')).toBeVisible()
  expect(await seriousA11yViolations(page, '.schoolx')).toEqual([])

  await page.context().clearCookies()
  await signInAs(page, 'schoolx-admin', 'donstux/FeedbackStat')
  await expect(page.getByRole('heading', { name: 'Сводка активности' })).toBeVisible()
  expect(await seriousA11yViolations(page, '.schoolx')).toEqual([])
  await page.getByRole('link', { name: `Подробнее: ${FIO}` }).click()
  await expect(page.getByRole('heading', { name: `Участник: ${FIO}` })).toBeVisible()
  const forms = page.getByRole('table', { name: 'Формы участника' })
  await expect(forms.getByRole('row', { name: /^Модуль 1$/ })).toBeVisible()
  await expect(forms.getByRole('row', { name: /^Баллы 1$/ })).toBeVisible()
  expect(await seriousA11yViolations(page, '.schoolx')).toEqual([])
})
