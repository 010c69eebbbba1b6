import { test, expect, signInAs, signInThroughForm, seriousA11yViolations } from './fixtures'
import type { Page } from '@playwright/test'
import JSZip from 'jszip'

/** The PrimeReact dropdown of the form field a label names. */
const dropdown = (page: Page, label: string) =>
  page
    .locator('.app-field', { has: page.locator('label', { hasText: new RegExp(`^${label}( \\*)?$`) }) })
    .locator('.p-dropdown')

async function pick(page: Page, label: string, option: string) {
  const select = dropdown(page, label)
  await expect(select).not.toHaveClass(/p-disabled/)
  await select.click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await expect(select).toContainText(option)
}

const TITLE = 'Методы проверки отказоустойчивости учебных кластеров'

test('an author saves a work with a co-author, reopens it; export control returns it with a remark; the author sees it', async ({
  page,
}) => {
  test.setTimeout(90_000) // ~30 s on a quiet machine; four helpers share two cores
  await signInAs(page, 'author', 'nir/1')
  await expect(page.getByRole('heading', { name: 'Новая работа: Статья' })).toBeVisible()
  // the sub-type changes the view: a journal article asks for the language of publication
  await expect(page.getByLabel('Язык публикации')).toHaveCount(0)
  await page.getByLabel('Название работы').fill(TITLE)
  await pick(page, 'Подтип', 'Статья в журнале')
  await expect(dropdown(page, 'Язык публикации')).toBeVisible()
  // what was typed before the change is kept
  await expect(page.getByLabel('Название работы')).toHaveValue(TITLE)
  await page.getByLabel('Год').fill('2025')
  await page.getByLabel('Название журнала').fill('Программная инженерия')
  await page.getByLabel('Том').fill('16')
  await pick(page, 'Язык публикации', 'Русский')
  // indexed in Scopus with its DOI; the journal and the GRNTI rubric picked from the catalogues
  await page.getByText('Индексируется в «Scopus»', { exact: true }).click()
  await page.getByLabel('DOI в «Scopus»').fill('10.1016/j.procs.2025.01.042')
  await page.getByLabel('Найти: Журнал из каталога').fill('Прог')
  await page.getByRole('button', { name: 'Выбрать «Программная инженерия»' }).click()
  await page.getByLabel('Найти: Рубрика ГРНТИ').fill('20')
  await page.getByRole('button', { name: 'Выбрать «20.00.00 Информатика»' }).click()

  await page.getByLabel('Найти преподавателя-соавтора (ФИО)').fill('Павлова')
  await page.getByRole('button', { name: 'Добавить соавтора Павлова Мария Александровна' }).click()
  const share = page.getByLabel('Доля (вклад) соавтора Павлова Мария Александровна, %')
  await share.fill('100')
  await share.blur()
  await expect(page.getByTestId('main-share')).toHaveText('Доля основного автора: 0%')
  await expect(page.getByRole('alert').filter({ hasText: 'Сумма долей соавторов' })).toBeVisible()
  await share.fill('30')
  await share.blur()
  await expect(page.getByTestId('main-share')).toHaveText('Доля основного автора: 70%')
  expect(await seriousA11yViolations(page, 'main')).toEqual([])

  await page.getByRole('button', { name: 'Сохранить' }).click()
  await expect(page).toHaveURL(/\/nir\/1\/\d+$/)
  await expect(page.getByText('На проверке', { exact: true })).toBeVisible()
  const workPath = new URL(page.url()).pathname.replace(/^.*\/nir\//, 'nir/')

  await page.reload()
  await expect(page.getByLabel('Название работы')).toHaveValue(TITLE)
  await expect(page.getByLabel('Доля (вклад) соавтора Павлова Мария Александровна, %')).toHaveValue('30')
  await expect(page.getByLabel('Индексируется в «Scopus»')).toBeChecked()
  await expect(page.getByLabel('DOI в «Scopus»')).toHaveValue('10.1016/j.procs.2025.01.042')
  await expect(page.locator('#nir-catalog-journal-value')).toContainText('Программная инженерия')
  await expect(page.locator('#nir-catalog-strGRNTI-value')).toContainText('20.00.00 Информатика')

  // export control returns it with a remark
  await signInAs(page, 'export', 'listpublication/exportControl')
  await page.getByRole('button', { name: `Вернуть автору работу «${TITLE}»` }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Отправить' }).click()
  await expect(dialog.getByText('Напишите замечание')).toBeVisible()
  await dialog.getByLabel('Замечание для автора').fill('Укажите DOI статьи')
  expect(await seriousA11yViolations(page, 'main', '.p-dialog')).toEqual([])
  await dialog.getByRole('button', { name: 'Отправить' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('link', { name: `Открыть работу «${TITLE}»` })).toHaveCount(0)

  // the author sees the status and the remark
  await signInAs(page, 'author', 'listpublication/author')
  const row = page.getByRole('row', { name: new RegExp(TITLE) })
  await expect(row).toContainText('На доработке')
  await expect(row).toContainText('Укажите DOI статьи')
  expect(await seriousA11yViolations(page, 'main')).toEqual([])
  await page.goto(workPath)
  await expect(page.getByText('Укажите DOI статьи')).toBeVisible()
})

const IMPORTED = 'Прогнозирование отказов узлов станков по вибросигналам'
const BIBTEX = `@article{kuznetsov2025,
  title   = {${IMPORTED}},
  author  = {Кузнецов, Д. С. and Павлова, Мария Александровна},
  journal = {Вестник машиностроения},
  year    = {2025},
  volume  = {104},
  number  = {5},
  pages   = {33--48},
  doi     = {10.36652/0042-4633-2025-104-5-33-48}
}`
const PAVLOVA = 'Доля (вклад) соавтора Павлова Мария Александровна, %'
const GRIGORIEVA = 'Доля (вклад) соавтора Григорьева Ольга Николаевна, %'
const SOKOLOVA = 'Доля (вклад) соавтора Соколова Анна Игоревна, %'

async function setShares(page: Page, shares: [string, string][]) {
  for (const [label, value] of shares) {
    await page.getByLabel(label).fill(value)
    await page.getByLabel(label).blur()
  }
}

/** «Принято» of the «Итого» row of /nirStat (all years, all departments). */
async function acceptedTotal(page: Page) {
  await page.goto('nirStat')
  const total = page.getByRole('row', { name: /^Итого/ }).locator('td[data-label="Принято"]')
  await expect(total).toHaveText(/^\d+$/)
  return Number(await total.textContent())
}

/** A verification cabinet (signed in through the login form as its demo user) confirms the work. */
async function confirmIn(page: Page, login: string, cabinet: string) {
  await page.context().clearCookies()
  await signInThroughForm(page, login, `listpublication/${cabinet}`)
  await page.getByRole('button', { name: `Подтвердить работу «${IMPORTED}»` }).click()
  await expect(page.getByRole('link', { name: `Открыть работу «${IMPORTED}»` })).toHaveCount(0)
}

test('an author imports BibTeX, adds two teachers and a student (30/20/10 → 40), attaches a PDF, reopens the work; the cabinets confirm it; the statistics count it; the ГОСТ list has it', async ({
  page,
}) => {
  test.setTimeout(120_000) // ~45 s on a quiet machine; helpers share two cores
  await signInAs(page, 'author', 'nir/1')
  await expect(page.getByRole('heading', { name: 'Новая работа: Статья' })).toBeVisible()
  await pick(page, 'Подтип', 'Статья в журнале')
  await page.getByRole('button', { name: 'Импорт из BibTeX или RIS' }).click()
  const box = page.getByLabel('Запись BibTeX или RIS')
  await box.fill('Кузнецов Д. С. Статья // Журнал. 2025.')
  await page.getByRole('button', { name: 'Показать, что будет заполнено' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Это не BibTeX и не RIS' })).toBeVisible()
  await box.fill(BIBTEX)
  await page.getByRole('button', { name: 'Показать, что будет заполнено' }).click()
  await expect(page.locator('.nir-import-citation')).toHaveText(
    `Кузнецов, Д. С. ${IMPORTED} / Д. С. Кузнецов, М. А. Павлова // Вестник машиностроения. – 2025. – ` +
      'Т. 104, № 5. – С. 33–48. – DOI 10.36652/0042-4633-2025-104-5-33-48.',
  )
  expect(await seriousA11yViolations(page, 'main')).toEqual([])
  await page.getByRole('button', { name: 'Заполнить форму' }).click()
  await expect(page.getByText(/Авторов найдено среди сотрудников: 1,/)).toBeVisible()
  await expect(page.getByLabel('Название работы')).toHaveValue(IMPORTED)
  await expect(page.getByLabel('Название журнала')).toHaveValue('Вестник машиностроения')
  await expect(page.getByLabel(PAVLOVA)).toHaveValue('1')
  await pick(page, 'Язык публикации', 'Русский')

  // a second teacher co-author and a student
  await page.getByLabel('Найти преподавателя-соавтора (ФИО)').fill('Григорьева')
  await page.getByRole('button', { name: 'Добавить соавтора Григорьева Ольга Николаевна' }).click()
  await page.getByText('Студентов', { exact: true }).click()
  await page.getByLabel('Найти студента-соавтора (ФИО)').fill('Соколова')
  await page.getByRole('button', { name: 'Добавить соавтора Соколова Анна Игоревна' }).click()
  await setShares(page, [
    [PAVLOVA, '30'],
    [GRIGORIEVA, '20'],
    [SOKOLOVA, '10'],
  ])
  await expect(page.getByTestId('main-share')).toHaveText('Доля основного автора: 40%')
  // 60/30/10 leaves the main author nothing: the error shows and the work is not saved
  await setShares(page, [
    [PAVLOVA, '60'],
    [GRIGORIEVA, '30'],
  ])
  await expect(page.getByTestId('main-share')).toHaveText('Доля основного автора: 0%')
  const influence = page.getByRole('alert').filter({ hasText: 'Сумма долей соавторов' })
  await expect(influence).toBeVisible()
  await page.getByRole('button', { name: 'Сохранить' }).click()
  await expect(influence).toBeVisible()
  await expect(page).toHaveURL(/\/nir\/1$/)
  await setShares(page, [
    [PAVLOVA, '30'],
    [GRIGORIEVA, '20'],
  ])
  await expect(page.getByTestId('main-share')).toHaveText('Доля основного автора: 40%')
  await expect(influence).toHaveCount(0)
  await page.getByRole('button', { name: 'Сохранить' }).click()
  await expect(page).toHaveURL(/\/nir\/1\/\d+$/)
  await expect(page.getByText('На проверке', { exact: true })).toBeVisible()
  const workID = new URL(page.url()).pathname.split('/').pop()!

  // the full text as a PDF, previewable
  await expect(page.getByRole('button', { name: 'Приложить файл: Полный текст работы' })).toBeVisible()
  await page.locator('#nir-file-1').setInputFiles({
    name: 'statya.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 Прогнозирование отказов'),
  })
  await page.getByRole('button', { name: 'Просмотреть statya.pdf' }).click()
  await expect(page.getByRole('dialog', { name: 'statya.pdf' })).toBeVisible()
  await page.keyboard.press('Escape')

  // reopened through /openWork/{workID}
  await page.goto(`openWork/${workID}`)
  await expect(page).toHaveURL(new RegExp(`/nir/1/${workID}$`))
  await expect(page.getByLabel('Название работы')).toHaveValue(IMPORTED)
  await expect(page.getByLabel(GRIGORIEVA)).toHaveValue('20')
  await expect(page.getByTestId('main-share')).toHaveText('Доля основного автора: 40%')
  await expect(page.getByRole('button', { name: 'Просмотреть statya.pdf' })).toBeVisible()
  expect(await seriousA11yViolations(page, 'main')).toEqual([])
  const before = await acceptedTotal(page)

  // export control, the expert and the scientific library confirm it
  await confirmIn(page, 'export', 'exportControl')
  await confirmIn(page, 'expert1', 'expert')
  await confirmIn(page, 'library', 'library')
  expect(await seriousA11yViolations(page, 'main')).toEqual([])

  // the author: the statistics count it as accepted, the ГОСТ list describes it
  await page.context().clearCookies()
  await signInAs(page, 'author', `nir/1/${workID}`)
  await expect(page.locator('.nir-status')).toContainText('Принято')
  expect(await acceptedTotal(page)).toBe(before + 1)
  await page.goto('listpublication/author')
  await page.getByRole('link', { name: 'Список трудов по ГОСТ' }).click()
  await expect(
    page.getByRole('heading', { name: 'Список научных и учебно-методических трудов', level: 1 }),
  ).toBeVisible()
  const described =
    `${IMPORTED} / Д. С. Кузнецов, М. А. Павлова, О. Н. Григорьева, А. И. Соколова // Вестник машиностроения. – ` +
    '2025. – Т. 104, № 5. – С. 33–48. – DOI 10.36652/0042-4633-2025-104-5-33-48.'
  const row = page.getByRole('row', { name: new RegExp(IMPORTED) })
  await expect(row).toContainText(described)
  await expect(row).toContainText('1 п. л. / 0,4 п. л.')
  await expect(row).toContainText('М. А. Павлова, О. Н. Григорьева, А. И. Соколова')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Скачать .txt' }).click()
  const chunks = await (await (await download).createReadStream()).toArray()
  expect(Buffer.concat(chunks).toString('utf8')).toContain(described)
  const word = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Скачать .docx' }).click()
  const docx = Buffer.concat(await (await (await word).createReadStream()).toArray())
  const xml = await (await JSZip.loadAsync(docx)).file('word/document.xml')!.async('string')
  expect(xml.replace(/<[^>]+>/g, '')).toContain(described)
})

const CLAIM = 'Цифровой двойник участка механической сборки'

test('a scientist files a funding claim; the science office accepts it; the register lists it', async ({ page }) => {
  test.setTimeout(90_000) // ~40 s while seven helpers share two cores
  await signInAs(page, 'author', 'FinNir/Claim')
  // the first load of the claim screen's chunk can take over 10 s while the shared cores are busy
  await expect(page.getByRole('heading', { name: 'Новая заявка на НИОКТР' })).toBeVisible({ timeout: 30_000 })
  await page.getByLabel('Тема НИОКТР').fill(CLAIM)
  await page.getByLabel('Научный руководитель').fill('Кузнецов Дмитрий Сергеевич')
  await page.getByLabel('Аннотация: цель, задачи, ожидаемые результаты').fill('Цель: модель участка сборки.')
  await page.getByLabel('Запрашиваемая сумма, руб.').fill('2750000')
  await page.getByLabel('Срок выполнения, мес.').fill('18')
  await page.locator('input[type=file]').setInputFiles({
    name: 'smeta.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 смета'),
  })
  expect(await seriousA11yViolations(page, 'main')).toEqual([])
  await page.getByRole('button', { name: 'Подать заявку' }).click()
  await expect(page.getByText('Заявка подана на рассмотрение')).toBeVisible()
  await page.getByRole('link', { name: 'Открыть заявку' }).click()
  await expect(page.getByRole('table', { name: 'История состояний' })).toContainText('На рассмотрении')

  await signInAs(page, 'admin', 'FinNir/UNICab')
  await page.getByRole('button', { name: `Принять заявку «${CLAIM}»` }).click()
  await expect(page.getByRole('link', { name: `Открыть заявку «${CLAIM}»` })).toHaveCount(0)
  expect(await seriousA11yViolations(page, 'main')).toEqual([])
  await page.getByRole('link', { name: 'Реестр принятых заявок' }).click()
  const row = page.getByRole('row', { name: new RegExp(CLAIM) })
  await expect(row).toContainText('2 750 000')
  await expect(page.getByRole('table', { name: 'Итоги по кафедрам' })).toBeVisible()
  expect(await seriousA11yViolations(page, 'main')).toEqual([])
})
