import { describe, expect, it } from 'vitest'
import { buildMenu, flattenMenu } from '@/app/menu/build-menu'
import { CLIENT_MENU } from '@/app/menu/menu.data'
import type { VisibilityContext } from '@/app/menu/visibility'
import type { InitInfo } from '@/api/init'
import { DEMO_USERS } from '@/mocks/seed/demo-users'
import { ROLES } from '@/lib/roles'
import { ROUTES } from '@/app/routes'
import { matchPattern } from '@/app/routes/route-patterns'
import { requiredRoles } from '@/app/route-frame'
import { allowedFor } from '@/app/access'

/**
 * Issue 13 item 14: an entry a user sees opens for them. A site-admin-only user
 * ('Администратор-Сайт' without 'Администратор-НИР') saw «Администрирование» and got 403 on it.
 * Checked for every demo user and for a user holding each single role of the catalogue.
 */
const INIT = {
  shortName: 'ЛК',
  contests: [
    {
      competitionID: 1,
      name: 'Конкурс',
      typeContestsID: 1,
      showResult: true,
      dateStart: '2026-10-01',
      dateTo: '2026-12-20',
      showInMenu: true,
      splashScreenData: null,
      isDelete: false,
    },
  ],
  menu: [],
  defaultAccentColor: 'studSite',
  qrScannerEnabled: false,
  modules: {
    Rasp: true,
    Course: true,
    Science: true,
    Journals: true,
    Questionary: true,
    Cert: true,
    Rating: true,
    RatingTeachers: true,
    Competency: true,
  },
  journalsReview: true,
  flags: {},
  isOrganizerContests: true,
  isJudgeContests: true,
  lstContestsJudging: [1],
  hideLinks: false,
  hideTrajectory: false,
} as unknown as InitInfo

const USERS: { who: string; roles: { name: string }[] }[] = [
  ...DEMO_USERS.map((u) => ({ who: u.login, roles: u.roles.map((key) => ({ name: ROLES[key].name })) })),
  ...Object.values(ROLES).map((role) => ({ who: `only '${role.name}'`, roles: [{ name: role.name }] })),
]

function forbiddenEntries(roles: { name: string }[]): string[] {
  const problems: string[] = []
  for (const schoolXMode of [false, true]) {
    const ctx: VisibilityContext = {
      signedIn: true,
      userID: 1,
      roles,
      init: INIT,
      beta: true,
      schoolXMode,
      host: 'lk.donstu.ru',
      periods: [{ typeID: 1 }, { typeID: 3 }],
    }
    const visible = flattenMenu(buildMenu({ client: CLIENT_MENU, server: [], library: [] }, ctx))
      .map(({ node }) => node.url)
      .filter((u): u is string => Boolean(u?.startsWith('/')))
    for (const url of visible) {
      const record = ROUTES.find((r) => matchPattern(r.path, url))
      if (!record) problems.push(`${url}: no route`)
      else if (!allowedFor(roles, requiredRoles(record))) problems.push(`${url}: 403 by ${record.path}`)
    }
  }
  return problems
}

describe('every menu entry a user sees opens for them', () => {
  it.each(USERS.map((u) => [u.who, u.roles] as const))('%s', (_who, roles) => {
    expect(forbiddenEntries([...roles])).toEqual([])
  })

  it("a site-admin-only user does not see «Администрирование» (the research admin's screen)", () => {
    const ctx: VisibilityContext = {
      signedIn: true,
      userID: 1,
      roles: [{ name: ROLES.siteAdmin.name }],
      init: INIT,
      beta: false,
      schoolXMode: false,
      host: 'localhost',
      periods: null,
    }
    const visible = flattenMenu(buildMenu({ client: CLIENT_MENU, server: [], library: [] }, ctx)).map(
      ({ node }) => node.url,
    )
    expect(visible).not.toContain('/Admin')
  })
})
