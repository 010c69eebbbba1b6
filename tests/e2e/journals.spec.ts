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

  test('the dean office records a valid pass; the passes, the journal and the attendance statistics reflect it', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const go = (path: string) =>
      page.evaluate((to) => {
        history.pushState(null, '', `/WebApp${to}`)
        dispatchEvent(new PopStateEvent('popstate'))
      }, path)
    const groupValid = async () => {
      const box = page.locator('.p-dropdown', { has: page.getByRole('combobox', { name: 'Группа' }) })
      await box.click()
      await page.getByRole('option', { name: 'ВИТЗ24', exact: true }).click()
      const row = page.getByRole('region', { name: 'По группам' }).getByRole('row', { name: /^ВИТЗ24/ })
      return Number(await row.getByRole('cell').nth(2).textContent())
    }
    await signInAs(page, 'dean', 'Journals/Stat/Attendance')
    await expect(page.getByRole('heading', { name: 'Статистика посещаемости', level: 1 })).toBeVisible(LOAD)
    await expect(page.getByRole('region', { name: 'По группам' })).toBeVisible(LOAD)
    expect(await seriousA11yViolations(page, 'main')).toEqual([])
    const statBefore = await groupValid()

    await go('/Journals/ValidPass/ListStudents')
    await expect(page.getByRole('heading', { name: 'Уважительные пропуски', level: 1 })).toBeVisible(LOAD)
    await page.getByRole('searchbox', { name: 'Поиск' }).fill('Николаева')
    await page.getByRole('row').filter({ hasText: 'ВИТЗ24' }).getByRole('link', { name: STUDENT }).click()
    await expect(
      page.getByRole('heading', { name: /^Уважительная причина: Николаева .*, группа ВИТЗ24$/ }),
    ).toBeVisible(LOAD)
    const validTotal = async () =>
      Number(await page.locator('dt', { hasText: 'По уважительной причине' }).locator('+ dd').textContent())
    const before = await validTotal()
    // from the day after the last recorded pass (or the semester's start) to today
    const periods = await page.locator('tbody th[scope=row]').allTextContents()
    const ends = periods.map((p) => p.split(' – ')[1].split('.').reverse().join('-')).sort()
    const next = (iso: string) => new Date(Date.parse(`${iso}T12:00:00Z`) + 864e5).toISOString().slice(0, 10)
    const fromISO = ends.length ? next(ends.at(-1)!) : '2026-09-01'
    const today = new Date(Date.now() + 3 * 36e5).toISOString().slice(0, 10)
    const ru = (iso: string) => iso.split('-').reverse().join('.')
    await page.locator('.p-dropdown', { has: page.getByRole('combobox', { name: /^Причина/ }) }).click()
    await page.getByRole('option', { name: 'Болезнь (медицинская справка)' }).click()
    await page.getByRole('textbox', { name: /^Номер документа/ }).fill('МС-2026/48')
    await page.getByRole('textbox', { name: /^С/ }).pressSequentially(ru(fromISO))
    await page.getByRole('textbox', { name: /^По/ }).pressSequentially(ru(today))
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await expect(page.getByText('Уважительная причина сохранена')).toBeVisible()
    const after = await validTotal()
    expect(after).toBeGreaterThan(before)
    expect(await seriousA11yViolations(page, 'main')).toEqual([])

    await page.getByRole('link', { name: 'Пропуски студента по дисциплинам' }).click()
    const passes = page.getByRole('table', { name: 'Пропуски по дисциплинам' })
    await expect(passes).toBeVisible(LOAD)
    await expect(passes.locator('tfoot td').nth(1)).toHaveText(String(after))
    await passes
      .locator('tbody tr', { has: page.locator('td:nth-child(3):not(:text-is("0"))') })
      .first()
      .getByRole('link')
      .click()
    await expect(page.getByRole('button', { name: /^Николаева .*: н \(уважительная причина\)$/ }).first()).toBeVisible(
      LOAD,
    )

    await go('/Journals/Stat/Attendance')
    await expect(page.getByRole('region', { name: 'По группам' })).toBeVisible(LOAD)
    expect(await groupValid()).toBe(statBefore + after - before)
  })
})
