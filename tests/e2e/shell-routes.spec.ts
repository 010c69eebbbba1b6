import { test, expect, signInAs, seriousA11yViolations } from './fixtures'
import { appPath, menuLinkNames, openInApp, pageSettled } from './shell-routes.helpers'
import { SPEC_ROUTE_PATHS, samplePath } from '../unit/shell-routes/spec-paths'
import type { Page } from '@playwright/test'
import { E2E_USERS } from './auth-state'
import { ROUTE_OPENERS } from './route-openers'

const SHOTS = '/tmp/shell-routes-shots'

async function forbidden(page: Page, path: string) {
  await openInApp(page, path)
  await expect(page.getByRole('heading', { name: 'Доступ запрещён' })).toBeVisible()
  expect(appPath(page)).toBe(path)
}

test.describe('menu and access per demo user', () => {
  test('student: student entries, no admin; /Admin is forbidden', async ({ page, consoleErrors }) => {
    await signInAs(page, 'student', 'Menu')
    const names = await menuLinkNames(page)
    for (const name of [
      'Главная',
      'Моё расписание',
      'Мои журналы',
      'Зачётная книжка',
      'Заказать справку',
      'Выбор дисциплин',
      'Конкурс на лучшую научную работу студентов',
    ])
      expect(names, name).toContain(name)
    for (const name of ['Администрирование', 'Журналы групп', 'Чаты', 'Отчёты председателя ГЭК', 'Обработка справок'])
      expect(names, name).not.toContain(name)
    await expect(page.getByRole('main').getByRole('link', { name: /IPR Books/ })).toBeVisible()
    await forbidden(page, '/Admin')
    await forbidden(page, '/Journals/Admin/JournalList')
    await openInApp(page, '/EducationalActivity/ZachBook')
    await expect(page.getByRole('heading', { level: 1, name: 'Зачётная книжка' })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('admin: the admin entries open', async ({ page, consoleErrors }) => {
    await signInAs(page, 'admin', 'Menu')
    const names = await menuLinkNames(page)
    for (const name of [
      'Администрирование',
      'Меню сайта',
      'Пользователи',
      'Проверка достижений',
      'Реестр заявок НИОКТР',
      'Администрирование журналов',
    ])
      expect(names, name).toContain(name)
    expect(names).not.toContain('Зачётная книжка')
    await page.getByRole('main').getByRole('link', { name: 'Меню сайта' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Редактор меню' })).toBeVisible()
    await forbidden(page, '/Dormitory/Admin/AdminConcestSelection')
    expect(consoleErrors).toEqual([])
  })

  test('teacher, dean, secretary, mailer: each sees their own entries', async ({ page, consoleErrors }) => {
    await signInAs(page, 'teacher', 'Menu')
    let names = await menuLinkNames(page)
    expect(names).toEqual(
      expect.arrayContaining(['Журналы групп', 'Мои электронные курсы', 'Эффективный контракт', 'Мои заявки НИОКТР']),
    )
    expect(names).not.toContain('Студенты')
    await forbidden(page, '/Students/List')

    await page.context().clearCookies()
    await signInAs(page, 'dean', 'Menu')
    names = await menuLinkNames(page)
    expect(names).toEqual(
      expect.arrayContaining(['Студенты', 'Уважительные пропуски', 'Мониторинг переводов', 'Общая статистика науки']),
    )
    await openInApp(page, '/Students/List')
    await expect(page.getByRole('heading', { level: 1, name: 'Студенты' })).toBeVisible()

    await page.context().clearCookies()
    await signInAs(page, 'secretary', 'Menu')
    names = await menuLinkNames(page)
    expect(names).toEqual(expect.arrayContaining(['Отчёты председателя ГЭК', 'Протоколы ГЭК']))
    expect(names).not.toContain('Администрирование')

    await page.context().clearCookies()
    await signInAs(page, 'mailer', 'Menu')
    names = await menuLinkNames(page)
    expect(names).toContain('Тестовая рассылка')
    await openInApp(page, '/TestSend')
    // the mail area's own screen answers here now: enough that it opens, not the 403 page
    await expect(page.locator('h1').first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Доступ запрещён' })).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })

  test('school X: in school-X mode the school entries; module choice and feedback while their periods are open', async ({
    page,
    consoleErrors,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-23T10:00:00+03:00'))
    await signInAs(page, 'schoolx-student', 'Menu')
    let names = await menuLinkNames(page)
    expect(names).not.toContain('Выбор модулей')
    await page.evaluate(() => localStorage.setItem('schoolX', 'true'))
    await page.reload()
    // module choice and feedback join the menu once the open periods have loaded
    await expect
      .poll(() => menuLinkNames(page))
      .toEqual(
        expect.arrayContaining([
          'Главная',
          'Мои модули',
          'Список модулей',
          'Выбор модулей',
          'Обратная связь по модулям',
          'Календарь обучения',
        ]),
      )
    names = await menuLinkNames(page)
    expect(names).not.toContain('Поиск')
    expect(names).not.toContain('Права пользователей')
    await forbidden(page, '/donstux/Admin/Users')

    await page.context().clearCookies()
    await signInAs(page, 'schoolx-admin', 'Menu')
    names = await menuLinkNames(page)
    expect(names).toEqual(
      expect.arrayContaining([
        'Права пользователей',
        'Участники',
        'Учебные планы',
        'Периоды',
        'Команды',
        'Сводка модерации',
        'Проверка модулей',
        'Статистика',
      ]),
    )
    await page.getByRole('main').getByRole('link', { name: 'Права пользователей' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Права пользователей' })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })
})

/**
 * Who walks the route table: the admin, then for each route the admin is refused, its opener
 * (route-openers.ts); a route the admin is refused that has no opener listed goes to every other demo user
 * in turn (issue 16's roles are spread over personas of their own: no two users hold them all).
 */
const WALKERS = ['admin', ...E2E_USERS.filter((login) => login !== 'admin')]
const OPENER_OF = new Map(
  Object.entries(ROUTE_OPENERS).flatMap(([login, routes]) => routes.map((route) => [route, login] as const)),
)

/** The route table in four parts, so the two workers share it instead of one worker walking it alone. */
const PARTS = 4
const partSize = Math.ceil(SPEC_ROUTE_PATHS.length / PARTS)
for (let part = 0; part < PARTS; part++) {
  const patterns = SPEC_ROUTE_PATHS.slice(part * partSize, (part + 1) * partSize)
  test(`every spec route opens a real screen (or redirects as specified) without a console error for a demo user who may open it (part ${part + 1} of ${PARTS})`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(300_000)
    await countOpenedTabs(page)
    const byOpener = new Map<string, string[]>([['admin', []]])
    for (const pattern of patterns) {
      const login = OPENER_OF.get(pattern) ?? 'admin'
      byOpener.set(login, [...(byOpener.get(login) ?? []), pattern])
    }
    const opened: string[] = []
    let unlisted: readonly string[] = []
    for (const [login, routes] of byOpener) {
      const walked = await walkAs(page, login, routes, opened)
      if (login === 'admin') unlisted = walked.forbidden
      else expect(walked.forbidden, `refused to ${login}, their opener in route-openers.ts`).toEqual([])
    }
    let left = unlisted
    for (const login of WALKERS.slice(1)) {
      if (left.length === 0) break
      left = (await walkAs(page, login, left, opened)).forbidden
    }
    expect(left, 'refused to every demo user').toEqual([])
    expect(opened).toEqual(patterns.includes('/www/:site') ? ['https://donstu.ru'] : [])
    expect(consoleErrors).toEqual([])
  })
}

/** Signs in as `login` and walks `routes`; what they are refused comes back. */
async function walkAs(page: Page, login: string, routes: readonly string[], opened: string[]) {
  if (routes.length === 0) return { forbidden: [] }
  await page.context().clearCookies()
  await signInAs(page, login, '')
  // A locator's wait, not pageSettled's frame polling: a first visit may reload while the mock worker claims it.
  await expect(page.locator('h1').first()).toBeVisible()
  const walked = await walkRoutes(page, routes)
  expect(walked.problems, login).toEqual([])
  expect(walked.placeholders, login).toEqual([])
  // read before the next walker's sign-in reloads the page
  opened.push(...((await page.evaluate(() => (window as unknown as { opened?: string[] }).opened)) ?? []))
  return walked
}

/** /www/{site} would open a real tab: count it instead. */
async function countOpenedTabs(page: Page) {
  await page.addInitScript(() => {
    window.open = ((url: string) => {
      ;(window as unknown as { opened: string[] }).opened = [
        ...((window as unknown as { opened?: string[] }).opened ?? []),
        url,
      ]
      return { opener: null } as unknown as Window
    }) as typeof window.open
  })
}

async function walkRoutes(page: Page, patterns: readonly string[]) {
  const problems: string[] = []
  const forbidden: string[] = []
  const placeholders: string[] = []
  // Each address is entered from a marker page (/500), whose heading must go before the new page's
  // own heading counts: the table's every route, and the error pages.
  const MARKER = 'Ошибка сервера'
  for (const pattern of patterns) {
    const address = samplePath(pattern)
    try {
      if (pattern !== '/500') {
        await openInApp(page, '/500')
        await page.waitForFunction((text) => document.querySelector('h1')?.textContent?.trim() === text, MARKER, {
          polling: 'raf',
        })
      }
      await openInApp(page, address)
      // (/openWork/15: no such work → its message page; the redirects have a test of their own)
      if (pattern === '/www/:site') {
        await expect.poll(() => appPath(page)).toBe('/500')
        continue
      }
      if (pattern === '/Game/Snake' && appPath(page) === '/404') continue
      // a letter in the empty layout (the mail area's screen) has no page heading
      await pageSettled(page, {
        notHeading: pattern === '/500' ? undefined : MARKER,
        anyMainContent: pattern === '/mail/:type/:id',
      })
      if (pattern === '/403') continue
      if (await page.getByRole('heading', { level: 1, name: 'Доступ запрещён' }).isVisible()) forbidden.push(pattern)
      else if (await page.locator('.section-page').count()) placeholders.push(`${address} (at ${appPath(page)})`)
    } catch (e) {
      problems.push(`${address}: ${String(e).split('\n')[0]} (at ${appPath(page)})`)
    }
  }
  return { problems, forbidden, placeholders }
}

test('unknown → /404; /TechWorks is public; a guest is sent to /login', async ({ page, consoleErrors }) => {
  await page.goto('no/such/page')
  await expect(page).toHaveURL(/\/WebApp\/404$/)
  await page.goto('TechWorks')
  await expect(page.getByRole('heading', { name: 'Ведуться технические работы' })).toBeVisible()
  await page.goto('Rasp/list')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Расписание групп, преподавателей и аудиторий' }),
  ).toBeVisible()
  await page.goto('Admin')
  await expect(page).toHaveURL(/\/WebApp\/login$/)
  expect(consoleErrors).toEqual([])
})

test('/openWork redirects by work type; from a work page goes home; an unknown work says so', async ({
  page,
  consoleErrors,
}) => {
  await signInAs(page, 'author', 'openWork/101')
  await expect(page).toHaveURL(/\/FinNir\/EditClaim\/101$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Редактирование заявки НИОКТР' })).toBeVisible()
  for (const [id, target] of [
    ['102', '/FinNir/Show/102'],
    ['103', '/ContractWork/show/103'],
    ['104', '/Portfolio/Work/55/104'],
    ['105', '/nir/61/105'],
    ['108', '/nir/2/108'],
    ['112', '/Portfolio/Work/80/112'],
  ]) {
    await openInApp(page, '/Search')
    await openInApp(page, `/openWork/${id}`)
    await expect.poll(() => appPath(page)).toBe(target)
  }
  // Back from a work page to /openWork: home, not the work again.
  await openInApp(page, '/openWork/108')
  await expect.poll(() => appPath(page)).toBe('/')
  await openInApp(page, '/Search')
  await openInApp(page, '/openWork/4242')
  await expect(page.getByRole('alert')).toHaveText(
    'Работа №4242 не найдена. Возможно, она удалена или ссылка устарела.',
  )
  await expect(page.getByRole('main').getByRole('link', { name: 'На главную' })).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('/www/{site} opens the site in a new tab and returns the user where they were', async ({ page }) => {
  await signInAs(page, 'student', 'Search')
  await expect(page.getByRole('heading', { level: 1, name: 'Поиск' })).toBeVisible()
  await page
    .context()
    .route('https://donstu.ru/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>ДГТУ</title>' }),
    )
  const popup = page.waitForEvent('popup')
  await openInApp(page, '/www/dstu')
  expect((await popup).url()).toBe('https://donstu.ru/')
  await expect.poll(() => appPath(page)).toBe('/Search')
  await openInApp(page, '/www/nowhere')
  await expect(page.getByRole('alert')).toContainText('Сайт «nowhere» неизвестен')
})

for (const [width, height, kind] of [
  [390, 844, 'phone'],
  [1280, 800, 'desktop'],
] as const) {
  test(`no serious axe violation on a section page, /Menu, /403 and a work message, light and dark (${kind}); screenshots`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height })
    await signInAs(page, 'teacher', 'Journals/Stat/Attendance')
    for (const theme of ['light', 'dark']) {
      // The theme as the settings panel stores it (spec 2: dark base 'stud', light 'dstu').
      await page.evaluate((t) => localStorage.setItem('baseTheme', t === 'dark' ? 'stud' : 'dstu'), theme)
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      for (const [path, heading] of [
        ['/Journals/Stat/Attendance', 'Статистика посещаемости'],
        ['/Menu', 'Меню'],
        ['/Admin', 'Доступ запрещён'],
        ['/openWork/4242', 'Открытие работы'],
      ]) {
        await openInApp(page, path)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        expect(await seriousA11yViolations(page, 'main'), `${path} ${theme}`).toEqual([])
        await page.screenshot({
          path: `${SHOTS}/${kind}-${theme}-${path.replace(/\W+/g, '_')}.png`,
          fullPage: path !== '/Menu',
        })
      }
    }
  })
}
