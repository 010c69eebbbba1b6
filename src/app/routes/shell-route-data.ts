import { ACCESS } from '../access'
import { browserTitles, routeNames, type RouteGroup } from '@/texts/ru/routes'
import type { RouteAccess, RouteLayout } from './types'
import { matchPattern } from './route-patterns'

/**
 * Every path of spec 1 §2 "Route table" that no other route file defines (core: /, /login, OAuth
 * pages, /404; gia: the GEK report pages; settings: /Game/Snake). Pure data: the route table, the
 * guard's role index, the section pages and the menu all read it.
 */
export interface ShellRouteData {
  path: string
  group: RouteGroup
  access: RouteAccess
  layout: RouteLayout
  name: string
  title: string
  icon?: string
  roles?: readonly string[]
  /** Which page renders it: the generic section page unless named. */
  page: 'section' | 'forbidden' | 'serverError' | 'unauthorized' | 'techWorks' | 'menu' | 'openWork' | 'www' | 'rpd'
}

/** Spec: 'Some routes set a menu icon (calendar, message, modules, book)'. */
export const ROUTE_ICONS = {
  calendar: 'pi pi-calendar',
  message: 'pi pi-comments',
  modules: 'pi pi-th-large',
  book: 'pi pi-book',
} as const

type Options = Partial<Pick<ShellRouteData, 'access' | 'layout' | 'icon' | 'roles' | 'page'>>
type Row = string | [string, Options]

/** Browser title from the spec's route-name map; science-branded under /nir… and /listpublication…. */
export function browserTitleFor(path: string): string {
  const p = path.toLowerCase()
  if (p.startsWith('/journals')) return browserTitles.journals
  if (p === '/rasp' || p.startsWith('/rasp/') || p.startsWith('/raspcalendar') || p.startsWith('/raspmanager'))
    return browserTitles.timetable
  if (p.startsWith('/portfolio')) return browserTitles.portfolio
  if (p.startsWith('/mail') || p.startsWith('/newmessage') || p.startsWith('/messagefolder')) return browserTitles.mail
  if (p.startsWith('/chat') || p.startsWith('/communication')) return browserTitles.chats
  if (p.startsWith('/nir') || p.startsWith('/listpublication')) return browserTitles.science
  return browserTitles.default
}

function group(name: RouteGroup, defaults: Options, rows: Row[]): ShellRouteData[] {
  return rows.map((row) => {
    const [path, own] = typeof row === 'string' ? [row, {}] : row
    const options = { ...defaults, ...own }
    const routeName = routeNames[path]
    if (!routeName) throw new Error(`route ${path} has no name in texts/ru/routes.ts`)
    return {
      path,
      group: name,
      access: options.access ?? 'signedIn',
      layout: options.layout ?? 'main',
      name: routeName,
      title: browserTitleFor(path),
      icon: options.icon,
      roles: options.roles,
      page: options.page ?? 'section',
    }
  })
}

const { calendar, message, modules, book } = ROUTE_ICONS
const schoolX: Options = { layout: 'schoolX' }

