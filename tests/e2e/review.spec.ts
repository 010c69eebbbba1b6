import { test, expect, signInAs, seriousA11yViolations } from './fixtures'
import { expectLesson, rate, reviewDialog, switchUser } from './review.helpers'

test('a student reviews two of three lessons (5 with a comment, 3 without); the badge goes 3 → 1; the teacher sees both', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000)
  await signInAs(page, 'student', '', { quietPrompts: false }) // this journey tests the panel opening by itself
  const dialog = reviewDialog(page)
  await expect(dialog).toBeVisible()
  await expect(page.getByRole('button', { name: 'Отзывы о занятиях: ожидают 3' })).toBeVisible()
  await expectLesson(page, 'Базы данных')
  await expectLesson(page, 'Лекция')
  await expectLesson(page, 'Павлова Мария Александровна')
  await expect(dialog.getByText('1 из 3')).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])

  // rating 1 without a comment is invalid
  const submit = dialog.getByRole('button', { name: 'Оставить отзыв' })
  await rate(page, 'Оценка преподавателя', 1)
  await expect(dialog.getByText('Для оценки 1 или 5 напишите комментарий')).toBeVisible()
  await expect(dialog.getByLabel('Что вас разочаровало?')).toHaveAttribute('aria-invalid', 'true')
  await expect(submit).toBeDisabled()

  // 5 with a comment, and the room
  await rate(page, 'Оценка преподавателя', 5)
  await dialog.getByLabel('Что вам понравилось?').fill('Очень понятная лекция, много примеров')
  await dialog.getByRole('button', { name: 'Хотите оценить аудиторию?' }).click()
  await rate(page, 'Оценка аудитории', 4)
  await expect(submit).toBeEnabled()
  await submit.click()
  await expect(page.getByRole('button', { name: 'Отзывы о занятиях: ожидают 2' })).toBeVisible()

  // the next one opens, cleared; 3 without a comment
  await expectLesson(page, 'Лабораторная работа')
  await expect(dialog.getByText('1 из 2')).toBeVisible()
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0)
  await rate(page, 'Оценка преподавателя', 3)
  await expect(dialog.getByLabel('Что вас разочаровало?')).toHaveValue('')
  await submit.click()
  await expect(page.getByRole('button', { name: 'Отзывы о занятиях: ожидают 1' })).toBeVisible()
  await expectLesson(page, 'Теория вероятностей')
  await expect(dialog.getByRole('navigation', { name: 'Занятия, ожидающие отзыва' })).toHaveCount(0)

  // the calendar: Russian, Monday first, 290 px
  await dialog.getByRole('button', { name: 'Открыть календарь: Дата занятия' }).click()
  const panel = page.locator('.date-field-panel')
  await expect(panel.getByRole('columnheader').first()).toHaveText('Пн')
  expect(Math.round((await panel.boundingBox())!.width)).toBe(290)
  await expect(panel).toBeInViewport() // positioned at the button, not left at PrimeReact's off-screen start
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()

  // Esc closes the dialog; the badge stays; the button reopens it
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Отзывы о занятиях: ожидают 1' })).toBeFocused()
  await page.getByRole('button', { name: 'Отзывы о занятиях: ожидают 1' }).click()
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')

  // after a reload only one remains
  await page.reload()
  await expect(page.getByRole('button', { name: 'Отзывы о занятиях: ожидают 1' })).toBeVisible()

  // the teacher sees both reviews, and they are new in her feed
  await switchUser(page, 'teacher', '')
  await expect(page.getByRole('heading', { name: /Здравствуйте, Мария Александровна/ })).toBeVisible()
  await expect(page.locator('.feed-item', { hasText: 'Новый отзыв о занятии' })).toHaveCount(2)
  await expect(page.locator('.feed-item.is-new', { hasText: 'Новый отзыв о занятии' })).toHaveCount(2)
  await page.getByRole('link', { name: 'Отзывы о моих занятиях' }).click()
  await expect(page.getByRole('heading', { name: 'Отзывы о занятиях: Павлова Мария Александровна' })).toBeVisible()
  const rows = page.getByRole('row')
  await expect(rows.filter({ hasText: 'Очень понятная лекция, много примеров' })).toContainText('5 из 5')
  await expect(rows.filter({ hasText: 'Лабораторная работа' })).toContainText('3 из 5')
  await expect(rows.filter({ hasText: 'Лабораторная работа' })).toContainText('без комментария')
  expect(await seriousA11yViolations(page)).toEqual([])

  // a dean sees every teacher's reviews
  await switchUser(page, 'dean', 'Journals/ReviewsList')
  await expect(page.getByRole('heading', { name: 'Отзывы студентов' })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'Очень понятная лекция, много примеров' })).toContainText(
    'Павлова Мария Александровна',
  )
  expect(consoleErrors).toEqual([])
})

