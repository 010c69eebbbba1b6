import { test, expect, signInAs } from './fixtures'

const BIB = `@article{k, title={Прогнозирование отказов узлов станков}, author={Кузнецов, Д. С. and Павлова, Мария Александровна and Smith, John}, journal={Вестник машиностроения}, year={2025}, volume={104}, number={5}, pages={33--48}, doi={10.1/x}}`
for (const [w, h] of [
  [390, 844],
  [1280, 800],
] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`shots ${w} ${theme}`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width: w, height: h })
      await page.addInitScript((dark) => {
        if (dark) localStorage.setItem('baseTheme', 'stud')
      }, theme === 'dark')
      await signInAs(page, 'author', 'listpublication/trudy')
      await expect(page.locator('tr[data-work-id]').first()).toBeVisible({ timeout: 60_000 })
      await page.screenshot({ path: `test-results/nir-gost-${w}-${theme}.png` })
      await page.goto('nir/1')
      await page.getByRole('button', { name: 'Импорт из BibTeX или RIS' }).click({ timeout: 60_000 })
      await page.getByLabel('Запись BibTeX или RIS').fill(BIB)
      await page.getByRole('button', { name: 'Показать, что будет заполнено' }).click()
      await page.getByRole('button', { name: 'Заполнить форму' }).click()
      await expect(page.getByText('Авторов найдено среди сотрудников')).toBeVisible({ timeout: 30_000 })
      await page.getByText('Студентов', { exact: true }).click()
      await page.getByLabel('Найти студента-соавтора (ФИО)').fill('Соколова')
      await expect(page.getByRole('button', { name: /Добавить соавтора Соколова/ })).toBeVisible({ timeout: 30_000 })
      await page.locator('.nir-authors').scrollIntoViewIfNeeded()
      await page.screenshot({ path: `test-results/nir-editor-${w}-${theme}.png`, fullPage: true })
    })
  }
}