export const SHELL_ROUTE_DATA: ShellRouteData[] = [
  ...group('errors', { access: 'public' }, [
    ['/403', { page: 'forbidden' }],
    ['/forbidden', { page: 'forbidden' }],
    ['/500', { page: 'serverError' }],
    ['/error401', { page: 'unauthorized' }],
    ['/TechWorks', { page: 'techWorks', layout: 'bare' }],
    ['/Menu', { page: 'menu', access: 'signedIn' }],
  ]),
  ...group('cabinet', {}, [
    '/PersonalKab/:userID',
    '/PersonalGroupKab/:groupID',
    '/Search',
    '/feedback',
    '/addFeedback',
    ['/Staff/StaffList', { roles: ACCESS.staff }],
    ['/Staff/Graph', { roles: ACCESS.staff }],
    ['/Students/List', { roles: ACCESS.deanOffice }],
    ['/StudentsDebts/:studentID?', { roles: [...ACCESS.debtsGraph, ...ACCESS.student] }],
    '/prepodsDifferent',
    '/information/personsRestrictedAbilities',
    '/Feed/:userID?',
  ]),
  ...group('admin', { roles: ACCESS.admin }, [
    '/Admin',
    '/Admin/ListWorksAdmin',
    '/Admin/recountPoints',
    '/Admin/setAuthorWorks',
    '/Admin/TypeEdit',
    '/Admin/OAuth',
    '/Admin/SetScience',
    '/Admin/SetExperts',
    '/Admin/typeDocuments',
    '/Admin/Users',
    '/Admin/Audit',
    '/Admin/Menu',
    '/Admin/ListStatus',
    '/Admin/Settings',
    '/Admin/Sync',
    '/Admin/LogErrors',
    '/listWorksAdmin',
  ]),
  ...group('portfolio', {}, [
    '/Portfolio/ListCategories',
    '/Portfolio/ListTypes/:categoryID',
    '/Portfolio/Overview',
    '/Portfolio/Works/:workID?',
    '/Portfolio/ListWorks/:userID?/:categoryID?',
    '/Portfolio/ListWorksByCategory/:categoryName',
    ['/Portfolio/Verifier/ListWorks', { roles: ACCESS.portfolioVerifiers }],
    '/Portfolio/Work/:typeID/:workID?',
    '/Portfolio/Work/:workID',
    ['/Portfolio/Admin/EditCategories', { roles: ACCESS.admin }],
    ['/Portfolio/Admin/CategoriesRates', { roles: ACCESS.admin }],
    '/Portfolio/PointsTable',
    ['/Portfolio/Admin/EditTypes/:categoryID', { roles: ACCESS.admin }],
    ['/Portfolio/Admin/EditAttrs/:typeID', { roles: ACCESS.admin }],
    ['/Portfolio/Admin/PointsSettings/:categoryID?', { roles: ACCESS.admin }],
    ['/Portfolio/TeachersRating', { roles: ACCESS.teacherRating }],
    ['/Portfolio/Verifier/teachersZavKaf', { roles: ACCESS.headsVerification }],
    '/portfolio',
    ['/portfolio/searchStudents', { roles: ACCESS.portfolioViewers }],
    '/portfolio/ratingAll/:competitionID?',
    ['/portfolio/globalStat', { roles: ACCESS.reports }],
    ['/teachingStaffRating', { roles: ACCESS.teacherRating }],
    ['/statFacultsPoints', { roles: ACCESS.reports }],
  ]),
  ...group('workOpening', {}, [
    ['/openWork/:workID', { page: 'openWork' }],
    ['/RPD/Redirect', { page: 'rpd' }],
  ]),
  ...group('science', {}, [
    ['/nir/Stat/statMic', { roles: ACCESS.scienceStatistics }],
    '/nir/:typeID/:workID?',
    ['/nirStat', { roles: ACCESS.scienceStatistics }],
    ['/Science/GlobalStat', { roles: ACCESS.scienceStatistics }],
    ['/nirStatType', { roles: ACCESS.scienceStatistics }],
    ['/nirsStatType', { roles: ACCESS.scienceStatistics }],
    ['/nirsStatTypeInfo', { roles: ACCESS.scienceStatistics }],
    '/listpublication/:role',
    ['/NIRSemestr/NIRSList', { roles: ACCESS.masterStudent }],
    ['/NIRSemestr/NIRSemestr/:SID?/:SEM?/:BaseList?', { roles: ACCESS.masterStudent }],
    ['/Library/IPRTest', { icon: book }],
    '/Skif/:workID?',
    '/ContractWork/show/:workID',
    '/ContractWork/edit/:workID',
    '/ContractWork/:workID?',
    '/NewsScience/NewsScience',
    ['/NewsScience/NewsScienceAdd/', { roles: ACCESS.newsScienceEditors }],
    ['/NewsScience/NewsEdit/:newsID?', { roles: ACCESS.newsScienceEditors }],
  ]),
  ...group('funding', {}, [
    '/FinNir/Claim',
    '/FinNir/Show/:workID',
    ['/FinNir/UNICab', { roles: ACCESS.fundingStaff }],
    '/FinNir/AuthorCab',
    '/FinNir/EditClaim/:workID',
    ['/FinNir/Register/:workID?', { roles: ACCESS.fundingStaff }],
  ]),
  ...group('effectiveContract', {}, [
    [
      '/EffectiveContract/ExcessIndicators/:teacherID?',
      { roles: [...ACCESS.teachers, ...ACCESS.effectiveContractViewer] },
    ],
    ['/EffectiveContract/Statistics', { roles: ACCESS.effectiveContractViewer }],
    ['/EffectiveContract/:teacherID?', { roles: [...ACCESS.teachers, ...ACCESS.effectiveContractViewer] }],
    ['/EffectiveContractAdmin', { roles: ACCESS.admin }],
    ['/staff/EffectiveContract', { roles: ACCESS.effectiveContractViewer }],
  ]),
  ...group('education', {}, [
    ['/EducationalActivity/ZachBook/:studentID?', { roles: [...ACCESS.student, ...ACCESS.deanOffice] }],
    ['/EducationalActivity/Statistics', { roles: ACCESS.deanOffice }],
    ['/electronicEducation/:courseID?/:userID?', { icon: book }],
    ['/courses/list/:userID?', { icon: book }],
    ['/courses/TeacherList', { icon: book, roles: ACCESS.teachers }],
    ['/LMS/Course/:mode?/:courseID?', { icon: book }],
    ['/Teacher/competency', { roles: ACCESS.teachers }],
    ['/TeacherCompetencyAssessment/TeacherList', { roles: ACCESS.competency }],
    ['/TeacherCompetencyAssessment/Stat', { roles: ACCESS.competency }],
    ['/Plans/ChoiceDisciplines', { roles: ACCESS.student }],
    ['/Plans/ChoiceDisciplinesStat', { roles: ACCESS.deanOffice }],
    ['/Plans/ChoiceDisciplinesSettings', { roles: ACCESS.deanOffice }],
    ['/bypassSheet/list', { roles: [...ACCESS.bypassSheet, ...ACCESS.student] }],
  ]),
  ...group('journals', { roles: ACCESS.journals }, [
    ['/Journals/Stat/Attendance', { roles: ACCESS.journalsStaff }],
    ['/Journals/Stat/MissedDays', { roles: ACCESS.journalsStaff }],
    ['/Journals/Settings', { roles: ACCESS.journalsStaff }],
    ['/Journals/ValidPass/ListStudents', { roles: ACCESS.deanOffice }],
    ['/Journals/ValidPass/ValidPassForm/:studentID', { roles: ACCESS.deanOffice }],
    ['/Journals/Stat/Filling', { roles: ACCESS.journalsStaff }],
    ['/Journals/Stat/Forming/:year?/:sem?', { roles: ACCESS.journalsStaff }],
    '/Journals/Journal/:journalID/:typeView?',
    '/Journals/StudentPasses/:studentID',
    '/Journals/journalList',
    '/Journals/List',
    '/Journals/TeachersRating',
    ['/Journals/TeacherReviews/:teacherID', { roles: undefined }],
    ['/Journals/ReviewsList', { roles: undefined }],
    ['/Journals/Admin/JournalList', { roles: ACCESS.journalsAdmin }],
    ['/Journals/Admin/Settings', { roles: ACCESS.journalsAdmin }],
    ['/Journals/PassPermits', { roles: ACCESS.journalsStaff }],
  ]),
  ...group('timetable', { icon: calendar }, [
    ['/Rasp/:type/:id/:year?/:search?', { access: 'public' }],
    ['/RaspCalendar/:type/:id/:year?', { access: 'public' }],
    '/Rasp',
    '/Rasp/My',
    ['/Rasp/list', { access: 'public' }],
    ['/RaspManager', { roles: ACCESS.timetableManagers }],
    ['/RaspManager/Calendar', { roles: ACCESS.timetableManagers }],
    ['/RaspManagerNew', { roles: ACCESS.timetableManagers }],
    ['/RaspManager/TeamsNew/:typeID?', { roles: ACCESS.timetableManagers }],
    ['/RaspManager/Teams/:typeID?', { roles: ACCESS.timetableManagers }],
    ['/RaspManager/Team/:groupId?/:draft?', { roles: ACCESS.timetableManagers }],
    ['/RaspManager/FolderBoard/:course?/:folderID?/:subFolderID?', { roles: ACCESS.timetableManagers }],
    '/Rasp/EmptyAud',
  ]),
  ...group('boards', {}, ['/Boards/Board/:id/:cardID?', '/Boards/List']),
  ...group('questionnaires', {}, [
    ['/Questionnaires/Stat/:questionaryID', { roles: ACCESS.questionnaireModerators }],
    '/Questionnaires/List/:mode?',
    ['/Questionnaires/ListModerator/:mode?', { roles: ACCESS.questionnaireModerators }],
    ['/Questionnaires/CreateForm/Show/:questionaryID?/:userID?', { roles: ACCESS.questionnaireModerators }],
    ['/Questionnaires/CreateForm/:questionaryID?', { roles: ACCESS.questionnaireModerators }],
    '/Questionnaires/Questionary/:questionaryID',
  ]),
  ...group('contests', {}, [
    '/Contests/Open/:contestID',
    ['/Contests/Admin/', { roles: ACCESS.contestAdmin }],
    ['/Contests/SettingContest/:contestID', { roles: ACCESS.contestAdmin }],
    ['/Contests/OverviewMarks/:contestID', { roles: ACCESS.contestStaff }],
    '/Contests/JudgingContest/:contestID',
    '/Contests/ListContests/',
    ['/Contests/Randomizer/', { access: 'public', layout: 'empty' }],
    ['/Contests/ListApplications/:contestID', { roles: ACCESS.contestStaff }],
    ['/Contests/Results/:contestID', { roles: ACCESS.contestResults }],
    '/Contests/AllContests',
  ]),
  ...group('certificates', {}, [
    ['/Certificates/Ordering', { roles: ACCESS.student }],
    ['/Certificates/ProcessingList', { roles: ACCESS.certificates }],
    ['/Certificates/Journal', { roles: ACCESS.certificates }],
    ['/Certificates/Settings', { roles: ACCESS.certificatesAdmin }],
    ['/StudentApplication/Ordering', { roles: ACCESS.student }],
    ['/StudentApplication/Application/:applicationID', { roles: [...ACCESS.student, ...ACCESS.applications] }],
    ['/StudentApplication/List', { roles: ACCESS.applications }],
  ]),
  ...group('dormitory', { roles: ACCESS.dormitoryAdmin }, [
    ['/Dormitory/Abit', { roles: ACCESS.dormitoryApplicant }],
    ['/Dormitory/List', { roles: ACCESS.dormitoryApplicant }],
    '/Dormitory/Admin/AdminConcestSelection',
    '/Dormitory/Admin/сompetitionDashboard/:concestID',
    '/Dormitory/Admin/editingOdds/',
    '/Dormitory/Admin/dateSettlementEditing/',
    ['/Contests/Dormitory/Request/:concestID', { roles: ACCESS.dormitoryApplicant }],
    ['/Contests/Dormitory/SelectDate/:concestID', { roles: ACCESS.dormitoryApplicant }],
    ['/Contests/Dormitory/ResultDormitoryContests/:concestID', { roles: ACCESS.dormitoryApplicant }],
  ]),
  ...group('extraPayments', {}, [
    ['/DopPayments/adminDopPayment/', { roles: ACCESS.extraPayments }],
    ['/DopPayments/DopPaymentLog/', { roles: ACCESS.extraPayments }],
    ['/Statistics/TransferMonitoring', { roles: ACCESS.deanOffice }],
  ]),
  ...group('modules', { icon: modules }, [
    '/modules/module/:mode/:id?/:themeID?',
    '/modules/list/:mode',
    '/modules/priority',
    ['/modules/priority/admin', { roles: ACCESS.modulesAdmin }],
    ['/modules/statistics', { roles: ACCESS.modulesAdmin }],
    '/modules/ModuleRating/:moduleID/:periodNumber?',
    '/modules/Rating/:periodNumber?',
    ['/modules/distribution/:period', { roles: ACCESS.modulesAdmin }],
    '/modules/Goals/:moduleID',
  ]),
  ...group('schoolX', { ...schoolX, roles: ACCESS.schoolXAny }, [
    '/donstux',
    '/donstux/draft/PersonalityJournal/',
    '/donstux/draft/PersonalityJournalSummary',
    '/SchoolX/acquaintance/:userID?',
    ['/donstux/Draft/List', { roles: ACCESS.schoolXStaff }],
    ['/donstux/Draft/Comments', { roles: ACCESS.schoolXStaff }],
    ['/donstux/Teachers/List', { roles: ACCESS.schoolXStaff }],
    ['/donstux/Students/List', { roles: ACCESS.schoolXStaff }],
    ['/donstux/Students/fixingEvents', { roles: ACCESS.schoolXStaff }],
    ['/donstux/Admin/TrainingScheduleTemp', { roles: ACCESS.schoolXAdmin }],
    ['/donstux/Admin/Users', { roles: ACCESS.schoolXAdmin }],
    ['/donstux/Admin/EventLog', { roles: ACCESS.schoolXAdmin }],
    ['/donstux/Admin/EducationalPlans', { roles: ACCESS.schoolXAdmin }],
    ['/donstux/Teachers/Experts/:mode?/:id?', { roles: ACCESS.schoolXStaff }],
    ['/donstux/Admin/Inventory', { roles: ACCESS.schoolXAdmin }],
    '/donstux/Feedback/:periodID?/:moduleID?',
    ['/donstux/Admin/Criterias', { roles: ACCESS.schoolXAdmin }],
    ['/donstux/FeedbackStat/:periodID?/:studentID?/:moduleID?', { roles: ACCESS.schoolXStaff }],
    ['/donstux/Admin/Periods', { roles: ACCESS.schoolXAdmin }],
    '/donstux/educationalChart',
    '/donstux/trajectory/:userID?',
    // The older school-X layout's links.
    ['/donstux/Students', { roles: ACCESS.schoolXStaff }],
    ['/donstux/Teachers', { roles: ACCESS.schoolXStaff }],
    ['/donstux/DraftList', { roles: ACCESS.schoolXStaff }],
    ['/GroupManagerList/3', { roles: ACCESS.schoolXStaff }],
    '/SchoolX/PersonalityJournal',
    '/SchoolX/PersonalityJournalSummary',
  ]),
  ...group('communication', { icon: message }, [
    '/mail',
    '/mail/all',
    '/mail/sent',
    '/mail/:mailType',
    '/newMessage/:userToID',
    '/messageFolder/:folderID',
    '/mailFolder',
    ['/mail/:type/:id', { layout: 'empty' }],
    ['/TestSend', { roles: ACCESS.mailing }],
    '/Chat',
    '/Chat/List',
    '/communications',
    '/communication/:type?/:chatID?',
    '/VideoConference/Room',
    '/Signatures',
  ]),
  ...group('other', {}, [
    ['/sovet', { layout: 'visitor' }],
    ['/www/:site', { page: 'www' }],
  ]),
]

