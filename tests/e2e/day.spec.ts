import { readFileSync } from 'node:fs'
import { test, expect, signInAs, seriousA11yViolations } from './fixtures'

/** RFC 5545 unfolding: a CRLF followed by one space continues the line. */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n')

test.describe('the student and teacher day', () => {
  test('signed out: a group timetable, exported as .ics', async ({ page }) => {
    await page.goto('Rasp/list')
    const groups = page.getByRole('list', { name: 'Группы' })
    await expect(groups.getByRole('link').first()).toBeVisible()
    expect(await seriousA11yViolations(page, 'main')).toEqual([])
    await page.getByRole('button', { name: 'Преподаватели' }).click()
    await expect(page.getByRole('list', { name: 'Преподаватели' }).getByRole('link').first()).toBeVisible()
    await page.getByRole('button', { name: 'Группы' }).click()
    await page.getByRole('searchbox', { name: 'Поиск по названию' }).fill('ВИТ31')
    await page.getByRole('link', { name: 'Открыть расписание: ВИТ31' }).click()
    await expect(page).toHaveURL(/\/Rasp\/Group\/131$/)
    await expect(page.getByRole('heading', { name: 'Группа ВИТ31', level: 1 })).toBeVisible()
    await expect(page.getByText(/-я неделя, (нечётная|чётная)/)).toBeVisible()
    // the semester's last week before the holidays always has lessons, whatever today is
    await page.goto('Rasp/Group/131?date=2026-12-14')
    const table = page.getByRole('table')
    await expect(table.getByText('лекция').first()).toBeVisible()
    expect(await seriousA11yViolations(page, 'main')).toEqual([])

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Добавить в календарь' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('raspisanie-ВИТ31-2026-12-14.ics')
    const text = readFileSync((await file.path())!, 'utf8')
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    const lines = unfold(text)
    expect(lines).toContain('X-WR-CALNAME:Расписание: ВИТ31')
    const starts = lines.filter((l) => l.startsWith('DTSTART;TZID=Europe/Moscow:202612'))
    const cells = await table.locator('.day-lesson').count()
    expect(starts.length).toBe(cells)
    expect(
      lines.filter((l) => l.startsWith('SUMMARY:')).every((l) => /\((лекция|практика|лабораторная)\)$/.test(l)),
    ).toBe(true)
  })

  test('a student opens their own timetable; the phone shows one day at a time', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signInAs(page, 'student', 'Rasp/My')
    await expect(page.getByRole('heading', { name: 'Группа ВИТ31', level: 1 })).toBeVisible()
    const days = page.getByRole('group', { name: 'День недели' })
    await expect(days).toBeVisible()
    await expect(page.getByRole('table')).toBeHidden()
    await days.getByRole('button', { name: /^Понедельник/ }).click()
    await expect(page.getByRole('heading', { name: /^Понедельник, / })).toBeVisible()
    expect(await seriousA11yViolations(page, 'main')).toEqual([])
  })

  test('a student opens their grade book: marks by semester, average, debts highlighted', async ({ page }) => {
    await signInAs(page, 'student', 'EducationalActivity/ZachBook')
    await expect(page.getByRole('heading', { name: 'Зачётная книжка: Соколова Анна Игоревна' })).toBeVisible()
    const debts = page.getByRole('table', { name: /^Задолженностей: \d+$/ })
    await expect(debts.locator('tr.zach-debt').first()).toContainText('Задолженность')
    await expect(page.getByRole('table', { name: /-й семестр, \d{4}-\d{4} учебный год$/ })).toHaveCount(4)
    await page.getByRole('group', { name: 'Семестр' }).getByRole('button', { name: '3-й семестр' }).click()
    await expect(page.getByRole('table', { name: /-й семестр, \d{4}-\d{4} учебный год$/ })).toHaveCount(1)
    expect(await seriousA11yViolations(page, 'main')).toEqual([])
    // another student's book is refused
    await page.goto('EducationalActivity/ZachBook/2001')
    await expect(
      page.getByRole('alert').filter({ hasText: 'Можно открыть только свою зачётную книжку.' }),
    ).toBeVisible()
  })

  test('a student edits the contacts on her personal page; they persist', async ({ page }) => {
    await signInAs(page, 'student', 'PersonalKab/1')
    await expect(page.getByRole('heading', { name: 'Соколова Анна Игоревна', level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Учёба' })).toBeVisible()
    expect(await seriousA11yViolations(page, 'main')).toEqual([])
    await page.getByRole('button', { name: 'Изменить контакты' }).click()
    await page.getByRole('textbox', { name: 'Телефон' }).fill('+7 900 111-22-33')
    await page.getByRole('textbox', { name: 'О себе' }).fill('Староста группы ВИТ31')
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await expect(page.getByText('Контакты сохранены')).toBeVisible()
    await page.reload()
    await expect(page.getByText('Староста группы ВИТ31')).toBeVisible()
    for (const [width, scheme] of [
      [1280, 'light'],
      [390, 'dark'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await page.emulateMedia({ colorScheme: scheme })
      await page.screenshot({ path: `test-results/day2-profile-${width}-${scheme}.png`, fullPage: true })
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.emulateMedia({ colorScheme: 'light' })
    await page
      .getByRole('navigation', { name: 'Действия' })
      .getByRole('link', { name: /Расписание/ })
      .click()
    await expect(page).toHaveURL(/\/Rasp\/Group\/131$/)
  })

  test('signed out: the month calendar of a group, moved through by keyboard', async ({ page }) => {
    await page.goto('RaspCalendar/Group/131?date=2026-11-18')
    await expect(page.getByRole('heading', { name: 'Календарь занятий: Группа ВИТ31' })).toBeVisible()
    const wednesday = page.getByRole('button', { name: /^Среда, 18 ноября 2026: \d+ пар/ })
    await expect(wednesday).toHaveAttribute('aria-pressed', 'true')
    await wednesday.focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('button', { name: /^Четверг, 19 ноября 2026/ })).toBeFocused()
    await expect(page.getByRole('heading', { name: 'Четверг, 19 ноября 2026' })).toBeVisible()
    expect(await seriousA11yViolations(page, 'main')).toEqual([])
    for (const [width, scheme] of [
      [1280, 'light'],
      [390, 'dark'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await page.emulateMedia({ colorScheme: scheme })
      await page.screenshot({ path: `test-results/day2-calendar-${width}-${scheme}.png`, fullPage: true })
    }
  })

  test('a student finds the free rooms of a pair', async ({ page }) => {
    await signInAs(page, 'student', 'Rasp/EmptyAud')
    // the first load of the signed-in app on a busy machine
    await expect(page.getByRole('heading', { name: 'Свободные аудитории', level: 1 })).toBeVisible({ timeout: 20_000 })
    const date = page.getByRole('textbox', { name: /^Дата/ })
    await date.fill('')
    await date.pressSequentially('18.11.2026')
    await page.getByRole('button', { name: 'Найти' }).click()
    await expect(page.getByRole('heading', { name: /^Свободно аудиторий: \d+ — 18\.11\.2026/ })).toBeVisible()
    await expect(page.getByRole('table').getByRole('link').first()).toBeVisible()
    expect(await seriousA11yViolations(page, 'main')).toEqual([])
    await page.screenshot({ path: 'test-results/day2-emptyaud-1280-light.png', fullPage: true })
  })
})
