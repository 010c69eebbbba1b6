import { test, expect, signInAs, seriousA11yViolations } from './fixtures'

const TITLE = 'Стартовал конкурс «УМНИК» для молодых исследователей'
const TEXT = 'Заявки принимаются до 1 декабря.\n<b>Разметка показывается как текст</b>'

test('the science admin adds a news item; it heads the feed as plain text; they delete it after the confirmation', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await signInAs(page, 'admin', 'NewsScience/NewsScience')
  await expect(page.getByRole('heading', { level: 1, name: 'Новости науки' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Лента новостей науки' }).getByRole('article')).toHaveCount(10)
  expect(await seriousA11yViolations(page)).toEqual([])

  await page.getByRole('link', { name: 'Добавить новость' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Добавление новости науки' })).toBeVisible()
  await page.getByLabel('Заголовок').fill(TITLE)
  await page.getByLabel('Текст новости').fill(TEXT)
  await page.getByLabel('Ссылка (необязательно)').fill('https://umnik.fasie.ru')
  await page.getByRole('button', { name: 'Сохранить' }).click()
  await expect(page.getByText('Новость сохранена')).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])

  await page.getByRole('link', { name: 'К новостям науки' }).click()
  const first = page.getByRole('list', { name: 'Лента новостей науки' }).getByRole('article').first()
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(TITLE)
  await expect(first.getByText('<b>Разметка показывается как текст</b>')).toBeVisible()
  await expect(first.locator('b')).toHaveCount(0)

  await first.getByRole('link', { name: `Изменить новость «${TITLE}»` }).click()
  await expect(page.getByLabel('Заголовок')).toHaveValue(TITLE)
  await page.getByRole('button', { name: 'Удалить новость' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Да', exact: true }).click()
  await expect(page.getByText('Новость удалена')).toBeVisible()
  await page.getByRole('link', { name: 'К новостям науки' }).click()
  await expect(
    page.getByRole('list', { name: 'Лента новостей науки' }).getByRole('article').first().getByRole('heading'),
  ).not.toHaveText(TITLE)
})
