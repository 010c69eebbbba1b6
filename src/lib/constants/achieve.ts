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
export const PORTFOLIO_VERIFIER_ROLES = ['Верификатор портфолио', 'Верификатор портфолио типы'] as const
/** Student applications: the text and a processor's remark. */
export const APP_TEXT_MAX = 2000
export const APP_REMARK_MAX = 500
/** The bypass sheet: what a department writes about a debt; the roles that sign (spec 1 §6). */
export const BYPASS_NOTE_MAX = 300
export const BYPASS_STAFF_ROLES = ['ОбходнойЛист', 'Деканат'] as const
