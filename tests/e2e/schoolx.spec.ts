import { test, expect, signInAs, seriousA11yViolations } from './fixtures'

const FIO = 'Фёдорова София Андреевна'

// Each journey signs in two users and runs axe over the large statistics pages: on CI's 2 busy cores one
// took 47 s, over the default 45 s.
test.describe.configure({ timeout: 90_000 })

test('a school-X student fills a feedback form and the administrator’s statistics count it', async ({ page }) => {
  await signInAs(page, 'schoolx-student', 'donstux/Feedback')
  await expect(page.getByText(/Идёт период обратной связи/)).toBeVisible()
  await expect(page.getByText('Заполнено форм: 0 из 21')).toBeVisible()
  expect(await seriousA11yViolations(page, '.schoolx')).toEqual([])

  await page.getByRole('button', { name: 'Модуль: не заполнена' }).click()
  const submit = page.getByRole('button', { name: 'Отправить форму' })
  await submit.click()
  await expect(page.getByText('Поставьте оценку от 1 до 5')).toBeVisible()
  await page.getByRole('spinbutton', { name: /Оценка модуля в целом/ }).fill('5')
  await page
    .getByLabel(/Что понравилось в модуле и что изменить/)
    .fill('Собрали робота и научились его программировать')
  await submit.click()
  await expect(page.getByText('Форма отправлена. Спасибо!')).toBeVisible()
  await expect(page.getByText('Заполнено форм: 1 из 21')).toBeVisible()
  expect(await seriousA11yViolations(page, '.schoolx')).toEqual([])

  await page.context().clearCookies()
  await signInAs(page, 'schoolx-admin', 'donstux/FeedbackStat')
  await expect(page.getByRole('heading', { name: 'Сводка активности' })).toBeVisible()
  expect(await seriousA11yViolations(page, '.schoolx')).toEqual([])
  await page.getByRole('link', { name: `Подробнее: ${FIO}` }).click()
  await expect(page.getByRole('heading', { name: `Участник: ${FIO}` })).toBeVisible()
  const forms = page.getByRole('table', { name: 'Формы участника' })
  await expect(forms.getByRole('row', { name: /^Модуль 1$/ })).toBeVisible()
  await expect(forms.getByRole('row', { name: /^Баллы 1$/ })).toBeVisible()
  expect(await seriousA11yViolations(page, '.schoolx')).toEqual([])
})

test('a participant ranks modules, the organiser distributes, the participant sees the module and why', async ({
  page,
}) => {
  await signInAs(page, 'schoolx-student', 'modules/priority')
  const list = page.getByRole('list', { name: 'Модули в порядке приоритета' })
  await expect(list.getByRole('listitem')).toHaveCount(4)
  const names = () => list.locator('.schoolx-rank-name').allTextContents()
  const before = await names()
  expect(await seriousA11yViolations(page, '.schoolx')).toEqual([])

  // drag the last module to the top by its handle (pointer events: mouse, pen or finger)
  const handle = list.getByRole('listitem').nth(3).locator('.schoolx-rank-handle')
  const target = await list.getByRole('listitem').nth(0).boundingBox()
  const box = await handle.boundingBox()
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2)
  await page.mouse.down()
  await page.mouse.move(box!.x + box!.width / 2, target!.y + 4, { steps: 5 })
  await page.mouse.up()
  await expect.poll(names).toEqual([before[3], before[0], before[1], before[2]])

  // and one step down by keyboard
  await page.getByRole('button', { name: `Опустить «${before[3]}» ниже` }).focus()
  await page.keyboard.press('Enter')
  await expect.poll(names).toEqual([before[0], before[3], before[1], before[2]])
  await expect(page.getByText(`«${before[3]}»: место 2 из 4`)).toBeAttached()
  await page.getByRole('button', { name: 'Сохранить приоритеты' }).click()
  await expect(page.getByText('Приоритеты сохранены.', { exact: true })).toBeVisible()

  await page.context().clearCookies()
  await signInAs(page, 'schoolx-admin', 'modules/priority/admin')
  await expect(page.getByRole('heading', { name: 'Распределение по модулям', level: 1 })).toBeVisible()
  await expect(page.getByText('Распределение в этом периоде ещё не проводилось.')).toBeVisible()
  await page.getByRole('button', { name: 'Провести распределение' }).click()
  const result = page.getByRole('region', { name: 'Результат распределения' })
  const row = result.getByRole('row', { name: /Фёдорова София Андреевна/ })
  await expect(row).toBeVisible()
  const moduleName = (await row.getByRole('cell').nth(3).textContent())!.trim()
  expect(before).toContain(moduleName)
  expect(await seriousA11yViolations(page, '.schoolx')).toEqual([])

  await page.context().clearCookies()
  await signInAs(page, 'schoolx-student', 'modules/priority')
  await expect(page.getByRole('heading', { name: 'Ваш модуль' })).toBeVisible()
  await expect(page.getByText(`Вам назначен модуль «${moduleName}».`)).toBeVisible()
  await expect(page.getByText(/приоритет|заполнились/).first()).toBeVisible()
  await expect(page.getByText(/Очередь выбора определяет рейтинг/)).toBeVisible()
  expect(await seriousA11yViolations(page, '.schoolx')).toEqual([])
})

test('a participant writes a draft, a teacher comments on it, the participant reads the comment', async ({ page }) => {
  await signInAs(page, 'schoolx-student', 'donstux/draft/PersonalityJournal/')
  await expect(page.getByRole('heading', { name: 'Журнал личностного роста', level: 1 })).toBeVisible({
    timeout: 30_000,
  })
  expect(await seriousA11yViolations(page, '.schoolx')).toEqual([])
  await page.getByRole('textbox', { name: 'Название' }).fill('Итоги первого модуля')
  await page.getByRole('textbox', { name: 'Текст' }).fill('Собрала робота и впервые выступила на защите.')
  await page.getByRole('button', { name: 'Сохранить черновик' }).click()
  await expect(page.getByRole('status')).toHaveText('Черновик сохранён')

  await page.context().clearCookies()
  await signInAs(page, 'schoolx-teacher', 'donstux/Draft/List')
  await page.getByRole('button', { name: `Открыть черновик «Итоги первого модуля», ${FIO}` }).click()
  await expect(page.getByRole('heading', { name: 'Итоги первого модуля', level: 2 })).toBeVisible()
  expect(await seriousA11yViolations(page, '.schoolx')).toEqual([])
  await page.getByRole('textbox', { name: 'Комментарий' }).fill('Отлично! Что получилось лучше всего?')
  await page.getByRole('button', { name: 'Отправить комментарий' }).click()
  await expect(page.getByRole('status')).toHaveText('Комментарий добавлен')

  await page.context().clearCookies()
  await signInAs(page, 'schoolx-student', 'donstux/draft/PersonalityJournal/')
  await page.getByRole('button', { name: 'Открыть черновик «Итоги первого модуля»' }).click()
  await expect(page.getByRole('article')).toContainText('Отлично! Что получилось лучше всего?')
  await expect(page.getByRole('article')).toContainText('Зайцев Тимур Сергеевич')
})
