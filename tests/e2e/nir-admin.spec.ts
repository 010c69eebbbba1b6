import { test, expect, signInAs, seriousA11yViolations } from './fixtures'

const WORK = 'Информационная безопасность облачных сервисов'
const AUTHOR = 'Кузнецов Дмитрий Сергеевич'

test('the research admin gives a work written «Кузнецов Д. С.» to that teacher and recounts the points; the author lists it', async ({
  page,
}) => {
  test.setTimeout(90_000) // ~20 s on a quiet machine
  await signInAs(page, 'admin', 'Admin/setAuthorWorks')
  await expect(page.getByRole('heading', { level: 1, name: 'Назначение авторов работ' })).toBeVisible()
  await page.getByLabel('Преподаватель (ФИО)').fill('Кузнецов Дмитрий')
  await page.getByRole('button', { name: new RegExp(`^${AUTHOR}`) }).click()
  const candidates = page.getByRole('table', { name: 'Работы с его именем без привязки' })
  await expect(candidates.getByRole('row')).toHaveCount(3)
  await candidates.getByRole('checkbox', { name: `Выбрать строку: ${WORK}` }).check()
  await page.getByRole('button', { name: 'Назначить работы (1)' }).click()
  await expect(page.getByText(`Назначено работ: 1. Теперь они в списке работ: ${AUTHOR}.`)).toBeVisible()
  await expect(candidates.getByRole('row')).toHaveCount(2)
  expect(await seriousA11yViolations(page, '.nir-page')).toEqual([])

  await page.goto('Admin/recountPoints')
  await expect(page.getByRole('heading', { level: 1, name: 'Пересчёт баллов' })).toBeVisible()
  await page.getByRole('button', { name: 'Пересчитать' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click()
  await expect(page.getByText(/^Пересчитано работ: \d+; баллы изменились у \d+; сумма баллов: \d+\.$/)).toBeVisible()
  await expect(page.getByRole('table', { name: 'Журнал пересчётов' }).getByRole('row')).toHaveCount(3)

  await page.goto('Library/IPRTest')
  await page.getByRole('button', { name: 'Проверить все' }).click()
  await expect(page.getByText('Доступно ресурсов: 6 из 8.')).toBeVisible()
  expect(await seriousA11yViolations(page, '.nir-page')).toEqual([])

  await signInAs(page, 'author', 'listpublication/author')
  await expect(page.getByRole('heading', { level: 1, name: 'Мои научные работы' })).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(WORK) }).first()).toBeVisible()
})
