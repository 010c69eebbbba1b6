import { test, expect, signInAs, seriousA11yViolations } from './fixtures'
import type { Page } from '@playwright/test'

/** The PrimeReact dropdown of the form field a label names. */
async function pick(page: Page, label: string, option: string) {
  const select = page
    .locator('.app-field', { has: page.locator('label', { hasText: new RegExp(`^${label}( \\*)?$`) }) })
    .locator('.p-dropdown')
  await select.click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await expect(select).toContainText(option)
}
const myPoints = (page: Page) =>
  page
    .getByRole('table', { name: 'Рейтинг студентов' })
    .getByRole('row')
    .filter({ hasText: 'Соколова Анна Игоревна' })
    .getByRole('cell')
    .nth(3)

test('a student orders a certificate, the deans’ office completes it and the student sees «готова»', async ({
  page,
}) => {
  test.slow() // three users in turn on a shared, busy machine
  await signInAs(page, 'student', 'Certificates/Ordering')
  await expect(page.getByRole('heading', { name: 'Заказ справки', level: 1 })).toBeVisible({ timeout: 30_000 })
  await pick(page, 'Вид справки', 'Справка о стипендии')
  await page.getByLabel(/^Куда требуется справка/).fill('В отделение социальной защиты')
  await page.getByRole('button', { name: 'Заказать' }).click()
  const saved = page.getByRole('status').filter({ hasText: /Справка заказана: № \d+/ })
  await expect(saved).toBeVisible()
  const id = (await saved.textContent())!.split('№ ')[1].trim()
  expect(await seriousA11yViolations(page)).toEqual([])

  await signInAs(page, 'certs', 'Certificates/ProcessingList')
  await page.getByRole('button', { name: `Взять в работу: № ${id}` }).click()
  await expect(page.getByRole('status').filter({ hasText: `Справка взята в работу: № ${id}` })).toBeVisible()
  await page.getByRole('button', { name: /^в работе \(/ }).click()
  await page.getByRole('button', { name: `Готова: № ${id}` }).click()
  await expect(page.getByRole('status').filter({ hasText: `Справка готова: № ${id}` })).toBeVisible()
  await page.getByRole('button', { name: /^готова \(/ }).click()
  await page.getByRole('button', { name: `Печать: № ${id}` }).click()
  const doc = page.getByRole('article', { name: `Справка № ${id}` })
  await expect(doc).toContainText('Соколова Анна Игоревна')
  await expect(doc).toContainText('В отделение социальной защиты')
  expect(await seriousA11yViolations(page)).toEqual([])

  await signInAs(page, 'student', 'Certificates/Ordering')
  const row = page
    .getByRole('table', { name: 'Мои справки' })
    .getByRole('row')
    .filter({ hasText: 'В отделение социальной защиты' })
  await expect(row.getByRole('cell').nth(5)).toHaveText('готова')
})

test('a student adds an achievement with a file, the verifier confirms it and the rating changes', async ({ page }) => {
  test.slow() // three users in turn on a shared, busy machine
  await signInAs(page, 'student', 'Portfolio/PointsTable')
  await expect(myPoints(page)).toHaveText(/^\d+$/, { timeout: 30_000 })
  const before = Number(await myPoints(page).textContent())
  expect(await seriousA11yViolations(page)).toEqual([])

  await page.goto('portfolio')
  const typeBox = page.locator('.ach-add .p-dropdown')
  await typeBox.click()
  await page.getByRole('option', { name: 'Олимпиада по программированию', exact: true }).click()
  await expect(typeBox).toContainText('Олимпиада по программированию')
  await page.getByRole('button', { name: 'Добавить достижение' }).click()
  await expect(page.getByRole('heading', { name: 'Новое достижение', level: 1 })).toBeVisible()
  await page.getByLabel(/^Название/).fill('Олимпиада ICPC, полуфинал')
  await pick(page, 'Уровень', 'международный')
  await pick(page, 'Результат', 'победитель')
  await page.getByLabel(/^Дата/).fill('10.10.2026')
  await page.locator('input[type=file]').setInputFiles({
    name: 'диплом.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 диплом'),
  })
  await page.getByRole('button', { name: 'Отправить на проверку' }).click()
  await expect(page).toHaveURL(/\/Portfolio\/Work\/2\/\d+$/)
  await expect(page.getByRole('link', { name: 'диплом.pdf' })).toBeVisible()
  await expect(page.getByRole('main').getByText('на проверке', { exact: true })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
  const workID = page.url().split('/').pop()

  await signInAs(page, 'portfolio', 'Portfolio/Verifier/ListWorks')
  await expect(page.getByRole('table', { name: 'Достижения на проверке' })).toBeVisible({ timeout: 30_000 })
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('button', { name: `Подтвердить: № ${workID}` }).click()
  await expect(page.getByRole('status').filter({ hasText: `Достижение подтверждено: № ${workID}` })).toBeVisible()

  await signInAs(page, 'student', 'Portfolio/PointsTable')
  await expect(myPoints(page)).toHaveText(String(before + 36), { timeout: 30_000 })
  await page.goto('portfolio')
  await expect(page.getByRole('table', { name: 'Мои достижения' })).toContainText('Олимпиада ICPC, полуфинал')
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('a student files an application, the dean’s office approves it and the student sees the next stage', async ({
  page,
}) => {
  test.slow() // two users in turn on a shared, busy machine
  await signInAs(page, 'student', 'StudentApplication/Ordering')
  await expect(page.getByRole('heading', { name: 'Подача заявления', level: 1 })).toBeVisible({ timeout: 30_000 })
  await pick(page, 'Вид заявления', 'Заявление на материальную помощь')
  await expect(page.getByText('Порядок рассмотрения: Деканат → Декан → Бухгалтерия')).toBeVisible()
  await page.getByLabel(/^Текст заявления/).fill('Прошу оказать материальную помощь в связи с переездом')
  await page.getByRole('button', { name: 'Подать заявление' }).click()
  const saved = page.getByRole('status').filter({ hasText: /Заявление подано: № \d+/ })
  await expect(saved).toBeVisible()
  const id = (await saved.textContent())!.split('№ ')[1].trim()
  expect(await seriousA11yViolations(page)).toEqual([])

  await signInAs(page, 'applications', 'StudentApplication/List')
  await page.getByRole('link', { name: id, exact: true }).click()
  await expect(page.getByRole('heading', { name: `Заявление № ${id}: Заявление на материальную помощь` })).toBeVisible()
  await expect(page.getByText('Прошу оказать материальную помощь в связи с переездом')).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Одобрить' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Заявление одобрено' })).toBeVisible()

  await signInAs(page, 'student', 'StudentApplication/Ordering')
  await page.getByRole('link', { name: `Открыть: № ${id}` }).click()
  const stages = page.getByRole('list', { name: `Ход рассмотрения: № ${id}` }).getByRole('listitem')
  await expect(stages.nth(0)).toContainText('Деканатпройден')
  await expect(stages.nth(1)).toContainText('Деканна рассмотрении')
  await expect(stages.nth(2)).toContainText('Бухгалтерияожидает')
  await expect(page.getByRole('table', { name: 'История' })).toContainText('Одобрено (Деканат)')
  expect(await seriousA11yViolations(page)).toEqual([])
})

const shots = '/tmp/achieve2-shots'
for (const theme of ['light', 'dark'] as const) {
  test(`the bypass sheet and a returned application, desktop and phone, ${theme} theme (axe)`, async ({ page }) => {
    test.slow() // two users, two sizes on a shared, busy machine
    await signInAs(page, 'dean', 'bypassSheet/list')
    await page.evaluate((dark) => {
      if (dark) localStorage.setItem('baseTheme', 'stud')
      else localStorage.removeItem('baseTheme')
    }, theme === 'dark')
    await page.reload()
    await page
      .getByRole('button', { name: /^Выбрать: Обходной лист № \d+/ })
      .first()
      .click()
    await expect(page.getByRole('table', { name: /^Обходной лист № \d+: Подразделения$/ })).toBeVisible()
    await page.screenshot({ path: `${shots}/bypass-desktop-${theme}.png`, fullPage: true })
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: `${shots}/bypass-phone-${theme}.png`, fullPage: true })
    expect(await seriousA11yViolations(page)).toEqual([])

    await signInAs(page, 'student', 'StudentApplication/Application/2')
    await expect(page.getByRole('heading', { name: 'Исправить и подать снова' })).toBeVisible({ timeout: 30_000 })
    await page.screenshot({ path: `${shots}/application-phone-${theme}.png`, fullPage: true })
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.screenshot({ path: `${shots}/application-desktop-${theme}.png`, fullPage: true })
  })
}
