import { test, expect, animationsSettled, signInAs } from './fixtures'
import {
  bubbleWithText,
  chatA11yViolations,
  distanceFromBottom,
  lastBubble,
  messageInput,
  signedInPage,
} from './chat.helpers'

/**
 * Chats in the built demo: two browser contexts (two profiles, two in-page mock backends joined by
 * the preview server's relay) chat live with quotes; the scroll rules on the 20,000-message history;
 * create and delete; the phone layout; hostile text; accessibility; screenshots.
 */
const COURSEWORK = 2
const BIG = 1
const shots = '/tmp/chat-shots'

test('two signed-in contexts chat live with quotes', async ({ browser }) => {
  const student = await signedInPage(browser, 'student', `communication/chat/${COURSEWORK}`)
  const author = await signedInPage(browser, 'author', `communication/chat/${COURSEWORK}`)
  await expect(messageInput(student)).toBeVisible()
  await expect(messageInput(author)).toBeVisible()
  // both streams are open before anyone writes
  await expect(student.locator('.chat-notice')).toHaveCount(0)

  await messageInput(student).fill('Дмитрий Сергеевич, глава 2 готова')
  await messageInput(student).press('Enter')
  await expect(messageInput(student)).toHaveValue('')
  await expect(lastBubble(author)).toContainText('Дмитрий Сергеевич, глава 2 готова')

  // the author quotes it with a right-click and answers
  await lastBubble(author).click({ button: 'right' })
  await expect(author.getByRole('button', { name: /^Цитата:/ })).toContainText('глава 2 готова')
  await expect(messageInput(author)).toBeFocused()
  await author.keyboard.type('Отлично, посмотрю вечером')
  await author.keyboard.press('Enter')
  await expect(author.getByRole('button', { name: /^Цитата:/ })).toHaveCount(0)

  const reply = lastBubble(student)
  await expect(reply).toContainText('Отлично, посмотрю вечером')
  await expect(reply.getByRole('button', { name: /Перейти к цитируемому сообщению/ })).toContainText('глава 2 готова')
  // the student's own message is read by the author: its unread mark goes
  await expect(
    bubbleWithText(student, 'глава 2 готова').first().getByRole('img', { name: 'Не прочитано' }),
  ).toHaveCount(0)
  await reply.getByRole('button', { name: /Перейти к цитируемому сообщению/ }).click()
  await expect(student.locator('.msg-highlight')).toContainText('глава 2 готова')
  await expect(student.locator('.msg-highlight')).toHaveCount(0, { timeout: 4_000 })
  await student.context().close()
  await author.context().close()
})

