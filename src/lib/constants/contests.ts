/** Limits of the contests screens (issue 16); the form and the mock server check the same numbers. */
export const CONTEST_TITLE_MAX = 250
export const CONTEST_SUMMARY_MAX = 2000
export const CONTEST_MAX_FILES = 3
export const CONTEST_MAX_FILE_BYTES = 10 * 1024 * 1024
/** The randomizer: at most this many names, each at most this long. */
export const DRAW_MAX_NAMES = 100
export const DRAW_NAME_MAX = 120
/** Roles that may run contests and see every application (spec 1 §6). */
export const CONTEST_STAFF_ROLES = [
  'Организатор-СайтКонкурсы',
  'Администратор-СайтКонкурсы',
  'Конкурсы-Просмотр',
  'Верификатор портфолио',
] as const
/** Roles that see a contest's results (spec 1 §6). */
export const CONTEST_RESULT_ROLES = [
  'Студент',
  'Верификатор портфолио',
  'Администратор-НИР',
  'Конкурсы-Просмотр',
  'Администратор-СайтКонкурсы',
  'Декан',
] as const
/** Roles that create contests and edit their settings (spec 1 §6: /Contests/Admin/, /Contests/SettingContest/). */
export const CONTEST_ADMIN_ROLES = ['Организатор-СайтКонкурсы', 'Администратор-СайтКонкурсы'] as const
/** The longest contest name the admin may enter. */
export const CONTEST_NAME_MAX = 200
/** A contest's settings: the highest maximum of a criterion, how many stages and criteria. */
export const CONTEST_CRITERION_MAX_MARK = 100
export const CONTEST_STAGES_MAX = 10
export const CONTEST_CRITERIA_MAX = 10
/** A stage may fall up to this many days after the reception of applications ends. */
export const STAGE_DAYS_AFTER_END = 365
/** The realtime event of saved marks (spec 1 §7: contests «save marks»); payload `{ competitionID }`. */
export const CONTEST_MARKS_EVENT = 'SaveMarks'
