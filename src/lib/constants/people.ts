import { ROLES } from '@/lib/roles'

const names = (...keys: (keyof typeof ROLES)[]): readonly string[] => keys.map((k) => ROLES[k].name)

/** Who reads the people lists (spec 1 §6; src/app/access.ts uses these lists for the routes). */
export const ACCESS_ROLES = {
  /** /Students/List: the deans' offices (read, view, change), the journals and research admins. */
  students: names('deanOffice', 'deanRead', 'deanView', 'deanChange', 'dean', 'journalsAdmin', 'scienceAdmin'),
  /** /Staff/StaffList: administrators, teachers, deans and their offices. */
  staff: names('scienceAdmin', 'siteAdmin', 'securityAdmin', 'teachers', 'dean', 'deanOffice'),
}

/** The search box needs this many visible characters. */
export const PEOPLE_SEARCH_MIN_LENGTH = 2
/** At most this many people and this many groups in one search answer. */
export const PEOPLE_SEARCH_LIMIT = 30
