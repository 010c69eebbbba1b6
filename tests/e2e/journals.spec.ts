import type { Page } from '@playwright/test'
import { test, expect, signInAs, seriousA11yViolations } from './fixtures'

/**
 * Class journals (issue 15): the demo teacher (Павлова М. А.) teaches «Математический анализ» to the
 * extramural group ВИТЗ24 in the day seed's timetable; Николаева (nikolaeva2003) studies there.
 */
const STUDENT = /^Николаева /
/** A page load of the built demo with its mock backend in the browser. */
const LOAD = { timeout: 40_000 }
/** The practice journal's link in the journals list. */
const practice = (page: Page) =>
  page.getByRole('row').filter({ hasText: 'Практические занятия' }).getByRole('link', { name: 'Математический анализ' })

test.describe('class journals', () => {
  test('the teacher marks a student absent and gives a mark; the student sees both in their own row', async ({
    page,
  }) => {
    // two users, a page load each (about 20 s on the shared 2-core CI box), three axe checks
    test.setTimeout(180_000)
    await signInAs(page, 'teacher', 'Journals/List')
    await expect(page.getByRole('heading', { name: 'Журналы', level: 1 })).toBeVisible(LOAD)
    await page.getByRole('searchbox', { name: 'Поиск' }).fill('ВИТЗ24')
    await practice(page).click(LOAD)
    await expect(page.getByRole('heading', { name: 'Математический анализ, группа ВИТЗ24', level: 1 })).toBeVisible()
    const grid = page.getByRole('table', { name: 'Журнал: Математический анализ' })
    const row = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: STUDENT }) })
    const cells = row.locator('button:not([aria-disabled])')
    const count = await cells.count()
    expect(count).toBeGreaterThan(1)
    const last = cells.nth(count - 1)
    const name = (await last.getAttribute('aria-label'))!
    const lastDate = /, (\d\d\.\d\d\.\d{4}):/.exec(name)![1]
    await last.click()
    await page
      .getByRole('group', { name: /^Отметка: Николаева/ })
      .getByRole('button', { name: 'н — пропуск' })
      .click()
    await expect(last).toHaveAccessibleName(new RegExp(`${lastDate}: н$`))
    await expect(last).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    const before = cells.nth(count - 2)
    await expect(before).toBeFocused()
    const beforeDate = /, (\d\d\.\d\d\.\d{4}):/.exec((await before.getAttribute('aria-label'))!)![1]
    await page.keyboard.press('4')
    await expect(before).toHaveAccessibleName(new RegExp(`${beforeDate}: 4$`))
    await expect(page.getByRole('status').filter({ hasText: 'Сохранено' })).toBeVisible()
    expect(await seriousA11yViolations(page, 'main')).toEqual([])

    await signInAs(page, 'nikolaeva2003', 'Journals/List')
    await expect(page.getByRole('heading', { name: 'Журналы', level: 1 })).toBeVisible(LOAD)
    await page.getByRole('searchbox', { name: 'Поиск' }).fill('Математический')
    await practice(page).click(LOAD)
    const own = page.getByRole('table', { name: 'Журнал: Математический анализ' })
    await expect(own.getByRole('row')).toHaveCount(2)
    await expect(own.getByRole('rowheader', { name: STUDENT })).toBeVisible()
    await expect(own.getByRole('button')).toHaveCount(0)
    const headers = await own.locator('thead abbr').evaluateAll((els) => els.map((e) => e.getAttribute('title')))
    const values = await own.locator('tbody td.journal-cell').allTextContents()
    expect(values[headers.indexOf(lastDate)]).toBe('н')
    expect(values[headers.indexOf(beforeDate)]).toBe('4')
    await expect(page.getByText('Только просмотр: вы видите свои отметки.')).toBeVisible()
    expect(await seriousA11yViolations(page, 'main')).toEqual([])

    await own.getByRole('link', { name: STUDENT }).click()
    await expect(page.getByRole('heading', { name: /^Пропуски занятий: Николаева/ })).toBeVisible()
    const passes = page.getByRole('table', { name: 'Пропуски по дисциплинам' })
    await expect(passes.getByRole('row', { name: /Математический анализ \(практические занятия\)/ })).toBeVisible()
    expect(await seriousA11yViolations(page, 'main')).toEqual([])
  })
})
