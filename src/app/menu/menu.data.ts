import { ACCESS } from '../access'
import { ROLES } from '@/lib/roles'
import { ROUTE_ICONS } from '../routes/shell-route-data'
import { menuTexts as t } from '@/texts/ru/menu'
import type { ClientMenuItem } from '@/lib/menu.types'

const g = t.groups
const role = (key: keyof typeof ROLES) => [ROLES[key].name] as const

/**
 * Parent ids of the listpublication cabinets (spec 1 §9): 94, 105, 111, 2, 7, 8, 3, 4, 6, 64, 95,
 * 66; parent 3 holds the school teams. Each id is a cabinet group of the menu below.
 */
export const LISTPUBLICATION_PARENT_IDS = [94, 105, 111, 2, 7, 8, 3, 4, 6, 64, 95, 66] as const
export const SCHOOL_TEAMS_PARENT_ID = 3

/** The science cabinet roles (spec 1 §6) → /listpublication/{role} under their parent cabinet. */
export const LISTPUBLICATION_CABINETS: { role: string; slug: string; text: string; parentID: number }[] = [
  { role: ROLES.exportControl.name, slug: 'exportControl', text: t.listpublication.exportControl, parentID: 94 },
  { role: ROLES.exportControlChair.name, slug: 'exportControlChair', text: t.listpublication.exportControlChair, parentID: 94 },
  { role: ROLES.niokrVerifier.name, slug: 'niokrVerifier', text: t.listpublication.niokrVerifier, parentID: 105 },
  { role: ROLES.expert.name, slug: 'expert', text: t.listpublication.expert, parentID: 111 },
  { role: ROLES.library.name, slug: 'library', text: t.listpublication.library, parentID: 2 },
  { role: ROLES.libraryOtherVerifier.name, slug: 'libraryOther', text: t.listpublication.libraryOther, parentID: 2 },
  { role: ROLES.indexingCabinet.name, slug: 'indexing', text: t.listpublication.indexing, parentID: 7 },
  { role: ROLES.micStaff.name, slug: 'mic', text: t.listpublication.mic, parentID: 8 },
  { role: ROLES.contractCabinet.name, slug: 'contract', text: t.listpublication.contract, parentID: 4 },
  { role: ROLES.citationCabinet.name, slug: 'citation', text: t.listpublication.citation, parentID: 6 },
  { role: ROLES.dpoCabinet.name, slug: 'dpo', text: t.listpublication.dpo, parentID: 64 },
  { role: ROLES.skifCabinet.name, slug: 'skif', text: t.listpublication.skif, parentID: 95 },
  { role: ROLES.ordersCabinet.name, slug: 'orders', text: t.listpublication.orders, parentID: 66 },
]

const CABINET_GROUPS: ClientMenuItem[] = [
  { id: 94, text: t.cabinetExport, icon: 'pi pi-shield', group: g.cabinets, module: 'Science' },
  { id: 105, text: t.cabinetNiokr, icon: 'pi pi-check-square', group: g.cabinets, module: 'Science' },
  { id: 111, text: t.cabinetExpert, icon: 'pi pi-star', group: g.cabinets, module: 'Science' },
  { id: 2, text: t.cabinetLibrary, icon: ROUTE_ICONS.book, group: g.cabinets, module: 'Science' },
  { id: 7, text: t.cabinetIndexing, icon: 'pi pi-sort-amount-down', group: g.cabinets, module: 'Science' },
  { id: 8, text: t.cabinetMic, icon: 'pi pi-building', group: g.cabinets, module: 'Science' },
  { id: 4, text: t.cabinetContract, icon: 'pi pi-file-edit', group: g.cabinets, module: 'Science' },
  { id: 6, text: t.cabinetCitation, icon: 'pi pi-link', group: g.cabinets, module: 'Science' },
  { id: 64, text: t.cabinetDpo, icon: 'pi pi-graduation-cap', group: g.cabinets, module: 'Science' },
  { id: 95, text: t.cabinetSkif, icon: 'pi pi-bolt', group: g.cabinets, module: 'Science' },
  { id: 66, text: t.cabinetOrders, icon: 'pi pi-shopping-cart', group: g.cabinets, module: 'Science' },
]

