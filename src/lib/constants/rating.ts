import { ROLES } from '@/lib/roles'

/** Ratings of the portfolio (issue 16): who may see which table (the route table's lists, by role name). */
const names = (...keys: (keyof typeof ROLES)[]): readonly string[] => keys.map((k) => ROLES[k].name)

/** /Portfolio/TeachersRating, /teachingStaffRating (spec 1 §6 as the route data has them). */
export const TEACHER_RATING_ROLES = names('teachers', 'scienceAdmin', 'headOfDepartment', 'dean')
/** /statFacultsPoints, /portfolio/globalStat. */
export const RATING_REPORT_ROLES = names('headOfDepartment', 'dean', 'scienceStatistics', 'scienceAdmin')
/** /Portfolio/Verifier/teachersZavKaf: the head sees the teachers of their own department. */
export const HEADS_VERIFICATION_ROLES = names(
  'achievementsHead',
  'achievementsDeputy',
  'headOfDepartment',
  'scienceAdmin',
)
/** The `year` query value that asks for every academic year at once. */
export const ALL_YEARS = 0
