import { ROLES } from '@/lib/roles'

/** Roles of the dormitory (spec 1 §6): the admin, and the applicants ('Общежитие-заселение'). */
export const DORM_ADMIN_ROLES = [ROLES.dormAdmin.name] as const
export const DORM_APPLICANT_ROLES = [ROLES.dormApplicant.name, ROLES.dormAdmin.name] as const
/** The dormitory contests are the contests of this type (init.contests' typeContestsID). */
export const DORM_CONTEST_TYPE = 2
/** The benefit categories a request may claim; each needs a document. */
export const DORM_BENEFITS = ['orphan', 'disabled', 'largeFamily', 'lowIncome', 'svo'] as const
export type DormBenefit = (typeof DORM_BENEFITS)[number]
/** The odds that weigh the request's own numbers: points per mark point and per 100 km. */
export const DORM_ODDS_CODES = [...DORM_BENEFITS, 'mark', 'distance'] as const
export type DormOddsCode = (typeof DORM_ODDS_CODES)[number]
/** Limits of a request and of the odds. */
export const DORM_MARK_MIN = 3
export const DORM_MARK_MAX = 5
export const DORM_DISTANCE_MAX = 10_000
/** Distance counts up to this many km (a farther home gives no more points). */
export const DORM_DISTANCE_CAP = 3000
export const DORM_DOCUMENT_MAX = 300
export const DORM_ODDS_MAX = 100
export const DORM_SLOT_CAPACITY_MAX = 200
export const DORM_REASON_MAX = 300