const CABINET_ITEMS: ClientMenuItem[] = LISTPUBLICATION_CABINETS.map((c, i) => ({
  id: 900 + i,
  text: c.text,
  roles: [c.role],
  url: `/listpublication/${c.slug}`,
  parentID: c.parentID,
}))

/** Ids of the sections that receive generated entries. */
export const CONTESTS_SECTION_ID = 270
export const LIBRARY_SECTION_ID = 500

/** The portal's sections as data (spec 1 §3); the visibility function (spec 1 §6) filters them. */
export const CLIENT_MENU: ClientMenuItem[] = [
  // Личный кабинет
  { id: 201, text: t.home, url: '/', icon: 'pi pi-home', group: g.cabinet, navbar: true, schoolX: true },
  { id: 202, text: t.feed, url: '/Feed', icon: 'pi pi-bell', group: g.cabinet, schoolX: true },
  { id: 203, text: t.myPage, url: '/PersonalKab/{userID}', icon: 'pi pi-user', group: g.cabinet, navbar: true, schoolX: true },
  { id: 204, text: t.search, url: '/Search', icon: 'pi pi-search', group: g.cabinet },
  { id: 205, text: t.feedback, url: '/feedback', icon: 'pi pi-send', group: g.cabinet, schoolX: true },
  { id: 206, text: t.staff, url: '/Staff/StaffList', icon: 'pi pi-users', group: g.cabinet, roles: ACCESS.staff },
  { id: 207, text: t.students, url: '/Students/List', icon: 'pi pi-users', group: g.cabinet, roles: ACCESS.deanOffice },
  { id: 208, text: t.restricted, url: '/information/personsRestrictedAbilities', icon: 'pi pi-info-circle', group: g.cabinet },

  // Учёба
  { id: 210, text: t.timetable, icon: ROUTE_ICONS.calendar, group: g.study, module: 'Rasp', schoolX: true, public: true },
  { id: 211, text: t.myTimetable, url: '/Rasp/My', parentID: 210, navbar: true, schoolX: true },
  { id: 212, text: t.timetableList, url: '/Rasp/list', parentID: 210, public: true, schoolX: true },
  { id: 213, text: t.emptyRooms, url: '/Rasp/EmptyAud', parentID: 210 },
  { id: 214, text: t.timetableManager, url: '/RaspManager', parentID: 210, roles: ACCESS.timetableManagers },
  { id: 220, text: t.journals, icon: 'pi pi-table', group: g.study, module: 'Journals' },
  { id: 221, text: t.myJournals, url: '/Journals/journalList', parentID: 220, roles: ACCESS.journals },
  { id: 222, text: t.journalsList, url: '/Journals/List', parentID: 220, roles: ACCESS.journalsStaff },
  { id: 223, text: t.attendance, url: '/Journals/Stat/Attendance', parentID: 220, roles: ACCESS.journalsStaff },
  { id: 224, text: t.filling, url: '/Journals/Stat/Filling', parentID: 220, roles: ACCESS.journalsStaff },
  { id: 225, text: t.validPasses, url: '/Journals/ValidPass/ListStudents', parentID: 220, roles: ACCESS.deanOffice },
  { id: 226, text: t.lessonReviews, url: '/Journals/ReviewsList', parentID: 220, module: 'journalsReview', roles: [...ACCESS.teachers, ...role('headOfDepartment'), ...ACCESS.journalsAdmin] },
  { id: 227, text: t.journalsAdmin, url: '/Journals/Admin/JournalList', parentID: 220, roles: ACCESS.journalsAdmin },
  { id: 230, text: t.zachBook, url: '/EducationalActivity/ZachBook', icon: 'pi pi-id-card', group: g.study, roles: ACCESS.student },
  { id: 231, text: t.courses, url: '/courses/list', icon: ROUTE_ICONS.book, group: g.study, module: 'Course' },
  { id: 232, text: t.teacherCourses, url: '/courses/TeacherList', icon: ROUTE_ICONS.book, group: g.study, module: 'Course', roles: ACCESS.teachers },
  { id: 233, text: t.choiceDisciplines, url: '/Plans/ChoiceDisciplines', icon: 'pi pi-list', group: g.study, roles: ACCESS.student },
  { id: 234, text: t.questionnaires, url: '/Questionnaires/List', icon: 'pi pi-question-circle', group: g.study, module: 'Questionary' },
  { id: 235, text: t.questionnairesModeration, url: '/Questionnaires/ListModerator', icon: 'pi pi-question-circle', group: g.study, module: 'Questionary', roles: ACCESS.questionnaireModerators },
  { id: 236, text: t.educationStats, url: '/EducationalActivity/Statistics', icon: 'pi pi-chart-bar', group: g.study, beta: true, roles: ACCESS.deanOffice },
  { id: 237, text: t.bypassSheet, url: '/bypassSheet/list', icon: 'pi pi-check-circle', group: g.study, roles: ACCESS.bypassSheet },
  { id: 238, text: t.debts, url: '/StudentsDebts', icon: 'pi pi-exclamation-circle', group: g.study, roles: ACCESS.debtsGraph },
  { id: 239, text: t.competencyAssessment, url: '/TeacherCompetencyAssessment/TeacherList', icon: 'pi pi-sliders-h', group: g.study, module: 'Competency', roles: ACCESS.competency },
  { id: 240, text: t.myCompetency, url: '/Teacher/competency', icon: 'pi pi-sliders-h', group: g.study, module: 'Competency', roles: ACCESS.teachers },

  // Портфолио и рейтинги
  { id: 250, text: t.portfolio, url: '/portfolio', icon: 'pi pi-briefcase', group: g.portfolio },
  { id: 251, text: t.myAchievements, url: '/Portfolio/Works', icon: 'pi pi-trophy', group: g.portfolio },
  { id: 252, text: t.verifyAchievements, url: '/Portfolio/Verifier/ListWorks', icon: 'pi pi-verified', group: g.portfolio, roles: ACCESS.portfolioVerifiers },
  { id: 253, text: t.searchPortfolio, url: '/portfolio/searchStudents', icon: 'pi pi-search', group: g.portfolio, roles: ACCESS.portfolioViewers },
  { id: 254, text: t.studentRating, url: '/portfolio/ratingAll', icon: 'pi pi-sort-numeric-up', group: g.portfolio, module: 'Rating' },
  { id: 255, text: t.teacherRating, url: '/Portfolio/TeachersRating', icon: 'pi pi-sort-numeric-up', group: g.portfolio, module: 'RatingTeachers', roles: ACCESS.teacherRating },
  { id: 256, text: t.staffRating, url: '/teachingStaffRating', icon: 'pi pi-sort-numeric-up', group: g.portfolio, module: 'RatingTeachers', roles: ACCESS.teacherRating },
  { id: 257, text: t.effectiveContract, url: '/EffectiveContract', icon: 'pi pi-chart-line', group: g.portfolio, roles: [...ACCESS.teachers, ...ACCESS.effectiveContractViewer] },
  { id: 258, text: t.staffEffectiveContract, url: '/staff/EffectiveContract', icon: 'pi pi-chart-line', group: g.portfolio, roles: ACCESS.effectiveContractViewer },

  // Наука
  { id: 1, text: t.science, icon: 'pi pi-compass', group: g.science, module: 'Science' },
  { id: 260, text: t.myClaims, url: '/FinNir/AuthorCab', parentID: 1, roles: [...ACCESS.teachers, ...ACCESS.fundingStaff] },
  { id: 261, text: t.newClaim, url: '/FinNir/Claim', parentID: 1, roles: [...ACCESS.teachers, ...ACCESS.fundingStaff] },
  { id: 262, text: t.contractWorks, url: '/ContractWork', parentID: 1, roles: ACCESS.contractCabinet },
  { id: 263, text: t.scienceNews, url: '/NewsScience/NewsScience', parentID: 1 },
  { id: 264, text: t.nirStat, url: '/nirStat', parentID: 1, roles: ACCESS.scienceStatistics },
  { id: 265, text: t.nirSemester, url: '/NIRSemestr/NIRSList', parentID: 1, roles: ACCESS.masterStudent, host: 'universitySite' },
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
  { id: 272, text: t.contestsAdmin, url: '/Contests/Admin/', parentID: CONTESTS_SECTION_ID, roles: ACCESS.contestAdmin },

  // Справки и заявления, общежитие
  { id: 280, text: t.orderCertificate, url: '/Certificates/Ordering', icon: 'pi pi-file', group: g.certificates, module: 'Cert', roles: ACCESS.student },
  { id: 281, text: t.processCertificates, url: '/Certificates/ProcessingList', icon: 'pi pi-file-check', group: g.certificates, module: 'Cert', roles: ACCESS.certificates },
  { id: 282, text: t.applyApplication, url: '/StudentApplication/Ordering', icon: 'pi pi-file-plus', group: g.certificates, roles: ACCESS.student },
  { id: 283, text: t.applications, url: '/StudentApplication/List', icon: 'pi pi-inbox', group: g.certificates, roles: ACCESS.applications },
  { id: 285, text: t.dormitory, url: '/Dormitory/Abit', icon: 'pi pi-building', group: g.dormitory, roles: ACCESS.dormitoryApplicant },
  { id: 286, text: t.dormitoryContests, url: '/Dormitory/Admin/AdminConcestSelection', icon: 'pi pi-building', group: g.dormitory, roles: ACCESS.dormitoryAdmin },

  // Общение
  { id: 290, text: t.chats, url: '/Chat', icon: ROUTE_ICONS.message, group: g.communication, beta: true, navbar: true, schoolX: true },
  { id: 291, text: t.mail, url: '/mail', icon: 'pi pi-envelope', group: g.communication, schoolX: true },
  { id: 292, text: t.testSend, url: '/TestSend', icon: 'pi pi-megaphone', group: g.communication, roles: ACCESS.mailing },
  { id: 293, text: t.videoConference, url: '/VideoConference/Room', icon: 'pi pi-video', group: g.communication, beta: true },
  { id: 294, text: t.boards, url: '/Boards/List', icon: 'pi pi-clone', group: g.communication, beta: true },

  // Школа Х (school-X mode only)
  { id: SCHOOL_TEAMS_PARENT_ID, text: t.schoolX, icon: 'pi pi-sun', group: g.schoolX, schoolXOnly: true, roles: ACCESS.schoolXAny },
  { id: 310, text: t.myModules, url: '/modules/list/my', icon: ROUTE_ICONS.modules, parentID: 3, schoolXOnly: true, roles: role('schoolX') },
  { id: 311, text: t.moduleList, url: '/modules/list/all', icon: ROUTE_ICONS.modules, parentID: 3, schoolXOnly: true, roles: ACCESS.schoolXStudent },
  { id: 312, text: t.moduleChoice, url: '/modules/priority', icon: ROUTE_ICONS.modules, parentID: 3, schoolXOnly: true, schoolXPeriod: 3, roles: ACCESS.schoolXStudent },
  { id: 313, text: t.schoolFeedback, url: '/donstux/Feedback', parentID: 3, schoolXOnly: true, schoolXPeriod: 1, roles: ACCESS.schoolXStudent },
  { id: 314, text: t.educationalChart, url: '/donstux/educationalChart', icon: ROUTE_ICONS.calendar, parentID: 3, schoolXOnly: true, roles: ACCESS.schoolXStudent },
  { id: 315, text: t.rights, url: '/donstux/Admin/Users', parentID: 3, schoolXOnly: true, roles: ACCESS.schoolXAdmin },
  { id: 316, text: t.schoolStudents, url: '/donstux/Students/List', parentID: 3, schoolXOnly: true, roles: ACCESS.schoolXStaff },
  { id: 317, text: t.schoolTeachers, url: '/donstux/Teachers/List', parentID: 3, schoolXOnly: true, roles: ACCESS.schoolXStaff },
  { id: 318, text: t.plans, url: '/donstux/Admin/EducationalPlans', parentID: 3, schoolXOnly: true, roles: ACCESS.schoolXAdmin },
  { id: 319, text: t.periods, url: '/donstux/Admin/Periods', parentID: 3, schoolXOnly: true, roles: ACCESS.schoolXAdmin },
  { id: 320, text: t.schoolApplications, url: '/donstux/Draft/List', parentID: 3, schoolXOnly: true, roles: ACCESS.schoolXAdmin },
  { id: 321, text: t.teams, url: '/GroupManagerList/3', parentID: 3, schoolXOnly: true, roles: ACCESS.schoolXAdmin },
  { id: 322, text: t.moderationSummary, url: '/donstux/draft/PersonalityJournalSummary', parentID: 3, schoolXOnly: true, roles: ACCESS.schoolXModeration },
  { id: 323, text: t.moduleVerification, url: '/donstux/Teachers/Experts', parentID: 3, schoolXOnly: true, roles: ACCESS.schoolXStaff },
  { id: 324, text: t.schoolStatistics, url: '/modules/statistics', parentID: 3, schoolXOnly: true, roles: ACCESS.schoolXAdmin },
  { id: 325, text: t.personalityJournal, url: '/donstux/draft/PersonalityJournal/', parentID: 3, schoolXOnly: true, roles: ACCESS.schoolXMember },
  { id: 326, text: t.listpublication.schoolTeams, url: '/listpublication/schoolTeams', parentID: SCHOOL_TEAMS_PARENT_ID, schoolXOnly: true, roles: ACCESS.schoolXStaff },

  // Администрирование
  // /Admin and /Admin/Users are the research admin's reference screens (their routes admit only
  // 'Администратор-НИР'): a site admin alone would see them and get 403 (issue 13 item 14).
  { id: 400, text: t.admin, url: '/Admin', icon: 'pi pi-cog', group: g.admin, roles: ACCESS.scienceAdmin },
  { id: 401, text: t.adminMenu, url: '/Admin/Menu', icon: 'pi pi-bars', group: g.admin, roles: ACCESS.admin },
  { id: 402, text: t.adminUsers, url: '/Admin/Users', icon: 'pi pi-users', group: g.admin, roles: ACCESS.scienceAdmin },
  { id: 403, text: t.extraPayments, url: '/DopPayments/adminDopPayment/', icon: 'pi pi-wallet', group: g.admin, roles: ACCESS.extraPayments },
  { id: 404, text: t.effectiveContractAdmin, url: '/EffectiveContractAdmin', icon: 'pi pi-chart-line', group: g.admin, roles: ACCESS.admin },
  { id: 405, text: t.transferMonitoring, url: '/Statistics/TransferMonitoring', icon: 'pi pi-arrow-right-arrow-left', group: g.admin, roles: ACCESS.deanOffice },
  { id: 406, text: t.gekReports, url: '/GiaReport/Documents', icon: 'pi pi-file-word', group: g.admin, roles: ACCESS.gek },
  { id: 407, text: t.gekProtocols, url: '/GIA/Protocols', icon: 'pi pi-file', group: g.admin, roles: ACCESS.gek },

  // Библиотеки (links generated from /api/IPR/params)
  { id: LIBRARY_SECTION_ID, text: t.groups.library, icon: ROUTE_ICONS.book, group: g.library },
]