test("feed: 'new' flags on a first visit, none after; category filter; /Feed period", async ({
  page,
  consoleErrors,
}) => {
  await signInAs(page, 'teacher', 'Feed')
  await expect(page.getByRole('heading', { name: 'Лента событий' })).toBeVisible()
  const items = page.locator('.feed-item')
  await expect(items.first()).toBeVisible()
  const total = await items.count()
  await expect(page.locator('.feed-item.is-new')).toHaveCount(total)
  await expect(page.getByText(`Новых: ${total}`)).toBeVisible()
  const filter = page.getByRole('group', { name: 'Категории' })
  await filter.getByRole('button', { name: /^Мероприятия/ }).click()
  await expect(filter.getByRole('button', { name: /^Мероприятия/ })).toHaveAttribute('aria-pressed', 'true')
  for (const text of await items.allTextContents()) expect(text).toContain('Мероприятия')
  await filter.getByRole('button', { name: /^Все/ }).click()
  await expect(items).toHaveCount(total)
  expect(await seriousA11yViolations(page)).toEqual([])

  await page.reload()
  await expect(items.first()).toBeVisible()
  await expect(page.locator('.feed-item.is-new')).toHaveCount(0)
  await page
    .locator('.p-dropdown')
    .filter({ has: page.getByRole('combobox', { name: 'Период' }) })
    .click()
  await page.getByRole('option', { name: 'За 7 дней' }).click()
  await expect.poll(() => items.count()).toBeLessThan(total)
  expect(consoleErrors).toEqual([])
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('dark theme: the review dialog fits, has no serious axe violations, and the button clears the bottom navigation', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('login')
    await page.evaluate(() => localStorage.setItem('baseTheme', 'stud'))
    await signInAs(page, 'student', '', { quietPrompts: false })
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    const dialog = reviewDialog(page)
    await expect(dialog).toBeVisible()
    await rate(page, 'Оценка преподавателя', 2)
    await dialog.getByRole('button', { name: 'Хотите оценить аудиторию?' }).click()
    await rate(page, 'Оценка аудитории', 5)
    const box = (await dialog.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    await dialog.getByRole('button', { name: 'Оставить отзыв' }).scrollIntoViewIfNeeded()
    await expect(dialog.getByRole('button', { name: 'Оставить отзыв' })).toBeInViewport()
    expect(await seriousA11yViolations(page, '.review-dialog', '.review-fab', '.home')).toEqual([])
    await page.keyboard.press('Escape')
    const fab = page.getByRole('button', { name: /Отзывы о занятиях: ожидают 3/ })
    const fabBox = (await fab.boundingBox())!
    const nav = (await page
      .getByRole('navigation')
      .filter({ has: page.getByRole('link', { name: /Лента/ }) })
      .last()
      .boundingBox())!
    expect(fabBox.y + fabBox.height).toBeLessThanOrEqual(nav.y)
    expect(await seriousA11yViolations(page, '.review-fab', '.home')).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('the bottom navigation feed dot shows until the feed is seen', async ({ page, consoleErrors }) => {
    await signInAs(page, 'author', 'Journals/ReviewsList')
    await expect(page.getByRole('heading', { name: 'Отзывы студентов' })).toBeVisible()
    await expect(page.getByTestId('feed-dot')).toBeVisible()
    await page.getByRole('link', { name: /^Лента\s*,\s*есть новые события/ }).click()
    await expect(page.locator('.feed-item.is-new').first()).toBeVisible()
    await expect(page.getByTestId('feed-dot')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Лента', exact: true })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })
})
