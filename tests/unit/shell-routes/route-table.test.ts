import { describe, expect, it } from 'vitest'
import { ROUTES } from '@/app/routes'
import { browserTitleFor, ROUTE_ICONS, SHELL_ROUTE_DATA, shellRouteFor } from '@/app/routes/shell-route-data'
import { fillPattern, matchPattern } from '@/app/routes/route-patterns'
import { requiredRoles } from '@/app/route-frame'
import { ACCESS } from '@/app/access'
import { SPEC_PUBLIC_PATHS, SPEC_ROUTE_PATHS, samplePath } from './spec-paths'

const byPath = new Map(ROUTES.map((r) => [r.path, r]))
/** The first record of the table matching a concrete address, as the router's Switch picks it. */
const resolve = (address: string) => ROUTES.find((r) => matchPattern(r.path, address) !== null)

describe('route table (spec 1 §2)', () => {
  it("every spec path exists (the Snake game is half B's settings route)", () => {
    const missing = SPEC_ROUTE_PATHS.filter((p) => p !== '/Game/Snake' && !byPath.has(p))
    expect(missing).toEqual([])
    expect(SPEC_ROUTE_PATHS.length).toBe(232)
  })

  it('every shell route is one of the spec paths (or /forbidden, spec 1 §4), listed once', () => {
    const spec = new Set<string>([...SPEC_ROUTE_PATHS, '/forbidden'])
    for (const route of SHELL_ROUTE_DATA) expect(spec.has(route.path), route.path).toBe(true)
    expect(new Set(SHELL_ROUTE_DATA.map((r) => r.path.toLowerCase())).size).toBe(SHELL_ROUTE_DATA.length)
  })

  it('the shell does not redefine core, gia or the Snake game', () => {
    for (const path of [
      '/',
      '/404',
      '/Auth/OAuthError/:service',
      '/GIA/Protocols',
      '/GAK/Protocol/:protocolID?',
      '/Game/Snake',
    ]) {
      expect(
        SHELL_ROUTE_DATA.some((r) => r.path === path),
        path,
      ).toBe(false)
    }
  })

  it("every shell route is reached by its own address (or by an area's real screen for it), with and without optional parameters", () => {
    const wrong: string[] = []
    const shellOnly = (address: string) => SHELL_ROUTE_DATA.find((r) => matchPattern(r.path, address) !== null)
    for (const { path } of SHELL_ROUTE_DATA.filter((r) => r.path !== '/Portfolio/Work/:workID')) {
      for (const optional of [true, false]) {
        const address = samplePath(path, { optional })
        // the shell's own order is right…
        if (shellOnly(address)?.path !== path) wrong.push(`${address} → shell ${shellOnly(address)?.path}`)
        // …and in the whole table either that record or an area's screen answers
        const record = resolve(address)
        if (record?.path !== path && (!record || record.area.startsWith('shell:')))
          wrong.push(`${address} → ${record?.path}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('the one ambiguous pair of the spec: /Portfolio/Work/{workID} reads as a type id of the longer form', () => {
    expect(resolve('/Portfolio/Work/15')?.path).toBe('/Portfolio/Work/:typeID/:workID?')
  })

  it('public routes are exactly the spec ones (plus the error pages)', () => {
    const publicShell = SHELL_ROUTE_DATA.filter((r) => r.access === 'public').map((r) => r.path)
    for (const path of SPEC_PUBLIC_PATHS) {
      const record = byPath.get(path)
      if (path === '/Game/Snake' && !record) continue
      expect(record?.access, path).toBe('public')
    }
    expect(publicShell.sort()).toEqual(
      [
        '/403',
        '/500',
        '/Contests/Randomizer/',
        '/Rasp/:type/:id/:year?/:search?',
        '/Rasp/list',
        '/RaspCalendar/:type/:id/:year?',
        '/TechWorks',
        '/error401',
        '/forbidden',
      ].sort(),
    )
    expect(byPath.get('/Menu')?.access).toBe('signedIn')
    expect(byPath.get('/Admin')?.access).toBe('signedIn')
  })

  it('layouts: empty for a mail letter and the randomizer, visitor for /sovet, school X for the school programme', () => {
    expect(byPath.get('/mail/:type/:id')?.layout).toBe('empty')
    expect(byPath.get('/Contests/Randomizer/')?.layout).toBe('empty')
    expect(byPath.get('/sovet')?.layout).toBe('visitor')
    for (const route of SHELL_ROUTE_DATA.filter((r) => /^\/(donstux|SchoolX|GroupManagerList)/i.test(r.path)))
      expect(route.layout, route.path).toBe('schoolX')
    expect(byPath.get('/Admin')?.layout).toBe('main')
  })

  it('browser titles follow the route-name map; science-branded under nir and listpublication', () => {
    expect(browserTitleFor('/Journals/List')).toBe('Журнал')
    expect(browserTitleFor('/Rasp/My')).toBe('Расписание')
    expect(browserTitleFor('/RaspManager/Calendar')).toBe('Расписание')
    expect(browserTitleFor('/Portfolio/Overview')).toBe('Портфолио')
    expect(browserTitleFor('/portfolio')).toBe('Портфолио')
    expect(browserTitleFor('/mail/all')).toBe('Почта')
    expect(browserTitleFor('/Chat')).toBe('Чаты')
    expect(browserTitleFor('/nir/2/15')).toBe('Наука — Личный кабинет')
    expect(browserTitleFor('/nirStat')).toBe('Наука — Личный кабинет')
    expect(browserTitleFor('/listpublication/expert')).toBe('Наука — Личный кабинет')
    expect(browserTitleFor('/Admin')).toBe('Личный кабинет')
    expect(browserTitleFor('/Search')).toBe('Личный кабинет')
    for (const route of SHELL_ROUTE_DATA) expect(byPath.get(route.path)?.title).toBe(browserTitleFor(route.path))
  })

  it('menu icons where the spec names them: calendar, message, modules, book', () => {
    expect(byPath.get('/Rasp/My')?.icon).toBe(ROUTE_ICONS.calendar)
    expect(byPath.get('/Chat')?.icon).toBe(ROUTE_ICONS.message)
    expect(byPath.get('/modules/priority')?.icon).toBe(ROUTE_ICONS.modules)
    expect(byPath.get('/courses/list/:userID?')?.icon).toBe(ROUTE_ICONS.book)
  })

  it('role lists sit on the records; an area route for a shell path inherits the shell list', () => {
    expect(byPath.get('/Admin')?.roles).toEqual(ACCESS.admin)
    expect(
      requiredRoles({
        path: '/Admin/Users',
        screen: () => null,
        access: 'signedIn',
        layout: 'main',
        area: 'reference',
      }),
    ).toEqual(ACCESS.admin)
    expect(
      requiredRoles({ path: '/GIA/Protocols', screen: () => null, access: 'signedIn', layout: 'main', area: 'gia' }),
    ).toEqual(['Секретарь ГЭК', 'Председатель ГЭК'])
    expect(
      requiredRoles({ path: '/Search', screen: () => null, access: 'signedIn', layout: 'main', area: 'x' }),
    ).toBeUndefined()
    expect(shellRouteFor('/dormitory/admin/%D1%81ompetitionDashboard/4')?.path).toBe(
      '/Dormitory/Admin/сompetitionDashboard/:concestID',
    )
  })

  it('fills and matches patterns', () => {
    expect(fillPattern('/nir/:typeID/:workID?', { typeID: '2' })).toBe('/nir/2')
    expect(fillPattern('/nir/:typeID/:workID?', { workID: '2' })).toBeNull()
    expect(fillPattern('/Contests/Open/:contestID', { contestID: '7' })).toBe('/Contests/Open/7')
    expect(matchPattern('/Rasp/:type/:id/:year?/:search?', '/rasp/group/5')).toEqual({
      type: 'group',
      id: '5',
      year: undefined,
      search: undefined,
    })
    expect(matchPattern('/Rasp/:type/:id/:year?/:search?', '/Rasp/list')).toBeNull()
  })
})
