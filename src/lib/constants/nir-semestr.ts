/** «НИР в семестре» for master's students (spec 1 §6: 'СтудентМагистр' (NIR in semester)). */
export const NIRS_STUDENT_ROLE = 'СтудентМагистр'
/** Who sees every master student's reports and marks them (the routes' roles: the research admin). */
export const NIRS_OFFICE_ROLES = ['Администратор-НИР'] as const
/** A master's programme has four semesters. */
export const NIRS_SEMESTERS = [1, 2, 3, 4] as const
/** Marks of a semester's research work: the first four a grade, the last two a pass/fail. */
export const NIRS_MARKS = [
  'отлично',
  'хорошо',
  'удовлетворительно',
  'неудовлетворительно',
  'зачтено',
  'не зачтено',
] as const
export const NIRS_TOPIC_MAX = 300
export const NIRS_PLAN_MAX = 3000
/** The report: one PDF or DOCX up to 10 MB. */
export const NIRS_FILE_MAX = 10 * 1024 * 1024
