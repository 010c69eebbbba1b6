import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { App } from '@/app/app'
import { http as apiHttp } from '@/api/http'
import { server, issueToken } from '@/mocks/node'
import { shellPageTexts as t } from '@/texts/ru/shell-pages'
import { errorTexts } from '@/texts/ru/errors'
import { resetLocationHistory } from '@/app/routes/location-history'
import { libraryFailedFor, libraryParams, schoolXPeriods } from '@/app/menu/menu-sources'
import type { RouteRecord } from '@/app/routes/types'

// Every route is a real screen now: without the timetable office's new-semester builder and its team
// weeks, their paths fall back to the shell's section page, the examples below.
vi.mock('@/app/routes/rasp-manager.routes', async (importOriginal) => {
  const { raspManagerRoutes } = await importOriginal<{ raspManagerRoutes: RouteRecord[] }>()
  const onSectionPage = ['/RaspManagerNew', '/RaspManager/Team/:groupId?/:draft?']
  return { raspManagerRoutes: raspManagerRoutes.filter((r) => !onSectionPage.includes(r.path)) }
})

function openAt(path: string, userID?: number) {
  resetLocationHistory()
  libraryParams.value = null
  schoolXPeriods.value = null
  libraryFailedFor.value = null
  if (userID !== undefined) document.cookie = 'authToken=' + issueToken(userID) + '; path=/'
  window.history.replaceState(null, '', `/WebApp${path}`)
  return render(<App base="/WebApp" />)
}
/** The page's own content (the drawer renders the same menu). */
const page = () => screen.getByRole('main')
const path = () => decodeURI(window.location.pathname.replace('/WebApp', '')) || '/'