/** The shell's data for a concrete path (first match, the table's own order). */
export function shellRouteFor(path: string): ShellRouteData | null {
  return SHELL_ROUTE_DATA.find((route) => matchPattern(route.path, path) !== null) ?? null
}

/**
 * Role lists of spec paths whose screens another route file defines without them (the GEK report
 * pages: 'Секретарь ГЭК', 'Председатель ГЭК'), so the guard answers 403 before the screen calls the API.
 */
export const AREA_ROUTE_ROLES: Record<string, readonly string[]> = {
  '/GIA/Protocol/:protocolID?': ACCESS.gek,
  '/GIA/Signature': ACCESS.gek,
  '/GIA/Protocols': ACCESS.gek,
  '/GAK/Protocol/:protocolID?': ACCESS.gek,
  '/GiaReport/Documents': ACCESS.gek,
  '/GiaReport/Report/:protocolID?': ACCESS.gek,
}

/** Role lists by pattern, so the guard also protects an area's screen for a path the shell lists. */
export const ROLES_BY_PATH = new Map<string, readonly string[]>([
  ...SHELL_ROUTE_DATA.filter((r) => r.roles).map((r) => [r.path.toLowerCase(), r.roles!] as const),
  ...Object.entries(AREA_ROUTE_ROLES).map(([path, roles]) => [path.toLowerCase(), roles] as const),
])
