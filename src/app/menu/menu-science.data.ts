import { ACCESS } from '../access'
import { menuTexts as t } from '@/texts/ru/menu'
import type { ClientMenuItem } from '@/lib/menu.types'
import { CABINET_GROUPS, CABINET_ITEMS, CONTESTS_SECTION_ID, g } from './menu-base.data'

/** The portal's sections (spec 1 §3): Портфолио и рейтинги, Наука, Конкурсы. */
export const PORTFOLIO_SCIENCE_MENU: ClientMenuItem[] = [
  // Портфолио и рейтинги
  { id: 250, text: t.portfolio, url: '/portfolio', icon: 'pi pi-briefcase', group: g.portfolio },
  { id: 251, text: t.myAchievements, url: '/Portfolio/Works', icon: 'pi pi-trophy', group: g.portfolio },
  {
    id: 252,
    text: t.verifyAchievements,
    url: '/Portfolio/Verifier/ListWorks',
    icon: 'pi pi-verified',
    group: g.portfolio,
    roles: ACCESS.portfolioVerifiers,
  },
  {
    id: 253,
    text: t.searchPortfolio,
    url: '/portfolio/searchStudents',
    icon: 'pi pi-search',
    group: g.portfolio,
    roles: ACCESS.portfolioViewers,
  },
  {
    id: 254,
    text: t.studentRating,
    url: '/portfolio/ratingAll',
    icon: 'pi pi-sort-numeric-up',
    group: g.portfolio,
    module: 'Rating',
  },
  {
    id: 255,
    text: t.teacherRating,
    url: '/Portfolio/TeachersRating',
    icon: 'pi pi-sort-numeric-up',
    group: g.portfolio,
    module: 'RatingTeachers',
    roles: ACCESS.teacherRating,
  },
  {
    id: 256,
    text: t.staffRating,
    url: '/teachingStaffRating',
    icon: 'pi pi-sort-numeric-up',
    group: g.portfolio,
    module: 'RatingTeachers',
    roles: ACCESS.teacherRating,
  },
  {
    id: 257,
    text: t.effectiveContract,
    url: '/EffectiveContract',
    icon: 'pi pi-chart-line',
    group: g.portfolio,
    roles: [...ACCESS.teachers, ...ACCESS.effectiveContractViewer],
  },
  {
    id: 258,
    text: t.staffEffectiveContract,
    url: '/staff/EffectiveContract',
    icon: 'pi pi-chart-line',
    group: g.portfolio,
    roles: ACCESS.effectiveContractViewer,
  },

  // Наука
  { id: 1, text: t.science, icon: 'pi pi-compass', group: g.science, module: 'Science' },
  {
    id: 260,
    text: t.myClaims,
    url: '/FinNir/AuthorCab',
    parentID: 1,
    roles: [...ACCESS.teachers, ...ACCESS.fundingStaff],
  },
  { id: 261, text: t.newClaim, url: '/FinNir/Claim', parentID: 1, roles: [...ACCESS.teachers, ...ACCESS.fundingStaff] },
  { id: 262, text: t.contractWorks, url: '/ContractWork', parentID: 1, roles: ACCESS.contractCabinet },
  { id: 263, text: t.scienceNews, url: '/NewsScience/NewsScience', parentID: 1 },
  { id: 264, text: t.nirStat, url: '/nirStat', parentID: 1, roles: ACCESS.scienceStatistics },
  {
    id: 265,
    text: t.nirSemester,
    url: '/NIRSemestr/NIRSList',
    parentID: 1,
    roles: ACCESS.masterStudent,
    host: 'universitySite',
  },
  { id: 266, text: t.claimsRegister, url: '/FinNir/Register', parentID: 1, roles: ACCESS.fundingStaff },
  { id: 267, text: t.libraryTest, url: '/Library/IPRTest', parentID: 1, host: 'testHost', roles: ACCESS.admin },
  { id: 5, text: t.reports, icon: 'pi pi-chart-bar', group: g.science, roles: ACCESS.reports },
  { id: 268, text: t.globalStat, url: '/Science/GlobalStat', parentID: 5, roles: ACCESS.scienceStatistics },
  { id: 269, text: t.facultyPoints, url: '/statFacultsPoints', parentID: 5, roles: ACCESS.reports },
  { id: 259, text: t.portfolioStat, url: '/portfolio/globalStat', parentID: 5, roles: ACCESS.reports },
  ...CABINET_GROUPS,
  ...CABINET_ITEMS,

  // Конкурсы (the contests themselves are added from the initialization info)
  { id: CONTESTS_SECTION_ID, text: t.contests, icon: 'pi pi-flag', group: g.contests },
  { id: 271, text: t.allContests, url: '/Contests/AllContests', parentID: CONTESTS_SECTION_ID },
  {
    id: 272,
    text: t.contestsAdmin,
    url: '/Contests/Admin/',
    parentID: CONTESTS_SECTION_ID,
    roles: ACCESS.contestAdmin,
  },
]
