import { describe, expect, it } from 'vitest'
import { buildMenu, flattenMenu } from '@/app/menu/build-menu'
import {
  CLIENT_MENU,
  LISTPUBLICATION_CABINETS,
  LISTPUBLICATION_PARENT_IDS,
  SCHOOL_TEAMS_PARENT_ID,
} from '@/app/menu/menu.data'
import { isItemVisible, isTestHost, isUniversitySite, type VisibilityContext } from '@/app/menu/visibility'
import type { InitInfo } from '@/api/init'
import type { ClientMenuItem } from '@/lib/menu.types'
import { DEMO_USERS } from '@/mocks/seed/demo-users'
import { ROLES } from '@/lib/roles'
import { ROUTES } from '@/app/routes'
import { matchPattern } from '@/app/routes/route-patterns'
import { requiredRoles } from '@/app/route-frame'
import { allowedFor } from '@/app/access'

const INIT: InitInfo = {
  shortName: 'ЛК',
  contests: [
    {
      competitionID: 1,
      name: 'Научные работы',
      typeContestsID: 1,
      showResult: false,
      dateStart: '2026-10-01',
      dateTo: '2026-12-20',
      showInMenu: true,
      splashScreenData: null,
      isDelete: false,
    },
    {
      competitionID: 2,
      name: 'Общежитие',
      typeContestsID: 2,
      showResult: true,
      dateStart: '2026-08-01',
      dateTo: '2026-09-10',
      showInMenu: true,
      splashScreenData: null,
      isDelete: false,
    },
    {
      competitionID: 3,
      name: 'Архив',
      typeContestsID: 1,
      showResult: true,
      dateStart: '2024-10-01',
      dateTo: '2024-12-01',
      showInMenu: true,
      splashScreenData: null,
      isDelete: true,
    },
    {
      competitionID: 4,
      name: 'Скрытый',
      typeContestsID: 1,
      showResult: true,
      dateStart: '2026-10-01',
      dateTo: '2026-12-01',
      showInMenu: false,
      splashScreenData: null,
      isDelete: false,
    },
  ],
  menu: [
    {
      menuItemID: 1,
      parentID: null,
      text: 'Сайт университета',
      href: 'https://university.example',
      newTab: true,
      linkImg: 'pi pi-globe',
    },
    {
      menuItemID: 2,
      parentID: 1,
      text: 'Новости сайта',
      href: 'https://university.example/news',
      newTab: true,
      linkImg: null,
    },
  ],
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
  isOrganizerContests: false,
  isJudgeContests: false,
  lstContestsJudging: [],
  hideLinks: false,
  hideTrajectory: false,
}

function rolesOf(login: string) {
  const user = DEMO_USERS.find((u) => u.login === login)!
  return user.roles.map((key) => ({ id: ROLES[key].id, name: ROLES[key].name }))
}

function ctxFor(login: string, patch: Partial<VisibilityContext> = {}): VisibilityContext {
  const user = DEMO_USERS.find((u) => u.login === login)!
  return {
    signedIn: true,
    userID: user.userID,
    roles: rolesOf(login),
    init: INIT,
    beta: false,
    schoolXMode: false,
    host: 'localhost',
    periods: null,
    ...patch,
  }
}

const LIBRARY = [{ key: 'iprBooks' as const, text: 'IPR Books', href: 'https://www.iprbookshop.ru/autologin?x=1' }]

function urls(ctx: VisibilityContext): string[] {
  return flattenMenu(buildMenu({ client: CLIENT_MENU, server: INIT.menu, library: LIBRARY }, ctx))
    .map(({ node }) => node.url ?? node.href)
    .filter((u): u is string => Boolean(u))
}