describe('navigation guard and shell pages', () => {
  it('a section page: title, parameters, the menu path and the sub-pages the user may open', async () => {
    // the new-semester timetable builder, its screen left out (vi.mock above), is a section page (which
    // sub-pages roles hide: tests/unit/shell-routes/section-info.test.ts)
    openAt('/RaspManagerNew', 9)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Составление расписания (новое)' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    const crumbs = screen.getByRole('navigation', { name: t.breadcrumb })
    expect(within(crumbs).getByText('Расписание')).toBeInTheDocument()
    expect(within(crumbs).getByText('Составление расписания (новое)').closest('li')).toHaveAttribute(
      'aria-current',
      'page',
    )
    const sub = screen.getByRole('region', { name: t.subPages })
    expect(within(sub).getByRole('link', { name: 'Свободные аудитории' })).toHaveAttribute(
      'href',
      '/WebApp/Rasp/EmptyAud',
    )
    expect(within(sub).getByRole('link', { name: 'Календарь расписания' })).toHaveAttribute(
      'href',
      '/WebApp/RaspManager/Calendar',
    )
    await waitFor(() => expect(document.title).toBe('Расписание'))
  })

  it('route parameters read meaningfully: "Группа №131"', async () => {
    // a group's draft week in the timetable office, its screen left out (vi.mock above), is a section page
    openAt('/RaspManager/Team/131/draft', 9)
    expect(await screen.findByRole('heading', { level: 1, name: 'Команда' }, { timeout: 10_000 })).toBeInTheDocument()
    const params = screen.getByRole('list', { name: t.parameters })
    expect(within(params).getByText('Группа №131')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Расписание'))
  })

  it('a role-restricted route renders the 403 page; the same route opens for an admin', async () => {
    const view = openAt('/Admin/Sync', 1)
    expect(await screen.findByRole('heading', { name: t.forbiddenTitle }, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getByText(/Администратор-НИР, Администратор-Сайт/)).toBeInTheDocument()
    expect(path()).toBe('/Admin/Sync')
    view.unmount()
    openAt('/Admin/Sync', 7)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Синхронизация' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
  })

  it('a guest is sent to /login and comes back to the remembered path', async () => {
    openAt('/Journals/Stat/Filling')
    await waitFor(() => expect(path()).toBe('/login'), { timeout: 10_000 })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Логин', {}, { timeout: 3000 }), 'teacher')
    await user.type(screen.getByLabelText('Пароль'), 'demo2024')
    await user.click(screen.getByRole('button', { name: 'Войти' }))
    await waitFor(() => expect(path()).toBe('/Journals/Stat/Filling'), { timeout: 8000 })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Заполнение журналов' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
  })

  it('unknown → /404; /TechWorks is public; /403, /forbidden, /500, /error401 pages', async () => {
    let view = openAt('/no/such/page')
    await waitFor(() => expect(path()).toBe('/404'), { timeout: 10_000 })
    view.unmount()
    view = openAt('/TechWorks')
    expect(
      await screen.findByRole('heading', { name: errorTexts.maintenance }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    view.unmount()
    for (const [address, title] of [
      ['/403', t.forbiddenTitle],
      ['/forbidden', t.forbiddenTitle],
      ['/500', t.serverErrorTitle],
      ['/error401', t.unauthorizedTitle],
    ] as const) {
      view = openAt(address, 1)
      expect(await screen.findByRole('heading', { name: title }, { timeout: 10_000 }), address).toBeInTheDocument()
      view.unmount()
    }
  })

  it('a 403 from the server goes to /forbidden and shows the 403 page (the IPR call reports its own failure instead)', async () => {
    server.use(
      http.get('*/api/IPR/params', () =>
        HttpResponse.json({ state: -1, msg: 'Нет доступа к библиотекам' }, { status: 403 }),
      ),
      http.get('*/api/Some/Protected', () =>
        HttpResponse.json({ state: -1, msg: 'Доступ к разделу закрыт' }, { status: 403 }),
      ),
    )
    openAt('/Search', 1)
    await screen.findByRole('heading', { level: 1, name: 'Поиск' }, { timeout: 10_000 })
    expect(await screen.findByText(errorTexts.iprBooks, {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(path()).toBe('/Search')
    await apiHttp.get('/Some/Protected').catch(() => null)
    await waitFor(() => expect(path()).toBe('/forbidden'))
    expect(await screen.findByRole('heading', { name: t.forbiddenTitle }, { timeout: 10_000 })).toBeInTheDocument()
  })

  it('/Menu shows the whole visible menu with the library links once IPR params load', async () => {
    openAt('/Menu', 1)
    expect(await screen.findByRole('heading', { level: 1, name: t.menuTitle }, { timeout: 10_000 })).toBeInTheDocument()
    expect(within(page()).getByRole('link', { name: 'Зачётная книжка' })).toHaveAttribute(
      'href',
      '/WebApp/EducationalActivity/ZachBook',
    )
    expect(within(page()).queryByRole('link', { name: 'Администрирование' })).toBeNull()
    const ipr = await within(page()).findByRole('link', { name: /IPR Books/ }, { timeout: 10_000 })
    expect(ipr).toHaveAttribute('target', '_blank')
    expect(ipr.getAttribute('href')).toMatch(
      /^https:\/\/www\.iprbookshop\.ru\/autologin\?u_id=1&user_type=3&time=\d+&sign=[0-9a-f]{32}$/,
    )
  })

  it("a failed /api/IPR/params shows 'Ошибка запроса к API IPR Books' and the menu goes on without links", async () => {
    server.use(http.get('*/api/IPR/params', () => HttpResponse.json({ state: -1, msg: 'down' }, { status: 500 })))
    openAt('/Menu', 1)
    expect(await screen.findByText(errorTexts.iprBooks, {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByText(errorTexts.apiRequest)).toBeNull()
    expect(within(page()).getByRole('link', { name: 'Зачётная книжка' })).toBeInTheDocument()
    expect(within(page()).queryByRole('link', { name: /IPR Books/ })).toBeNull()
  })

  it('/openWork redirects by the work type; an unknown work says so with a way back', async () => {
    let view = openAt('/openWork/101', 2)
    await waitFor(() => expect(path()).toBe('/FinNir/EditClaim/101'), { timeout: 10_000 })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Редактирование заявки НИОКТР' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    view.unmount()
    view = openAt('/openWork/4242', 2)
    expect(
      await screen.findByText(
        'Работа №4242 не найдена. Возможно, она удалена или ссылка устарела.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: t.home })).toBeInTheDocument()
    view.unmount()
    view = openAt('/openWork/abc', 2)
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Номер работы «abc» указан неверно',
    )
    view.unmount()
    server.use(
      http.get('*/api/helpers/workTypeID', () => HttpResponse.json({ state: -1, msg: 'fail' }, { status: 500 })),
    )
    view = openAt('/openWork/103', 2)
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Не удалось узнать тип работы №103',
    )
    server.resetHandlers()
    await userEvent.setup().click(screen.getByRole('button', { name: t.retry }))
    await waitFor(() => expect(path()).toBe('/ContractWork/show/103'), { timeout: 10_000 })
  })

  it('/RPD/Redirect offers the signed link into the RPD system, or says the parameters failed', async () => {
    let view = openAt('/RPD/Redirect', 1)
    const link = await screen.findByRole('link', { name: /Открыть систему РПД/ }, { timeout: 10_000 })
    expect(link.getAttribute('href')).toBe('https://rpd.donstu.ru/login?hash=rpd-demo-hash&uid=1')
    expect(link).toHaveAttribute('target', '_blank')
    view.unmount()
    server.use(http.get('*/api/IPR/params', () => HttpResponse.json({ state: -1, msg: 'down' }, { status: 500 })))
    view = openAt('/RPD/Redirect', 1)
    expect(await screen.findByText(t.rpdFailed, {}, { timeout: 10_000 })).toBeInTheDocument()
  })

  it('/www/{site} opens the site in a new tab and returns; an unknown site says so; a blocked tab offers the link', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => ({ opener: window }) as unknown as Window)
    let view = openAt('/www/dstu', 1)
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://donstu.ru', '_blank'), { timeout: 10_000 })
    await waitFor(() => expect(path()).toBe('/'), { timeout: 10_000 })
    view.unmount()
    view = openAt('/www/nowhere', 1)
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Сайт «nowhere» неизвестен')
    view.unmount()
    open.mockImplementation(() => null)
    view = openAt('/www/vk', 1)
    const link = await screen.findByRole('link', { name: 'Открыть https://vk.com/donstu' }, { timeout: 10_000 })
    expect(link).toHaveAttribute('target', '_blank')
    expect(path()).toBe('/www/vk')
    open.mockRestore()
  })
})
