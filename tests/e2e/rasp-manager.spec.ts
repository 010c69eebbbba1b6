import type { Locator, Page } from '@playwright/test'
import { test, expect, signInAs, seriousA11yViolations } from './fixtures'

const DAYS = ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота']
const capital = (s: string) => s[0].toUpperCase() + s.slice(1)
/** The clickable box of a PrimeReact dropdown whose (hidden) combobox has this label. */
const dropdown = (page: Page, scope: Page | Locator, label: string) =>
  scope.locator('.p-dropdown', { has: page.getByRole('combobox', { name: new RegExp(`^${label}`) }) })

test('the timetable office moves a lesson; a clash is refused; the group’s timetable shows the move', async ({
  page,
}) => {
  await signInAs(page, 'dean', 'RaspManager')
  await dropdown(page, page, 'Группа').click()
  await page.getByRole('option', { name: 'ВИТ31', exact: true }).click()
  const grid = page.getByRole('table', { name: 'Неделя группы ВИТ31' })
  await expect(grid).toBeVisible()
  // PrimeReact leaves aria-activedescendant="dropdownItem_-1" on a focused dropdown's box: check unfocused
  await page.getByRole('heading', { level: 1 }).click()
  expect(await seriousA11yViolations(page, 'main')).toEqual([])

  // two lessons of the whole group in every week (no subgroup, no parity), in different cells
  const whole = grid
    .locator('.rm-lesson')
    .filter({ hasNotText: 'подгруппа' })
    .filter({ hasNotText: /по (не)?чётным/ })
  const label = async (i: number) =>
    (await whole
      .nth(i)
      .getByRole('button', { name: /^Изменить или перенести: / })
      .getAttribute('aria-label'))!
  const [, , dayA, pairA] = /^Изменить или перенести: (.+), (\S+), (\d)-я пара$/.exec(await label(0))!
  const [, subjectB] = /^Изменить или перенести: (.+), (\S+), (\d)-я пара$/.exec(await label(1))!
  await whole
    .nth(1)
    .getByRole('button', { name: /^Изменить или перенести: / })
    .click()

  const dialog = page.getByRole('dialog', { name: 'Изменить или перенести занятие' })
  const choose = async (field: string, option: string | RegExp) => {
    await dropdown(page, dialog, field).click()
    await page.getByRole('option', { name: option }).click()
  }
  await choose('День недели', capital(dayA))
  await choose('Пара', new RegExp(`^${pairA}-я пара`))
  await dialog.getByRole('button', { name: 'Сохранить' }).click()
  await expect(dialog.getByRole('alert')).toContainText(
    `Конфликт: у группы ВИТ31 уже есть занятие в ${['пн', 'вт', 'ср', 'чт', 'пт', 'сб'][DAYS.indexOf(dayA)]}, ${pairA}-я пара`,
  )
  // what was chosen stays; Saturday's 7th pair is free
  await expect(dropdown(page, dialog, 'День недели')).toContainText(capital(dayA))
  await choose('День недели', 'Суббота')
  await choose('Пара', /^7-я пара/)
  await dialog.getByRole('button', { name: 'Сохранить' }).click()
  await expect(page.getByText('Занятие сохранено')).toBeVisible()
  await expect(
    grid.getByRole('button', { name: `Изменить или перенести: ${subjectB}, суббота, 7-я пара` }),
  ).toBeVisible()

  // the group's timetable reads the same store: the lesson is on Saturday's 7th pair of a semester week
  await page.getByRole('link', { name: 'Открыть расписание группы' }).click()
  await expect(page).toHaveURL(/\/Rasp\/Group\/131$/)
  await page.goto('Rasp/Group/131?date=2026-12-14')
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^7/ }) })
  await expect(row).toContainText(subjectB)
})
