import { readFileSync } from 'node:fs'
import { test, expect, signInAs, seriousA11yViolations } from './fixtures'
import { bytes, composeDialog, startLetter } from './mail.helpers'
import { mailBody } from '../unit/mail/mail-data'
import { MAIL_CHUNK_SIZE as CHUNK } from '../../src/lib/constants/mail'

test('compose and send with two attachments (one over a chunk), open it in /mail/sent after a reload and download byte-identical', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000)
  await signInAs(page, 'author', 'mail')
  await expect(page.getByRole('heading', { name: 'Входящие' })).toBeVisible()
  const dialog = await startLetter(page, 'Павлова', 'Павлова Мария Александровна')
  await dialog.getByLabel('Тема*').fill('Материалы к семинару')
  await dialog.getByRole('textbox', { name: 'Текст письма' }).fill('Добрый день!\nМатериалы во вложении.')
  await dialog.getByRole('textbox', { name: 'Текст письма' }).selectText()
  await dialog.getByRole('button', { name: 'Заголовок 2' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Текст письма' })).toHaveValue(
    '## Добрый день!\n## Материалы во вложении.',
  )
  expect(await seriousA11yViolations(page)).toEqual([])
  const big = bytes(CHUNK + 400_000)
  const small = bytes(10_000, 5)
  await dialog.locator('input[type=file]').setInputFiles([
    { name: 'Программа семинара.pdf', mimeType: 'application/pdf', buffer: big },
    { name: 'Список.txt', mimeType: 'text/plain', buffer: small },
  ])
  await expect(dialog.getByRole('list', { name: 'Вложения' }).getByRole('listitem')).toHaveCount(2)
  await dialog.getByRole('button', { name: 'Отправить' }).click()
  await expect(
    dialog.getByRole('region', { name: 'Загрузка вложений' }).or(dialog.getByText('Завершение отправки…')),
  ).toBeVisible()
  await expect(page.getByText('Письмо отправлено.')).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveURL(/\/mail\/sent$/)
  await expect(dialog).toBeHidden()
  await page.reload()
  await page.getByRole('link', { name: /Материалы к семинару/ }).click()
  await expect(page.getByRole('heading', { name: 'Материалы к семинару' })).toBeVisible()
  await expect(page.getByTestId('letter-body').getByRole('heading', { level: 2, name: 'Добрый день!' })).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Скачать Программа семинара.pdf' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('Программа семинара.pdf')
  expect(readFileSync((await file.path())!).equals(big)).toBe(true)
  const second = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Скачать Список.txt' }).click()
  expect(readFileSync((await (await second).path())!).equals(small)).toBe(true)
  expect(consoleErrors).toEqual([])
})

test('attachments: total size limit, unsupported format and duplicate names are refused; what was attached stays', async ({
  page,
}) => {
  await signInAs(page, 'author', 'mail')
  await page.getByRole('button', { name: 'Написать', exact: true }).click()
  const dialog = composeDialog(page)
  const input = dialog.locator('input[type=file]')
  await input.setInputFiles([{ name: 'Отчёт.docx', mimeType: 'application/octet-stream', buffer: bytes(12_000_000) }])
  await input.setInputFiles([{ name: 'Приложение.pdf', mimeType: 'application/pdf', buffer: bytes(9_000_000) }])
  await expect(dialog.getByRole('alert')).toContainText('Общий размер файлов превышен')
  await input.setInputFiles([{ name: 'Отчёт.docx', mimeType: 'application/octet-stream', buffer: bytes(10) }])
  await expect(dialog.getByRole('alert')).toContainText('Файл Отчёт.docx уже прикреплён')
  await input.setInputFiles([{ name: 'virus.exe', mimeType: 'application/octet-stream', buffer: bytes(10) }])
  await expect(dialog.getByRole('alert')).toContainText('Файл virus.exe не добавлен')
  await expect(dialog.getByRole('list', { name: 'Вложения' }).getByRole('listitem')).toHaveCount(1)
  await expect(dialog.getByRole('list', { name: 'Вложения' })).toContainText('Отчёт.docx')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Написать', exact: true })).toBeFocused()
})

