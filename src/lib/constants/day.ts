/** Timetable constants (issue 15). Pair times of the university's bell schedule, local Moscow time. */
export const PAIR_TIMES = [
  { pair: 1, start: '08:30', end: '10:00' },
  { pair: 2, start: '10:10', end: '11:40' },
  { pair: 3, start: '12:20', end: '13:50' },
  { pair: 4, start: '14:00', end: '15:30' },
  { pair: 5, start: '15:40', end: '17:10' },
  { pair: 6, start: '17:20', end: '18:50' },
  { pair: 7, start: '19:00', end: '20:30' },
] as const

/** Lessons run Monday to Saturday. */
export const STUDY_DAYS = 6
/** The timetable's time zone (iCalendar TZID). */
export const TIMETABLE_TZID = 'Europe/Moscow'
/** Moscow has no daylight saving time since 2014: always UTC+3. */
export const TIMETABLE_UTC_OFFSET_MINUTES = 180
/** Spec 2 §9: the academic year starts in September (month index 8). */
export const ACADEMIC_YEAR_START_MONTH = 8
/** How often the open timetable re-checks the current and next lesson. */
export const TIMETABLE_CLOCK_MS = 60_000
/** The phone-first day view below this width (spec 2 §9 table mobile breakpoint). */
export const TIMETABLE_PHONE_BREAKPOINT_PX = 769

/**
 * Who may open another student's grade book: the dean's-office roles of the route
 * /EducationalActivity/ZachBook/{studentID?} (spec 1 §6; src/app/access.ts ACCESS.deanOffice).
 */
export const GRADE_BOOK_READER_ROLES = [
  'Деканат',
  'Деканат-Чтение',
  'Деканат-Просмотр',
  'Деканат-Изменение',
  'Декан',
  'Администратор Журналы',
  'Администратор-НИР',
] as const
/** Spec 2 §9: a search needs more than 3 characters. */
export const STUDENT_SEARCH_MIN_LENGTH = 4

/** Personal pages: a phone of digits, spaces, brackets and dashes (an optional leading +), 5 to 20 signs. */
export const PROFILE_PHONE_PATTERN = /^\+?[\d\s()-]{5,20}$/
/** The «О себе» text of a personal page. */
export const PROFILE_ABOUT_MAX = 1000

/** Free rooms (/Rasp/EmptyAud): the largest capacity one may ask for. */
export const ROOM_CAPACITY_MAX = 500
