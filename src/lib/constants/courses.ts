import { GRADE_BOOK_READER_ROLES } from './day'
/** E-learning constants (issue 15). */

/** Spec 2 §9: attachments stay below 20 MB (20,971,520 bytes); an answer file is one attachment. */
export const TASK_FILE_MAX_BYTES = 20_971_520
/** The kinds of answer files a task accepts (documents, sheets, slides, archives, images, code). */
export const TASK_FILE_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'odt',
  'rtf',
  'txt',
  'xls',
  'xlsx',
  'ods',
  'ppt',
  'pptx',
  'zip',
  'rar',
  '7z',
  'jpg',
  'jpeg',
  'png',
  'py',
  'ipynb',
  'sql',
] as const
/** Titles and texts of the course items a teacher adds. */
export const COURSE_ITEM_TITLE_MAX = 200
export const COURSE_ITEM_TEXT_MAX = 2000
export const COURSE_LINK_MAX = 500
/** A teacher's comment on an answer. */
export const ANSWER_COMMENT_MAX = 1000
/** Spec 2 §9: the years list of the statistics starts in 2019. */
export const STATISTICS_FIRST_YEAR = 2019
/** The modes of /LMS/Course/{mode?}/{courseID?}: answers and marks (view), adding materials and tasks (edit). */
export const LMS_MODES = ['view', 'edit'] as const
export type LmsMode = (typeof LMS_MODES)[number]

/** Who reads the grade-book statistics: the dean's-office roles (the route's ACCESS.deanOffice), as for grade books. */
export const STATISTICS_ROLES = GRADE_BOOK_READER_ROLES
/**
 * Who may open another student's courses (`{userID}` of /electronicEducation and /courses/list): the
 * teachers and the dean's-office roles of spec 1 §6.
 */
export const COURSE_READER_ROLES = ['Преподаватели', ...GRADE_BOOK_READER_ROLES] as const
