import { fromPromise } from '@/machines/from-promise'
import {
  getJournal,
  getStudentPasses,
  saveMark,
  type Journal,
  type JournalCell,
  type StudentPasses,
} from '@/api/journal'

/** A journal with its students, lesson dates and cells. */
export const loadJournal = fromPromise<Journal, { journalID: number }>(({ input, signal }) =>
  getJournal(input.journalID, { signal, silent: true }),
)

/** One cell saved (the server answers the stored value). */
export const saveCell = fromPromise<JournalCell, { journalID: number; studentID: number; date: string; value: string }>(
  ({ input, signal }) => saveMark(input, { signal, silent: true }),
)

/** A student's absences by discipline. */
export const loadPasses = fromPromise<StudentPasses, { studentID: number }>(({ input, signal }) =>
  getStudentPasses(input.studentID, { signal, silent: true }),
)
