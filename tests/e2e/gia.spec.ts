import { readFileSync } from 'node:fs'
import { inflateRawSync } from 'node:zlib'
import { test, expect, signInAs, seriousA11yViolations } from './fixtures'
import type { Page } from '@playwright/test'

/** A small zip reader: the text of one entry of a .docx (central directory → local header → inflate). */
function zipEntryText(bytes: Buffer, name: string): string {
  let eocd = bytes.length - 22
  while (eocd >= 0 && bytes.readUInt32LE(eocd) !== 0x06054b50) eocd--
  const count = bytes.readUInt16LE(eocd + 10)
  let at = bytes.readUInt32LE(eocd + 16)
  for (let i = 0; i < count; i++) {
    const method = bytes.readUInt16LE(at + 10)
    const size = bytes.readUInt32LE(at + 20)
    const nameLen = bytes.readUInt16LE(at + 28)
    const skip = nameLen + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32)
    const local = bytes.readUInt32LE(at + 42)
    if (bytes.toString('utf8', at + 46, at + 46 + nameLen) === name) {
      const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28)
      const data = bytes.subarray(start, start + size)
      return (method === 8 ? inflateRawSync(data) : data).toString('utf8')
    }
    at += 46 + skip
  }
  throw new Error(`${name} not in the archive`)
}

/** The PrimeReact dropdown of the form field a label names. */
const dropdown = (page: Page, label: string) =>
  page
    .locator('.app-field', { has: page.locator('label', { hasText: new RegExp(`^${label}( \\*)?$`) }) })
    .locator('.p-dropdown')