test('a hostile HTML body is shown harmlessly: no script runs, no handler or javascript: link survives', async ({
  page,
  consoleErrors,
}) => {
  await signInAs(page, 'author', 'mail')
  await expect(page.getByRole('heading', { name: 'Входящие' })).toBeVisible()
  // A forged client posts raw hostile HTML to the author himself.
  const hostile = mailBody({
    theme: 'Опасное письмо',
    htmlMessage:
      '<p>Видимый текст</p><img src="x" onerror="window.__mailXss=1"><script>window.__mailXss=2</script><a href="javascript:window.__mailXss=3">жми</a><iframe srcdoc="<script>parent.__mailXss=4</script>"></iframe>',
    message: 'Видимый текст',
    userToID: 2,
  })
  const state = await page.evaluate(async (letter) => {
    const token = decodeURIComponent(/authToken=([^;]+)/.exec(document.cookie)![1])
    const response = await fetch('/WebApp/api/Mail/InboxMail', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(letter),
    })
    return (await response.json()).state as number
  }, hostile)
  expect(state).toBe(1)
  await page.reload()
  await page
    .getByRole('link', { name: /Опасное письмо/ })
    .first()
    .click()
  const body = page.getByTestId('letter-body')
  await expect(body).toContainText('Видимый текст')
  await expect(body.getByText('жми')).toBeVisible()
  expect(
    await body.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')),
  ).not.toContainEqual(expect.stringMatching(/javascript/i))
  expect(await body.evaluate((el) => el.querySelectorAll('script, iframe, [onerror], [onload]').length)).toBe(0)
  // every image of the letter has loaded or failed: an onerror of a broken image would have fired by now
  await expect
    .poll(() => body.evaluate((el) => [...el.querySelectorAll('img')].every((img) => img.complete)))
    .toBe(true)
  expect(await page.evaluate(() => (window as unknown as { __mailXss?: number }).__mailXss)).toBeUndefined()
  // The seeded check letter too.
  await page.goto('mail')
  await page.getByRole('searchbox', { name: 'Поиск по письмам' }).fill('Проверка безопасности')
  await page.getByRole('button', { name: 'Найти' }).click()
  await page.getByRole('link', { name: /Проверка безопасности/ }).click()
  await expect(page.getByTestId('letter-body')).toContainText('этот текст виден')
  expect(await page.evaluate(() => (window as unknown as { __mailXss?: number }).__mailXss)).toBeUndefined()
  expect(consoleErrors).toEqual([])
})