test('scroll rules on the 20,000-message history; a quote 10,000 messages up', async ({ browser }) => {
  const student = await signedInPage(browser, 'student', `communication/chat/${BIG}`)
  const admin = await signedInPage(browser, 'admin', `communication/chat/${BIG}`)
  // A fresh profile's first page registers the mock worker and seeds the demo before the 20,000 messages load.
  await expect(lastBubble(student)).toContainText('Возвращаюсь к этому сообщению', { timeout: 30_000 })
  await expect(student.getByRole('separator', { name: 'Новые сообщения' })).toBeVisible()
  await expect.poll(() => distanceFromBottom(student)).toBeLessThan(5)
  expect(await student.locator('.msg-scroll [role="listitem"]').count()).toBeLessThan(60)

  // near the bottom, others' messages scroll into view
  await messageInput(admin).fill('Первое объявление')
  await messageInput(admin).press('Enter')
  await expect(lastBubble(student)).toContainText('Первое объявление')
  await expect.poll(() => distanceFromBottom(student)).toBeLessThan(5)

  // far up, they do not: the down arrow counts them
  await student.locator('.msg-scroll').evaluate((el) => el.scrollBy(0, -5000))
  await expect(student.getByRole('button', { name: 'К последним сообщениям' })).toBeVisible()
  await messageInput(admin).fill('Второе объявление')
  await messageInput(admin).press('Enter')
  await expect(student.getByRole('button', { name: /1 новое/ })).toBeVisible()
  expect(await distanceFromBottom(student)).toBeGreaterThan(3000)
  await student.getByRole('button', { name: /1 новое/ }).click()
  await expect(lastBubble(student)).toContainText('Второе объявление')
  await expect.poll(() => distanceFromBottom(student)).toBeLessThan(5)

  // own message always scrolls to the bottom
  await student.locator('.msg-scroll').evaluate((el) => el.scrollBy(0, -5000))
  await messageInput(student).fill('Спасибо, увидела')
  await messageInput(student).press('Enter')
  await expect(lastBubble(student)).toContainText('Спасибо, увидела')
  await expect.poll(() => distanceFromBottom(student)).toBeLessThan(5)

  // the seeded newest message quotes one 10,000 messages up: jump and highlight for 2 s
  await bubbleWithText(student, 'Возвращаюсь к этому сообщению')
    .getByRole('button', { name: /Перейти к цитируемому/ })
    .click()
  const highlighted = student.locator('.msg-highlight')
  await expect(highlighted).toBeVisible()
  const index = await highlighted.evaluate((el) => Number(el.closest('[data-index]')!.getAttribute('data-index')))
  expect(index).toBe(20_000 - 1 - 10_000)
  await expect(highlighted).toHaveCount(0, { timeout: 4_000 })
  await student.context().close()
  await admin.context().close()
})

test('create a chat with a participant, then delete it as its admin', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInAs(page, 'student', 'Chat')
  await expect(page.getByText('Выберите канал или создайте новую беседу')).toBeVisible()
  await page.getByRole('button', { name: 'Создать беседу' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Новая беседа' })
  await dialog.getByRole('button', { name: 'Создать' }).click()
  await expect(dialog.getByText('Введите название')).toBeVisible()
  await dialog.getByLabel(/Название/).fill('Проектная группа')
  await dialog.getByLabel('Описание').fill('  Обсуждаем проект  ')
  await dialog.getByRole('textbox', { name: 'Поиск по ФИО' }).fill('Кузнецов Дмитрий')
  await dialog.getByRole('button', { name: 'Кузнецов Дмитрий Сергеевич' }).click()
  await expect(dialog.getByRole('list', { name: 'Участники' })).toContainText('Кузнецов Дмитрий Сергеевич')
  await animationsSettled(page) // PrimeReact dialog fade-in, for the screenshot
  await page.screenshot({ path: `${shots}/create-desktop-light.png` })
  expect(await chatA11yViolations(page, 'dialog')).toEqual([])
  await dialog.getByRole('button', { name: 'Создать' }).click()
  await expect(dialog).toHaveCount(0)
  await page.getByRole('link', { name: /Проектная группа/ }).click()
  await expect(page.getByRole('heading', { name: 'Проектная группа' })).toBeVisible()
  await page.getByRole('button', { name: 'Информация о беседе' }).click()
  const info = page.getByRole('dialog', { name: 'Информация' })
  await expect(info.getByRole('img', { name: 'Администратор' })).toHaveCount(1)
  await animationsSettled(page)
  await page.screenshot({ path: `${shots}/info-desktop-light.png` })
  expect(await chatA11yViolations(page, 'dialog')).toEqual([])
  await info.getByRole('button', { name: 'Удалить беседу' }).click()
  await expect(info.getByText('Вы уверены?')).toBeVisible()
  await info.getByRole('button', { name: 'Да' }).click()
  await expect(page).toHaveURL(/\/WebApp\/Chat$/)
  await expect(page.getByRole('link', { name: /Проектная группа/ })).toHaveCount(0)
})

test('a member cannot delete: no button, and the server answers 403', async ({ page }) => {
  await signInAs(page, 'student', `communication/chat/5`)
  await page.getByRole('button', { name: 'Информация о беседе' }).click()
  const info = page.getByRole('dialog', { name: 'Информация' })
  await expect(info.getByText('Дата создания')).toBeVisible()
  await expect(info.getByRole('button', { name: 'Удалить беседу' })).toHaveCount(0)
  const status = await page.evaluate(async () => {
    const token = decodeURIComponent(/authToken=([^;]+)/.exec(document.cookie)![1])
    return (
      await fetch('/WebApp/api/Chats/Chat/5', { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })
    ).status
  })
  expect(status).toBe(403)
})

test('phone layout: one pane at a time with a back button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAs(page, 'student', 'Chat')
  await expect(page.getByRole('link', { name: /Общий чат ИиВТ/ })).toBeVisible()
  await expect(page.getByText('Выберите канал или создайте новую беседу')).toHaveCount(0)
  await page.screenshot({ path: `${shots}/list-phone-light.png` })
  await page.getByRole('link', { name: /Курсовая работа/ }).click()
  await expect(messageInput(page)).toBeVisible()
  await expect(page.getByRole('link', { name: /Общий чат ИиВТ/ })).toHaveCount(0)
  await animationsSettled(page)
  await page.screenshot({ path: `${shots}/room-phone-light.png` })
  await page.getByRole('button', { name: 'Назад к списку бесед' }).click()
  await expect(page.getByRole('link', { name: /Общий чат ИиВТ/ })).toBeVisible()
})

