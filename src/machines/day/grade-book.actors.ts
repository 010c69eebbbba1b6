import { fromPromise } from '@/machines/from-promise'
import { getGradeBook, type GradeBook } from '@/api/day'
import { findStudents, type Person } from '@/api/mail'

/** One student's grade book (their own when no id is given). */
export const loadGradeBook = fromPromise<GradeBook, { studentID: number | null }>(({ input, signal }) =>
  getGradeBook(input.studentID, { signal, silent: true }),
)

/** The dean's office finds a student by name (spec 2 §7 GET /api/Mail/Find/Students {fio}). */
export const searchStudents = fromPromise<Person[], { fio: string }>(({ input, signal }) =>
  findStudents(input.fio, 0, 0, { signal }),
)
