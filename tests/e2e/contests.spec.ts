import { test, expect, signInAs, seriousA11yViolations } from './fixtures'
import { signedInPage } from './chat.helpers'

const TITLE = 'Голосовой помощник для абитуриентов'

test('a student applies to a contest with a file, a judge marks it and the organiser’s results show its place', async ({
  page,
}) => {
  test.slow() // three users in turn on a shared, busy machine
  await signInAs(page, 'student', 'Contests/ListContests/')
  const list = page.getByRole('table', { name: 'Конкурсы' })
  await expect(list).toBeVisible({ timeout: 30_000 })
  expect(await seriousA11yViolations(page)).toEqual([])
  await list
    .getByRole('row')
    .filter({ hasText: 'Конкурс проектов «Цифровой кампус»' })
    .getByRole('link', { name: 'Подать заявку' })
    .click()
  await expect(page.getByRole('heading', { name: 'Конкурс проектов «Цифровой кампус»' })).toBeVisible()
  await page.getByLabel(/^Тема работы/).fill(TITLE)
  await page.getByLabel(/^Аннотация/).fill('Отвечает на вопросы о приёме круглосуточно')
  await page.locator('input[type=file]').setInputFiles({
    name: 'проект.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 проект'),
  })
  await page.getByRole('button', { name: 'Подать заявку' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Заявка подана' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Ваша заявка' })).toContainText('проект.pdf')
  expect(await seriousA11yViolations(page)).toEqual([])

  await signInAs(page, 'teacher', 'Contests/JudgingContest/4')
  const card = page.getByRole('region', { name: new RegExp(`^\\d+\\. ${TITLE}$`) })
  await expect(card).toBeVisible({ timeout: 30_000 })
  await card.getByLabel(/^Актуальность темы/).fill('11')
  await card.getByLabel(/^Научная новизна/).fill('10')
  await card.getByLabel(/^Качество оформления/).fill('5')
  await card.getByRole('button', { name: 'Сохранить оценки' }).click()
  await expect(card.getByText('Оценка от 0 до 10')).toBeVisible()
  await card.getByLabel(/^Актуальность темы/).fill('10')
  await card.getByRole('button', { name: 'Сохранить оценки' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Оценки сохранены' })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])

  await signInAs(page, 'contests', 'Contests/Results/4')
  const row = page.getByRole('table', { name: 'Итоговый рейтинг' }).getByRole('row').filter({ hasText: TITLE })
  await expect(row.getByRole('cell').first()).toHaveText('1', { timeout: 30_000 })
  await expect(row.getByRole('cell').nth(4)).toHaveText('25')
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('a judge marks an application in one browser and the organiser’s overview updates live in another', async ({
  page,
  browser,
}) => {
  test.slow() // two browser profiles on a shared, busy machine
  const WORK = 'Цифровой двойник учебной аудитории'
  await signInAs(page, 'contests', 'Contests/OverviewMarks/4')
  const row = page.getByRole('table', { name: 'Сводка оценок' }).getByRole('row').filter({ hasText: WORK })
  // the columns: the work, then the jury (Павлова, Романова), then the mean
  await expect(row.getByRole('cell').nth(0)).toHaveText('—', { timeout: 30_000 })

  const judge = await signedInPage(browser, 'teacher', 'Contests/JudgingContest/4')
  const card = judge.getByRole('region', { name: new RegExp(`^\\d+\\. ${WORK}$`) })
  await card.getByLabel(/^Актуальность темы/).fill('9', { timeout: 30_000 })
  await card.getByLabel(/^Научная новизна/).fill('8')
  await card.getByLabel(/^Качество оформления/).fill('4')
  await card.getByRole('button', { name: 'Сохранить оценки' }).click()
  await expect(judge.getByRole('status').filter({ hasText: 'Оценки сохранены' })).toBeVisible()

  // no reload: the organiser's page hears «save marks» over the realtime channel
  await expect(row.getByRole('cell').nth(0)).toHaveText('21', { timeout: 15_000 })
  await judge.context().close()
})
