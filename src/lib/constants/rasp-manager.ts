import { ROLES } from '@/lib/roles'

/**
 * Who builds the timetable (/RaspManager*, spec 1 §6): the role names of ACCESS.timetableManagers in
 * src/app/access.ts, repeated here for the mock backend (mocks may not import the app).
 */
export const TIMETABLE_MANAGER_ROLES = [
  ROLES.scienceAdmin.name,
  ROLES.siteAdmin.name,
  ROLES.deanOffice.name,
  ROLES.schoolXAdmin.name,
] as const

/** A lesson of the week template runs every week, or only in odd or even weeks. */
export const SLOT_PARITIES = ['both', 'odd', 'even'] as const
/** 0: the whole group; 1 or 2: that subgroup. */
export const SUBGROUPS = [0, 1, 2] as const
/** Lessons a manager adds get template indexes from here on (the seeded template uses fewer). */
export const ADDED_SLOT_INDEX_FROM = 50
/** A group's template holds at most this many lessons (index < 100 keeps lesson ids unique). */
export const SLOTS_PER_GROUP_MAX = 100
/** The longest subject name. */
export const SUBJECT_MAX = 150

/** Kinds of streams («потоки/команды»): 1 lecture streams, 2 laboratory subgroups, 3 foreign-language groups. */
export const TEAM_TYPE_IDS = [1, 2, 3] as const
export const LECTURE_STREAM = 1
export const LAB_SUBGROUP = 2
/** The current semester's streams and the next semester's drafts (/RaspManager/TeamsNew). */
export const TEAM_SEMESTERS = ['current', 'next'] as const
export const TEAM_NAME_MAX = 100
/** A stream joins at most this many groups (a lecture hall's worth). */
export const TEAM_GROUPS_MAX = 8
/** A group splits into at most this many laboratory subgroups. */
export const LAB_SUBGROUPS_PER_GROUP = 2
