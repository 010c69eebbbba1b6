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
})
