import type { Page } from '@playwright/test'
import { test, expect, signInAs, seriousA11yViolations } from './fixtures'
import { signedInPage } from './chat.helpers'

/**
 * Kanban boards, e-signatures and the synchronisation (issue 18). The demo backend journals every write
 * in IndexedDB, so a reload shows what was stored.
 */
test('a student creates a board, adds a card, moves it by keyboard; after a reload it stays', async ({ page }) => {
  await signInAs(page, 'student', 'Boards/List')
  // A fresh context's first page registers the mock worker and seeds the demo: up to 30 s on a busy CI.
  await expect(page.getByRole('heading', { name: 'Мои доски', level: 1 })).toBeVisible({ timeout: 30_000 })
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Добавить' }).click()
  const dialog = page.getByRole('dialog', { name: 'Добавление записи' })
  await dialog.getByLabel('Название доски *').fill('Дипломный проект')
  await dialog.getByRole('button', { name: 'Сохранить' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('link', { name: 'Дипломный проект' }).click()

  await expect(page.getByRole('heading', { name: 'Дипломный проект', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Добавить карточку в колонку «Нужно сделать»' }).click()
  const card = page.getByRole('dialog', { name: 'Новая карточка' })
  await card.getByLabel('Заголовок *').fill('Обзор литературы')
  await card.getByLabel('Описание').fill('<b>не HTML</b>')
  await card.getByRole('button', { name: 'Сохранить' }).click()
  await expect(card).toBeHidden()
  const todo = page.getByRole('region', { name: /^Нужно сделать, карточек/ })
  const doing = page.getByRole('region', { name: /^В работе, карточек/ })
  await expect(todo.getByRole('link', { name: 'Открыть карточку «Обзор литературы»' })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])

  const move = page.getByRole('button', { name: 'Переместить карточку «Обзор литературы»' })
  await move.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'В колонку «В работе»', exact: true })).toBeFocused()
  // The move shows at once and is stored when the server answers: the reload below waits for that answer
  // (a reload while the request is in flight cancels it, and the stored board still has the card in place).
  const stored = page.waitForResponse((r) => /\/Cards\/\d+\/Move$/.test(r.url()) && r.request().method() === 'POST')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'перемещена' })).toHaveText(
    'Карточка «Обзор литературы» перемещена в колонку «В работе», позиция 1 из 1',
  )
  await expect(doing.getByRole('link', { name: 'Открыть карточку «Обзор литературы»' })).toBeVisible()
  await expect(move).toBeFocused()
  expect((await stored).ok()).toBe(true)

  await page.reload()
  await expect(doing.getByRole('link', { name: 'Открыть карточку «Обзор литературы»' })).toBeVisible()
  await expect(todo.getByText('Карточек нет')).toBeVisible()
  // the card's address opens its dialog; the description is shown as typed, not as HTML
  await doing.getByRole('link', { name: 'Открыть карточку «Обзор литературы»' }).click()
  const opened = page.getByRole('dialog', { name: /Обзор литературы/ })
  await expect(opened.getByLabel('Описание')).toHaveValue('<b>не HTML</b>')
  await expect(page).toHaveURL(/\/Boards\/Board\/\d+\/\d+$/)
})

test('a card is dragged with the mouse to another column', async ({ page }) => {
  await signInAs(page, 'student', 'Boards/Board/1')
  const done = page.getByRole('region', { name: /^Готово, карточек/ })
  const source = page.locator('li', { has: page.getByRole('link', { name: 'Открыть карточку «Список литературы»' }) })
  await expect(source).toBeVisible({ timeout: 30_000 })
  // the reload below waits for the server to store the move (a reload mid-request cancels it)
  const stored = page.waitForResponse((r) => /\/Cards\/\d+\/Move$/.test(r.url()) && r.request().method() === 'POST')
  await source.dragTo(done)
  await expect(done.getByRole('link', { name: 'Открыть карточку «Список литературы»' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'перемещена' })).toContainText('«Готово»')
  expect((await stored).ok()).toBe(true)
  await page.reload()
  await expect(done.getByRole('link', { name: 'Открыть карточку «Список литературы»' })).toBeVisible({
    timeout: 30_000,
  })
})

test('signatures and synchronisation pages have no serious accessibility violations', async ({ page }) => {
  await signInAs(page, 'student', 'Signatures')
  await expect(page.getByRole('heading', { name: 'Ожидают моей подписи' })).toBeVisible({ timeout: 30_000 })
  expect(await seriousA11yViolations(page)).toEqual([])
  await signInAs(page, 'admin', 'Admin/Sync')
  await expect(page.getByRole('table', { name: 'Синхронизация' })).toBeVisible({ timeout: 30_000 })
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('two members on one board: a keyboard move by one and a comment show live for the other', async ({ browser }) => {
  // two fresh profiles each start and seed their own demo backend: slow on the busy 2-core CI
  test.setTimeout(120_000)
  const student = await signedInPage(browser, 'student', 'Boards/Board/1')
  const teacher = await signedInPage(browser, 'teacher', 'Boards/Board/1')
  const title = 'Введение и цели работы'
  const done = (page: Page) => page.getByRole('region', { name: /^Готово, карточек/ })
  for (const page of [student, teacher])
    await expect(page.getByRole('link', { name: `Открыть карточку «${title}»` })).toBeVisible({ timeout: 30_000 })
  expect(await seriousA11yViolations(student)).toEqual([])

  await student.getByRole('button', { name: `Переместить карточку «${title}»` }).click()
  await student.getByRole('button', { name: 'В колонку «Готово»', exact: true }).click()
  await expect(done(student).getByRole('link', { name: `Открыть карточку «${title}»` })).toBeVisible()
  // the teacher's open board follows without a reload
  await expect(done(teacher).getByRole('link', { name: `Открыть карточку «${title}»` })).toBeVisible({
    timeout: 15_000,
  })

  await done(teacher)
    .getByRole('link', { name: `Открыть карточку «${title}»` })
    .click()
  const dialog = teacher.getByRole('dialog', { name: new RegExp(title) })
  const comments = dialog.getByRole('region', { name: 'Комментарии' })
  await comments.getByLabel('Комментарий *').fill('Проверил введение, можно сдавать')
  await comments.getByRole('button', { name: 'Отправить комментарий' }).click()
  await expect(comments.getByText('Проверил введение, можно сдавать')).toBeVisible()
  expect(await seriousA11yViolations(teacher, '.p-dialog')).toEqual([])
  await expect(done(student).getByText('Комментариев: 1')).toBeVisible({ timeout: 15_000 })
  await student.context().close()
  await teacher.context().close()
})
