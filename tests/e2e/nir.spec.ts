import { test, expect, signInAs, seriousA11yViolations } from './fixtures'
import type { Page } from '@playwright/test'

/** The PrimeReact dropdown of the form field a label names. */
const dropdown = (page: Page, label: string) =>
  page
    .locator('.app-field', { has: page.locator('label', { hasText: new RegExp(`^${label}( \\*)?$`) }) })
    .locator('.p-dropdown')

async function pick(page: Page, label: string, option: string) {
  const select = dropdown(page, label)
  await expect(select).not.toHaveClass(/p-disabled/)
  await select.click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await expect(select).toContainText(option)
}

const TITLE = 'Методы проверки отказоустойчивости учебных кластеров'

test('an author saves a work with a co-author, reopens it; export control returns it with a remark; the author sees it', async ({
  page,
}) => {
  test.setTimeout(90_000) // ~30 s on a quiet machine; four helpers share two cores
  await signInAs(page, 'author', 'nir/1')
  await expect(page.getByRole('heading', { name: 'Новая работа: Статья' })).toBeVisible()
  // the sub-type changes the view: a journal article asks for the language of publication
  await expect(page.getByLabel('Язык публикации')).toHaveCount(0)
  await page.getByLabel('Название работы').fill(TITLE)
  await pick(page, 'Подтип', 'Статья в журнале')
  await expect(dropdown(page, 'Язык публикации')).toBeVisible()
  // what was typed before the change is kept
  await expect(page.getByLabel('Название работы')).toHaveValue(TITLE)
  await page.getByLabel('Год').fill('2025')
  await page.getByLabel('Название журнала').fill('Программная инженерия')
  await page.getByLabel('Том').fill('16')
  await pick(page, 'Язык публикации', 'Русский')

  await page.getByLabel('Найти преподавателя-соавтора (ФИО)').fill('Павлова')
  await page.getByRole('button', { name: 'Добавить соавтора Павлова Мария Александровна' }).click()
  const share = page.getByLabel('Доля (вклад) соавтора Павлова Мария Александровна, %')
  await share.fill('100')
  await share.blur()
  await expect(page.getByTestId('main-share')).toHaveText('Доля основного автора: 0%')
  await expect(page.getByRole('alert').filter({ hasText: 'Сумма долей соавторов' })).toBeVisible()
  await share.fill('30')
  await share.blur()
  await expect(page.getByTestId('main-share')).toHaveText('Доля основного автора: 70%')
  expect(await seriousA11yViolations(page, 'main')).toEqual([])

  await page.getByRole('button', { name: 'Сохранить' }).click()
  await expect(page).toHaveURL(/\/nir\/1\/\d+$/)
  await expect(page.getByText('На проверке', { exact: true })).toBeVisible()
  const workPath = new URL(page.url()).pathname.replace(/^.*\/nir\//, 'nir/')

  await page.reload()
  await expect(page.getByLabel('Название работы')).toHaveValue(TITLE)
  await expect(page.getByLabel('Доля (вклад) соавтора Павлова Мария Александровна, %')).toHaveValue('30')

  // export control returns it with a remark
  await signInAs(page, 'export', 'listpublication/exportControl')
  await page.getByRole('button', { name: `Вернуть автору работу «${TITLE}»` }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Отправить' }).click()
  await expect(dialog.getByText('Напишите замечание')).toBeVisible()
  await dialog.getByLabel('Замечание для автора').fill('Укажите DOI статьи')
  expect(await seriousA11yViolations(page, 'main', '.p-dialog')).toEqual([])
  await dialog.getByRole('button', { name: 'Отправить' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('link', { name: `Открыть работу «${TITLE}»` })).toHaveCount(0)

  // the author sees the status and the remark
  await signInAs(page, 'author', 'listpublication/author')
  const row = page.getByRole('row', { name: new RegExp(TITLE) })
  await expect(row).toContainText('На доработке')
  await expect(row).toContainText('Укажите DOI статьи')
  expect(await seriousA11yViolations(page, 'main')).toEqual([])
  await page.goto(workPath)
  await expect(page.getByText('Укажите DOI статьи')).toBeVisible()
})
