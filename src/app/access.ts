import { ROLES } from '@/lib/roles'
import { ACCESS_ROLES } from '@/lib/constants/people'
import { JOURNAL_ROLES, JOURNAL_STAT_ROLES } from '@/lib/constants/journal'
import { PORTFOLIO_VERIFIER_ROLES, PORTFOLIO_VIEWER_ROLES } from '@/lib/constants/achieve'

/**
 * Role lists of spec 1 §6, named once and used by both the route table (the guard renders the 403 page
 * to a user who holds none of a route's roles) and the client menu items (the visibility function), so
 * an entry the menu shows can always be opened.
 */
const r = (...keys: (keyof typeof ROLES)[]): readonly string[] => keys.map((k) => ROLES[k].name)

export const ACCESS = {
  /** 'Администратор-НИР', 'Администратор-Сайт' (Admin entry). */
  admin: r('scienceAdmin', 'siteAdmin'),
  /** Administrators and the security administrator (staff lists). */
  staff: ACCESS_ROLES.staff,
  scienceAdmin: r('scienceAdmin'),
  dormitoryAdmin: r('dormAdmin'),
  dormitoryApplicant: r('dormApplicant', 'dormAdmin'),
  schoolXAdmin: r('schoolXAdmin'),
  schoolXStaff: r('schoolXAdmin', 'schoolXModerator', 'schoolXStudentModerator', 'schoolXTeacher'),
  schoolXTeacher: r('schoolXAdmin', 'schoolXTeacher'),
  schoolXModeration: r('schoolXAdmin', 'schoolXModerator', 'schoolXStudentModerator'),
  schoolXMember: r('schoolX', 'schoolXAdmin', 'schoolXTeacher', 'schoolXModerator', 'schoolXStudentModerator'),
  schoolXStudent: r('schoolXStudent'),
  schoolXAny: r(
    'schoolXAdmin',
    'schoolXModerator',
    'schoolXStudentModerator',
    'schoolXTeacher',
    'schoolX',
    'schoolXStudent',
  ),
  gek: r('gekSecretary', 'gekChairman'),
  student: r('student'),
  masterStudent: r('masterStudent', 'scienceAdmin'),
  teachers: r('teachers'),
  /** Journals: students, teachers, dean's office (read/view/change), journals admin, heads, research admin. */
  journals: JOURNAL_ROLES.any,
  /** Journal staff pages (statistics, settings, pass permits). */
  journalsStaff: JOURNAL_STAT_ROLES,
  journalsAdmin: r('journalsAdmin', 'scienceAdmin'),
  deanOffice: ACCESS_ROLES.students,
  /** Reports: 'Заведующий кафедрой', 'Декан', 'Наука-Статистика' (and the research admin). */
  reports: r('headOfDepartment', 'dean', 'scienceStatistics', 'scienceAdmin'),
  portfolioVerifiers: PORTFOLIO_VERIFIER_ROLES,
  portfolioViewers: PORTFOLIO_VIEWER_ROLES,
  headsVerification: r('achievementsHead', 'achievementsDeputy', 'headOfDepartment', 'scienceAdmin'),
  certificates: r('certificates', 'deanCertificates', 'certificateForms', 'certificatesAdmin'),
  certificatesAdmin: r('certificatesAdmin', 'certificateForms'),
  effectiveContractViewer: r('effectiveContractViewer', 'scienceAdmin', 'siteAdmin'),
  /** Contest staff see the applications list. */
  contestStaff: r('contestsOrganizer', 'contestsAdmin', 'contestsViewer', 'portfolioVerifier'),
  contestAdmin: r('contestsOrganizer', 'contestsAdmin'),
  contestResults: r('student', 'portfolioVerifier', 'scienceAdmin', 'contestsViewer', 'contestsAdmin', 'dean'),
  extraPayments: r('extraPayments'),
  debtsGraph: r('debtsAdmin', 'debtsFaculty', 'debtsDepartment'),
  bypassSheet: r('bypassSheet', 'deanOffice'),
  applications: r(
    'applicationsDeanOffice',
    'applicationsForeign',
    'applicationsDean',
    'applicationsPfu',
    'applicationsAccounting',
    'applicationsViceRector',
  ),
  mailing: r('mailing'),
  scienceStatistics: r('scienceStatistics', 'scienceAdmin', 'headOfDepartment', 'dean'),
  /** Research-funding claims: the verifier of claims and the research admin. */
  fundingStaff: r('niokrVerifier', 'scienceAdmin'),
  contractCabinet: r('contractCabinet', 'scienceAdmin'),
  newsScienceEditors: r('scienceAdmin', 'micStaff'),
  timetableManagers: r('scienceAdmin', 'siteAdmin', 'deanOffice', 'schoolXAdmin'),
  questionnaireModerators: r('scienceAdmin', 'siteAdmin', 'deanOffice'),
  competency: r('headOfDepartment', 'scienceAdmin', 'dean'),
  modulesAdmin: r('schoolXAdmin', 'scienceAdmin'),
  teacherRating: r('teachers', 'scienceAdmin', 'headOfDepartment', 'dean'),
} as const satisfies Record<string, readonly string[]>

export type AccessKey = keyof typeof ACCESS

/** An empty or missing list lets every signed-in user in. */
export function allowedFor(roles: readonly { name: string }[], required: readonly string[] | undefined): boolean {
  if (!required || required.length === 0) return true
  return roles.some((role) => required.includes(role.name))
}
