import { ROLES } from '@/lib/roles'

/** Limits of the achieve area (certificates, portfolio). */
export const CERT_MAX_COPIES = 5
export const CERT_PURPOSE_MAX = 200
export const CERT_REASON_MAX = 300
export const WORK_TITLE_MAX = 250
export const WORK_REMARK_MAX = 300
export const WORK_MAX_FILES = 5
export const WORK_MAX_FILE_BYTES = 10 * 1024 * 1024
/** Roles (spec 1 §6) that process certificates; the student role that orders them. */
export const CERT_STAFF_ROLES = ['Справки', 'Деканат-Справки', 'СправкиФормы', 'Администратор-Справки'] as const
export const STUDENT_ROLE = 'Студент'
/** Student applications: the text and a processor's remark. */
export const APP_TEXT_MAX = 2000
export const APP_REMARK_MAX = 500
/** The bypass sheet: what a department writes about a debt; the roles that sign (spec 1 §6). */
export const BYPASS_NOTE_MAX = 300
export const BYPASS_STAFF_ROLES = ['ОбходнойЛист', 'Деканат'] as const
/** Portfolio structure: the longest attribute value, the largest points of one rule. */
export const ATTR_VALUE_MAX = 250
export const POINTS_MAX = 1000
/** Finding a student (/portfolio/searchStudents): the shortest query and the most rows answered. */
export const STUDENT_SEARCH_MIN = 2
export const STUDENT_SEARCH_LIMIT = 50
/** Who edits the portfolio's structure (spec 1 §6: the Admin entry's roles). */
export const PORTFOLIO_ADMIN_ROLES = [ROLES.scienceAdmin.name, ROLES.siteAdmin.name] as const
/**
 * Who checks students' achievements (/Portfolio/Verifier/ListWorks; spec 1 §6): the two verifier roles, the
 * head of achievement verification and the deputy, and the research administrator. The route, the menu entry
 * and the mock handlers read this one list, so the entry the menu shows always opens.
 */
export const PORTFOLIO_VERIFIER_ROLES = [
  ROLES.portfolioVerifier.name,
  ROLES.portfolioTypesVerifier.name,
  ROLES.achievementsHead.name,
  ROLES.achievementsDeputy.name,
  ROLES.scienceAdmin.name,
] as const
/** Who may look at others' portfolios (spec 1 §6: the viewers, the verifiers, the dean). */
export const PORTFOLIO_VIEWER_ROLES = [
  ROLES.portfolioViewer.name,
  ROLES.portfolioVerifier.name,
  ROLES.portfolioTypesVerifier.name,
  ROLES.achievementsHead.name,
  ROLES.achievementsDeputy.name,
  ROLES.dean.name,
  ROLES.scienceAdmin.name,
] as const
/** A category's weight in per cent: the points of its achievements are multiplied by it (100 — as set). */
export const RATE_DEFAULT = 100
export const RATE_MIN = 10
export const RATE_MAX = 500