const EVERYONE = [
  '/',
  '/Feed',
  '/Search',
  '/feedback',
  '/information/personsRestrictedAbilities',
  '/Rasp/My',
  '/Rasp/list',
  '/Rasp/EmptyAud',
  '/courses/list',
  '/Questionnaires/List',
  '/portfolio',
  '/Portfolio/Works',
  '/portfolio/ratingAll',
  '/NewsScience/NewsScience',
  '/Contests/AllContests',
  '/mail',
  'https://www.iprbookshop.ru/autologin?x=1',
  'https://university.example',
  'https://university.example/news',
]

describe('menu visibility (spec 1 §6), role by role over the demo users', () => {
  it('student: exactly the everyone entries plus the student ones', () => {
    expect(urls(ctxFor('student')).sort()).toEqual(
      [
        ...EVERYONE,
        '/PersonalKab/1',
        '/Journals/journalList',
        '/EducationalActivity/ZachBook',
        '/Plans/ChoiceDisciplines',
        '/Contests/Open/1',
        '/Contests/Open/2',
        '/Contests/Results/2',
        '/Certificates/Ordering',
        '/StudentApplication/Ordering',
      ].sort(),
    )
  })

  it.each(DEMO_USERS.map((u) => [u.login, u.roles.join(', ')]))(
    '%s (%s) sees every entry meant for everyone, and only entries whose roles they hold',
    (login) => {
      const ctx = ctxFor(login)
      const seen = urls(ctx)
      for (const url of EVERYONE) expect(seen, url).toContain(url)
      const withRoles = CLIENT_MENU.filter(
        (item) => item.url && item.roles && !item.roles.some((r) => ctx.roles.some((own) => own.name === r)),
      )
      for (const item of withRoles)
        expect(seen, `${item.url} needs ${item.roles!.join('/')}`).not.toContain(
          item.url!.replace('{userID}', String(ctx.userID)),
        )
    },
  )

  it('a teacher with no other role: journals, courses, claims, effective contract, ratings — no admin, no student entries', () => {
    const seen = urls(ctxFor('teacher'))
    for (const url of [
      '/Journals/journalList',
      '/Journals/List',
      '/Journals/Stat/Attendance',
      '/Journals/ReviewsList',
      '/courses/TeacherList',
      '/Teacher/competency',
      '/FinNir/AuthorCab',
      '/FinNir/Claim',
      '/EffectiveContract',
      '/Portfolio/TeachersRating',
      '/teachingStaffRating',
      '/Staff/StaffList',
    ])
      expect(seen, url).toContain(url)
    for (const url of [
      '/Admin',
      '/EducationalActivity/ZachBook',
      '/Certificates/Ordering',
      '/Contests/Open/1',
      '/Journals/Admin/JournalList',
      '/TestSend',
      '/staff/EffectiveContract',
    ])
      expect(seen, url).not.toContain(url)
  })

  it('admin (Администратор-НИР, -Сайт): the admin entries, science admin cabinet, verifier and rating screens', () => {
    const seen = urls(ctxFor('admin'))
    for (const url of [
      '/Admin',
      '/Admin/Menu',
      '/Admin/Users',
      '/EffectiveContractAdmin',
      '/Portfolio/Verifier/ListWorks',
      '/Portfolio/TeachersRating',
      '/FinNir/Register',
      '/nirStat',
      '/Journals/Admin/JournalList',
      '/Library/IPRTest',
      '/Contests/Results/2',
    ])
      expect(seen, url).toContain(url)
    expect(seen).not.toContain('/Contests/Open/1')
    expect(urls(ctxFor('admin', { host: 'lk.donstu.ru' }))).not.toContain('/Library/IPRTest')
  })

  it('dean: dean office entries, reports; educational statistics only with beta', () => {
    const seen = urls(ctxFor('dean'))
    for (const url of [
      '/Students/List',
      '/Journals/ValidPass/ListStudents',
      '/Statistics/TransferMonitoring',
      '/Science/GlobalStat',
      '/statFacultsPoints',
      '/Contests/Results/2',
    ])
      expect(seen, url).toContain(url)
    expect(seen).not.toContain('/EducationalActivity/Statistics')
    expect(urls(ctxFor('dean', { beta: true }))).toContain('/EducationalActivity/Statistics')
  })

  it('GEK secretary and chairman: the protocol entries; others do not see them', () => {
    expect(urls(ctxFor('secretary'))).toEqual(expect.arrayContaining(['/GiaReport/Documents', '/GIA/Protocols']))
    expect(urls(ctxFor('chairman'))).toEqual(expect.arrayContaining(['/GiaReport/Documents', '/GIA/Protocols']))
    expect(urls(ctxFor('student'))).not.toContain('/GIA/Protocols')
  })

  it('mailer sees the test mailing; contest staff see applications lists, not the open pages', () => {
    expect(urls(ctxFor('mailer'))).toContain('/TestSend')
    const contests = urls(ctxFor('contests'))
    expect(contests).toEqual(
      expect.arrayContaining([
        '/Contests/ListApplications/1',
        '/Contests/ListApplications/2',
        '/Contests/Results/2',
        '/Contests/Admin/',
      ]),
    )
    expect(contests).not.toContain('/Contests/Open/1')
    expect(contests.some((u) => u.endsWith('/3') || u.endsWith('/4'))).toBe(false)
    const portfolio = urls(ctxFor('portfolio'))
    expect(portfolio).toEqual(
      expect.arrayContaining([
        '/Contests/ListApplications/1',
        '/Portfolio/Verifier/ListWorks',
        '/portfolio/searchStudents',
      ]),
    )
  })

  it('a judge sees the judging page of the contests he judges', () => {
    const seen = urls(ctxFor('teacher', { init: { ...INIT, isJudgeContests: true, lstContestsJudging: [2] } }))
    expect(seen).toContain('/Contests/JudgingContest/2')
    expect(seen).not.toContain('/Contests/JudgingContest/1')
  })

  it('dormitory, certificates, applications, journals admin, stats, security', () => {
    expect(urls(ctxFor('dorm'))).toContain('/Dormitory/Admin/AdminConcestSelection')
    expect(urls(ctxFor('applicant'))).toContain('/Dormitory/Abit')
    expect(urls(ctxFor('applicant'))).not.toContain('/Dormitory/Admin/AdminConcestSelection')
    expect(urls(ctxFor('certs'))).toContain('/Certificates/ProcessingList')
    expect(urls(ctxFor('certs'))).not.toContain('/Certificates/Ordering')
    expect(urls(ctxFor('applications'))).toContain('/StudentApplication/List')
    expect(urls(ctxFor('journals'))).toContain('/Journals/Admin/JournalList')
    expect(urls(ctxFor('stats'))).toEqual(
      expect.arrayContaining(['/staff/EffectiveContract', '/nirStat', '/Science/GlobalStat']),
    )
    expect(urls(ctxFor('security'))).toContain('/Staff/StaffList')
    expect(urls(ctxFor('security'))).not.toContain('/Admin')
  })

  it('science cabinets: /listpublication/{role} under the spec parent ids', () => {
    expect(
      LISTPUBLICATION_CABINETS.map((c) => c.parentID)
        .filter((id, i, all) => all.indexOf(id) === i)
        .sort((a, b) => a - b),
    ).toEqual(LISTPUBLICATION_PARENT_IDS.filter((id) => id !== SCHOOL_TEAMS_PARENT_ID).sort((a, b) => a - b))
    for (const id of LISTPUBLICATION_PARENT_IDS)
      expect(
        CLIENT_MENU.some((item) => item.id === id && !item.url),
        String(id),
      ).toBe(true)
    expect(CLIENT_MENU.find((item) => item.url === '/listpublication/schoolTeams')?.parentID).toBe(
      SCHOOL_TEAMS_PARENT_ID,
    )
    const tree = buildMenu({ client: CLIENT_MENU, server: [], library: [] }, ctxFor('export'))
    const exportCabinet = flattenMenu(tree).find(({ node }) => node.id === '94')!
    expect(exportCabinet.node.children.map((c) => c.url)).toEqual([
      '/listpublication/exportControl',
      '/listpublication/exportControlChair',
    ])
    expect(urls(ctxFor('expert1'))).toContain('/listpublication/expert')
    expect(urls(ctxFor('library'))).toEqual(
      expect.arrayContaining(['/listpublication/library', '/listpublication/libraryOther']),
    )
    expect(urls(ctxFor('student')).some((u) => u.startsWith('/listpublication'))).toBe(false)
    // a cabinet whose role nobody holds disappears with its section
    expect(flattenMenu(tree).some(({ node }) => node.id === '111')).toBe(false)
  })

  it('NIR in semester: master students on the university site only', () => {
    expect(urls(ctxFor('master'))).not.toContain('/NIRSemestr/NIRSList')
    expect(urls(ctxFor('master', { host: 'lk.donstu.ru' }))).toContain('/NIRSemestr/NIRSList')
    expect(urls(ctxFor('student', { host: 'lk.donstu.ru' }))).not.toContain('/NIRSemestr/NIRSList')
    expect(isUniversitySite('donstu.ru')).toBe(true)
    expect(isUniversitySite('notdonstu.ru')).toBe(false)
    expect(isTestHost('localhost')).toBe(true)
    expect(isTestHost('lk.donstu.ru')).toBe(false)
  })

  it('modules disabled in the initialization info hide their entries', () => {
    const off = {
      ...INIT,
      modules: {
        ...INIT.modules,
        Rasp: false,
        Course: false,
        Journals: false,
        Questionary: false,
        Cert: false,
        Rating: false,
      },
      journalsReview: false,
    }
    const seen = urls(ctxFor('student', { init: off }))
    for (const url of [
      '/Rasp/My',
      '/courses/list',
      '/Journals/journalList',
      '/Questionnaires/List',
      '/Certificates/Ordering',
      '/portfolio/ratingAll',
    ])
      expect(seen, url).not.toContain(url)
    expect(urls(ctxFor('teacher', { init: { ...INIT, journalsReview: false } }))).not.toContain('/Journals/ReviewsList')
    expect(
      urls(
        ctxFor('teacher', {
          init: { ...INIT, modules: { ...INIT.modules, RatingTeachers: false, Competency: false } },
        }),
      ),
    ).not.toEqual(expect.arrayContaining(['/Portfolio/TeachersRating']))
    expect(
      urls(ctxFor('author', { init: { ...INIT, modules: { ...INIT.modules, Science: false } } })).some((u) =>
        u.startsWith('/FinNir'),
      ),
    ).toBe(false)
  })

  it('beta=1 reveals chat, video, boards', () => {
    expect(urls(ctxFor('student'))).not.toContain('/Chat')
    expect(urls(ctxFor('student', { beta: true }))).toEqual(
      expect.arrayContaining(['/Chat', '/VideoConference/Room', '/Boards/List']),
    )
  })

  it('school-X mode: only school-X entries; module choice needs an open period of type 3, feedback type 1', () => {
    const student = (periods: { typeID: number }[] | null) =>
      urls(ctxFor('schoolx-student', { schoolXMode: true, periods }))
    expect(student([])).toEqual(
      expect.arrayContaining([
        '/',
        '/PersonalKab/-101',
        '/modules/list/my',
        '/modules/list/all',
        '/donstux/educationalChart',
        '/mail',
        '/Rasp/My',
      ]),
    )
    expect(student([])).not.toContain('/modules/priority')
    expect(student([])).not.toContain('/donstux/Feedback')
    expect(student([])).not.toContain('/Search')
    expect(student([{ typeID: 3 }])).toContain('/modules/priority')
    expect(student([{ typeID: 3 }])).not.toContain('/donstux/Feedback')
    expect(student([{ typeID: 1 }])).toContain('/donstux/Feedback')
    expect(student(null)).not.toContain('/modules/priority')
    // out of school-X mode the school-X entries are hidden
    expect(urls(ctxFor('schoolx-student')).some((u) => u.startsWith('/donstux') || u.startsWith('/modules'))).toBe(
      false,
    )
    const admin = urls(ctxFor('schoolx-admin', { schoolXMode: true, periods: [] }))
    for (const url of [
      '/donstux/Admin/Users',
      '/donstux/Students/List',
      '/donstux/Teachers/List',
      '/donstux/Admin/EducationalPlans',
      '/donstux/Admin/Periods',
      '/donstux/Draft/List',
      '/GroupManagerList/3',
      '/donstux/draft/PersonalityJournalSummary',
      '/donstux/Teachers/Experts',
      '/modules/statistics',
      '/listpublication/schoolTeams',
    ])
      expect(admin, url).toContain(url)
    expect(admin).not.toContain('/modules/list/all')
    const moderator = urls(ctxFor('schoolx-moder', { schoolXMode: true, periods: [] }))
    expect(moderator).toContain('/donstux/draft/PersonalityJournalSummary')
    expect(moderator).not.toContain('/donstux/Admin/Users')
  })

  it('the visible flag, a guest, hidden parents and the server menu', () => {
    const item: ClientMenuItem = { id: 1, text: 'x', url: '/Search' }
    expect(isItemVisible(item, ctxFor('student'))).toBe(true)
    expect(isItemVisible({ ...item, visible: false }, ctxFor('student'))).toBe(false)
    const guest: VisibilityContext = {
      signedIn: false,
      userID: null,
      roles: [],
      init: INIT,
      beta: false,
      schoolXMode: false,
      host: 'localhost',
      periods: null,
    }
    expect(urls(guest)).toEqual(['/Rasp/list'])
    const client: ClientMenuItem[] = [
      { id: 1, text: 'Раздел', roles: ['Никто'] },
      { id: 2, text: 'Вложенный', url: '/Search', parentID: 1 },
    ]
    expect(buildMenu({ client, server: [], library: [] }, ctxFor('student'))).toEqual([])
    const tree = buildMenu({ client: [], server: INIT.menu, library: [] }, ctxFor('student'))
    expect(tree).toHaveLength(1)
    expect(tree[0]).toMatchObject({
      id: 'server-1',
      href: 'https://university.example',
      newTab: true,
      icon: 'pi pi-globe',
      group: 'Ссылки',
    })
    expect(tree[0].children[0]).toMatchObject({ id: 'server-2', text: 'Новости сайта' })
  })

  it('library links sit in their group unless init.hideLinks', () => {
    expect(urls(ctxFor('student'))).toContain(LIBRARY[0].href)
    expect(urls(ctxFor('student', { init: { ...INIT, hideLinks: true } }))).not.toContain(LIBRARY[0].href)
  })

  it("whoever sees an entry may open it: every entry leads to a route whose role list admits the entry's roles", () => {
    const problems: string[] = []
    for (const demo of DEMO_USERS) {
      for (const schoolXMode of [false, true]) {
        const ctx = ctxFor(demo.login, {
          schoolXMode,
          beta: true,
          periods: [{ typeID: 1 }, { typeID: 3 }],
          host: 'lk.donstu.ru',
        })
        for (const url of urls(ctx).filter((u) => u.startsWith('/'))) {
          const record = ROUTES.find((r) => matchPattern(r.path, url))
          if (!record) problems.push(`${demo.login}: ${url} has no route`)
          else if (!allowedFor(ctx.roles, requiredRoles(record)))
            problems.push(`${demo.login}: ${url} is forbidden by ${record.path}`)
        }
      }
    }
    expect(problems).toEqual([])
  })
})
