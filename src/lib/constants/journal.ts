import { ROLES } from '@/lib/roles'

const names = (...keys: (keyof typeof ROLES)[]): readonly string[] => keys.map((k) => ROLES[k].name)

/** Class journals (issue 15): the marks of a lesson cell. */
export const JOURNAL_MARKS = ['5', '4', '3', '2'] as const
/** A credit («зачёт») journal's cell results. */
export const JOURNAL_CREDITS = ['зачтено', 'не зачтено'] as const
/** An absence from the lesson. */
export const JOURNAL_ABSENT = 'н'
/** The disciplines whose control form is a credit (the rest end in an exam). */
export const JOURNAL_CREDIT_DISCIPLINES = ['Иностранный язык', 'История России', 'Физическая культура'] as const

/** Spec 1 §6 journal roles: who reads and who changes every journal (besides its own teacher); src/app/access.ts uses `any` for the routes. */
export const JOURNAL_ROLES = {
  /** Everyone the journal routes admit. */
  any: names(
    'student',
    'teachers',
    'deanRead',
    'deanView',
    'deanChange',
    'journalsAdmin',
    'headOfDepartment',
    'scienceAdmin',
  ),
  /** Read every journal. */
  readAll: names('deanRead', 'deanView', 'deanChange', 'journalsAdmin', 'headOfDepartment', 'scienceAdmin'),
  /** Change every journal. */
  changeAll: names('deanChange', 'journalsAdmin'),
}

/** Autumn semester days (month-day) and spring semester days, as the timetable's semester bounds. */
export const JOURNAL_AUTUMN = { start: '09-01', end: '12-28' } as const
export const JOURNAL_SPRING = { start: '02-09', end: '06-30' } as const

/** Valid passes (/Journals/ValidPass/*): the deans' offices record them; the read-only dean roles see them. */
export const VALID_PASS_ROLES = {
  write: names('deanOffice', 'deanChange', 'dean', 'journalsAdmin'),
}
/** The longest document number of a valid pass. */
export const VALID_PASS_DOCUMENT_MAX = 50
/** /Journals/Stat/MissedDays lists this many students with the most missed lessons. */
export const MISSED_DAYS_LIMIT = 30
/** Who opens the journals' statistics (teachers see their own journals only). */
export const JOURNAL_STAT_ROLES = JOURNAL_ROLES.any.filter((name) => name !== ROLES.student.name)
/** /Journals/PassPermits: a permit's states (ids in the store, names in the texts). */
export const PASS_PERMIT_STATUSES = ['pending', 'approved', 'refused'] as const
/** The longest refusal reason of a pass permit. */
export const PASS_PERMIT_REFUSAL_MAX = 500
/** /Journals/Settings: a journal's mark scale, the kinds of work weighed in its final mark, its lesson types. */
export const JOURNAL_SCALES = ['five', 'credit'] as const
export const JOURNAL_WORK_WEIGHTS = ['weightClass', 'weightTests', 'weightHomework'] as const
export const JOURNAL_LESSON_TYPES = ['ordinary', 'test', 'colloquium', 'labDefence'] as const
/** The weights of the kinds of work are percents that add up to this. */
export const JOURNAL_WEIGHTS_TOTAL = 100
/** /Journals/Admin/Settings: the days a teacher has to fill a lesson in (default and bounds). */
export const JOURNAL_DEADLINE_DAYS = { default: 7, min: 1, max: 30 } as const
/** /Journals/Admin/JournalList: a journal is open (teachers mark) or closed (read-only for everyone). */
export const JOURNAL_STATES = ['open', 'closed'] as const