test('reading an unread letter marks it read and the badge count follows; folders and search work', async ({
  page,
}) => {
  await signInAs(page, 'student', 'mail/unread')
  await expect(page.getByRole('heading', { name: 'Непрочитанные' })).toBeVisible()
  const rows = page.getByRole('list', { name: 'Почта' }).getByRole('listitem')
  await expect(rows.first()).toBeVisible()
  const before = await rows.count()
  expect(before).toBeGreaterThan(0)
  const badge = page.getByRole('link', { name: /^Почта, непрочитанных писем: \d+$/ })
  await expect(badge).toHaveAccessibleName(`Почта, непрочитанных писем: ${before}`)
  await rows.first().getByRole('link').click()
  await expect(page.getByRole('button', { name: 'Ответить' })).toBeVisible()
  // The reader has no toolbar (empty layout); replying still opens the composer there.
  await page.getByRole('button', { name: 'Ответить' }).click()
  const reply = page.getByRole('dialog', { name: 'Ответ на письмо' })
  await expect(reply.getByLabel('Тема*')).toHaveValue(/^Re: /)
  await page.keyboard.press('Escape')
  await expect(reply).toBeHidden()
  await page.getByRole('link', { name: 'Назад к письмам' }).click()
  await expect(rows).toHaveCount(before - 1)
  await expect(badge).toHaveAccessibleName(`Почта, непрочитанных писем: ${before - 1}`)
  await page.getByRole('link', { name: 'Управление папками' }).click()
  await page.getByLabel('Название папки').fill('Архив')
  await page.getByRole('button', { name: 'Создать папку' }).click()
  await expect(
    page.getByRole('region', { name: 'Управление папками' }).getByText('Архив', { exact: true }),
  ).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Почтовые папки' }).getByRole('link', { name: 'Архив' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Входящие' }).click()
  await expect(page.getByRole('heading', { name: 'Входящие' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Поиск по письмам' }).fill('программированию')
  await page.getByRole('button', { name: 'Найти' }).click()
  await expect(page.getByRole('button', { name: 'Сбросить поиск' })).toBeVisible()
  await expect(rows.first()).toContainText('Олимпиада по программированию')
  for (const row of await rows.all()) await expect(row).toContainText('программированию')
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('attachments of a letter: an image opens in a preview, a pdf too; the reader passes axe', async ({ page }) => {
  await signInAs(page, 'student', 'mail')
  await expect(page.getByRole('heading', { name: 'Входящие' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Поиск по письмам' }).fill('рабочие программы')
  await page.getByRole('button', { name: 'Найти' }).click()
  // The search has answered when every row is a match (the inbox before it has other letters too).
  const rows = page.getByRole('list', { name: 'Почта' }).getByRole('listitem')
  await expect(rows.filter({ hasNotText: /рабочи[хе] программ/i })).toHaveCount(0)
  await page
    .getByRole('link', { name: /Проверка рабочих программ/ })
    .first()
    .click()
  await page.getByRole('button', { name: 'Просмотр Схема.png' }).click()
  const preview = page.getByRole('dialog', { name: 'Просмотр файла: Схема.png' })
  await expect(preview.getByRole('img', { name: 'Схема.png' })).toBeVisible()
  expect(
    await preview.getByRole('img', { name: 'Схема.png' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBe(24)
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(preview).toBeHidden()
  await expect(page.getByRole('button', { name: 'Скачать Схема.png' })).toBeVisible()
})

test.describe('compose on a phone, dark', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('the compose form fits a phone in the dark theme: no serious axe violations, the mass fields included', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000)
    await page.addInitScript(() => localStorage.setItem('baseTheme', 'stud'))
    await signInAs(page, 'admin', 'mail')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    const dialog = await startLetter(page, 'Павлова', 'Павлова Мария Александровна')
    await dialog.getByLabel('Тема*').fill('Материалы')
    await dialog.getByLabel('Тема*').fill('')
    await dialog.getByLabel('Тема*').blur()
    await expect(dialog.getByText('Укажите тему письма')).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
    await dialog
      .locator('.p-dropdown')
      .filter({ has: page.getByRole('combobox', { name: 'Тип*' }) })
      .click()
    await page.getByRole('option', { name: 'Массовая рассылка', exact: true }).click()
    await dialog.getByRole('group', { name: 'Курсы*' }).getByRole('checkbox', { name: '1 курс' }).check()
    await dialog.getByRole('group', { name: 'Курсы*' }).getByRole('checkbox', { name: '1 курс' }).uncheck()
    await dialog.getByRole('group', { name: 'Курсы*' }).getByRole('checkbox', { name: '2 курс' }).focus()
    await dialog.getByRole('group', { name: 'Курсы*' }).getByRole('checkbox', { name: '2 курс' }).blur()
    await expect(dialog.getByRole('group', { name: 'Курсы*' })).toContainText('Выберите хотя бы одно значение')
    expect(await seriousA11yViolations(page)).toEqual([])
    const width = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)
    expect(width, 'nothing wider than the dialog').toBeLessThanOrEqual(0)
    expect(consoleErrors).toEqual([])
  })
})