test('hostile text renders as text and executes nothing', async ({ page, consoleErrors }) => {
  await signInAs(page, 'student', `communication/chat/${COURSEWORK}`)
  const hostile = [
    '<img src=x onerror="window.__xss=1">',
    '<script>window.__xss=2</script>',
    '"><svg onload=window.__xss=3>',
    'javascript:window.__xss=4',
    '<a href="javascript:window.__xss=5">ссылка</a>',
  ]
  for (const text of hostile) {
    await messageInput(page).fill(text)
    await messageInput(page).press('Enter')
    await expect(messageInput(page)).toHaveValue('')
    await expect(lastBubble(page).locator('.msg-text')).toHaveText(text)
  }
  await lastBubble(page).click({ button: 'right' })
  await expect(page.getByRole('button', { name: /^Цитата:/ })).toContainText(hostile.at(-1)!)
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
  expect(
    await page
      .locator('.msg-scroll img:not(.msg-avatar img), .msg-scroll svg, .msg-scroll script, .msg-scroll a')
      .count(),
  ).toBe(0)
  expect(consoleErrors).toEqual([])
})

for (const theme of ['light', 'dark'] as const) {
  test(`accessibility and screenshots: desktop and phone, ${theme} theme`, async ({ browser }) => {
    test.setTimeout(90_000)
    const page = await signedInPage(browser, 'student', 'login')
    await page.evaluate((dark) => {
      if (dark) localStorage.setItem('baseTheme', 'stud')
      else localStorage.removeItem('baseTheme')
    }, theme === 'dark')
    await page.goto(`communication/chat/${BIG}`)
    await expect(lastBubble(page)).toContainText('Возвращаюсь')
    await expect(messageInput(page)).toBeVisible()
    await lastBubble(page).click({ button: 'right' })
    await animationsSettled(page)
    await page.screenshot({ path: `${shots}/room-desktop-${theme}.png` })
    expect(await chatA11yViolations(page)).toEqual([])
    await page.setViewportSize({ width: 390, height: 844 })
    await animationsSettled(page)
    await page.screenshot({ path: `${shots}/room-phone-${theme}.png` })
    await page.getByRole('button', { name: 'Назад к списку бесед' }).click()
    await page.getByRole('button', { name: 'В сети' }).click()
    await expect(page.getByRole('textbox', { name: 'Поиск по имени' })).toBeVisible()
    await page.screenshot({ path: `${shots}/online-phone-${theme}.png` })
    expect(await chatA11yViolations(page)).toEqual([])
    await page.context().close()
  })
}