async function pick(page: Page, label: string, option: string) {
  const select = dropdown(page, label)
  const item = page.getByRole('option', { name: option, exact: true })
  await expect(select).not.toHaveClass(/p-disabled/)
  // a cascade's options arrive after the previous pick: a panel opened while they load is opened again
  await expect(async () => {
    if (!(await item.isVisible())) await select.click()
    await expect(item).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
  await item.click()
  await expect(select).toContainText(option)
}

test('secretary creates a report through every cascade, saves, reloads, edits and cancels', async ({ page }) => {
  // a long journey through ~60 fields: three times the default test time on a busy machine
  test.slow()
  await signInAs(page, 'secretary', 'GAK/Protocol')
  // the first load of the screen's chunk on a busy machine can take longer than the default wait
  await expect(page.getByRole('heading', { name: 'Новый отчёт председателя ГЭК' })).toBeVisible({ timeout: 30_000 })
  await pick(page, 'УГСН', '38.00.00 Экономика и управление')
  await pick(page, 'Направление подготовки', '38.05.01 Экономическая безопасность')
  await pick(page, 'ОПОП', 'Экономико-правовое обеспечение экономической безопасности')
  await pick(page, 'Председатель ГЭК', 'Титова Светлана Игоревна')
  await page.getByRole('radio', { name: 'Специалитет' }).check()
  await page.getByRole('checkbox', { name: 'Защита с государственным экзаменом' }).check()
  await page.getByLabel('Номер утверждения научно-методическим советом').fill('12')
  // the project's date field: mask дд.мм.гггг, not the browser's mm/dd/yyyy
  await page.getByLabel('Дата утверждения научно-методическим советом', { exact: true }).fill('14.03.2026')
  await page.getByLabel('Средний процент оригинальности').fill('81')
  await page.getByLabel('Форма демонстрации').fill('Презентация')
  await page.getByLabel('По темам, предложенным студентами: Очная').fill('5')
  await page.getByRole('button', { name: 'Сохранить' }).click()
  // the seed holds reports 1 and 2 (the second secretary's): the new one is 3
  await expect(page).toHaveURL(/\/GAK\/Protocol\/3$/)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Отчёт председателя ГЭК № 3' })).toBeVisible({ timeout: 30_000 })
  await expect(dropdown(page, 'Направление подготовки')).toContainText('38.05.01 Экономическая безопасность')
  await expect(dropdown(page, 'ОПОП')).toContainText('Экономико-правовое обеспечение экономической безопасности')
  await expect(page.getByTestId('chairman-name')).toHaveText('Титова Светлана Игоревна')
  await expect(page.getByRole('radio', { name: 'Специалитет' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Защита с государственным экзаменом' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Защита с государственным экзаменом' })).toBeDisabled()
  await expect(page.getByLabel('Дата утверждения научно-методическим советом', { exact: true })).toHaveValue(
    '14.03.2026',
  )
  await expect(page.getByLabel('По темам, предложенным студентами: Очная')).toHaveValue('5')
  await page.getByRole('button', { name: 'Редактировать' }).click()
  await page.getByLabel('Форма демонстрации').fill('Видео')
  await page.getByRole('button', { name: 'Отмена' }).click()
  await expect(page.getByLabel('Форма демонстрации')).toHaveValue('Видео')
  await expect(page.getByRole('button', { name: 'Редактировать' })).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Сформировать и скачать' }).click()
  const file = await (await download).path()
  const xml = zipEntryText(readFileSync(file), 'word/document.xml')
  expect(xml).toContain('38.05.01 Экономическая безопасность')
  expect(xml).toContain('14.03.2026 № 12')
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('the chairman confirms a report', async ({ page }) => {
  test.slow()
  await signInAs(page, 'chairman', 'GiaReport/Documents/')
  await page.getByRole('link', { name: 'Открыть № 1' }).click()
  await expect(page.getByRole('heading', { name: 'Отчёт председателя ГЭК № 1' })).toBeVisible()
  await page.getByRole('button', { name: 'Подтвердить' }).click()
  await expect(page.getByText('Подтверждён', { exact: true })).toBeVisible()
  // confirmed once: the chairman no longer sees «Подтвердить»
  await expect(page.getByRole('button', { name: 'Подтвердить' })).toHaveCount(0)
  await expect(page.getByText('Отчёт уже подтверждён.')).toBeVisible()

  // the secretary finds the confirmed report read-only, and is told why
  await page.context().clearCookies()
  await signInAs(page, 'secretary', 'GAK/Protocol/1')
  await expect(page.getByRole('heading', { name: /^Отчёт председателя ГЭК № 1/ })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Подтверждён', { exact: true })).toBeVisible()
  await expect(page.getByText('Отчёт подтверждён председателем ГЭК, поэтому изменить его нельзя.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Редактировать' })).toHaveCount(0)
})

test('the second secretary edits their own report, not the first secretary’s', async ({ page }) => {
  test.slow()
  await signInAs(page, 'secretary2', 'GiaReport/Documents/')
  await expect(page.getByRole('link', { name: 'Открыть № 2' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Открыть № 1' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Открыть № 2' }).click()
  await page.getByRole('button', { name: 'Редактировать' }).click()
  await page.getByLabel('Форма демонстрации').fill('Стенд')
  await page.getByRole('button', { name: 'Сохранить' }).click()
  // «Редактировать» shows (disabled) while saving; it is enabled once the save is answered.
  await expect(page.getByRole('button', { name: 'Редактировать' })).toBeEnabled()
  await page.reload()
  await expect(page.getByLabel('Форма демонстрации')).toHaveValue('Стенд', { timeout: 30_000 })
})

for (const [w, h] of [
  [390, 844],
  [1280, 800],
] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`screenshot ${w}x${h} ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: h })
      await page.addInitScript((dark) => {
        if (dark) localStorage.setItem('baseTheme', 'stud')
      }, theme === 'dark')
      await page.context().clearCookies()
      await signInAs(page, 'secretary', 'GAK/Protocol/1')
      await expect(page.getByRole('heading', { name: 'Отчёт председателя ГЭК № 1' })).toBeVisible({ timeout: 30_000 })
      await expect(page.getByTestId('chairman-name')).toBeVisible()
      await page.screenshot({ path: `test-results/gia-${w}x${h}-${theme}.png`, fullPage: false })
    })
  }
}
