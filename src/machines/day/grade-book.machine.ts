import { assign, setup } from 'xstate'
import type { GradeBook } from '@/api/day'
import type { Person } from '@/api/mail'
import { ApiError } from '@/api/errors'
import { loadGradeBook, searchStudents } from './grade-book.actors'

export type GradeBookFailure = 'forbidden' | 'notFound' | 'badRequest' | 'failed'

interface Context {
  studentID: number | null
  book: GradeBook | null
  failure: GradeBookFailure | null
  /** null: all semesters. */
  semester: number | null
  found: Person[] | null
  /** Start with the student search (a dean's office without a student id). */
  find: boolean
}

const failureOf = (error: unknown): GradeBookFailure => {
  if (!(error instanceof ApiError)) return 'failed'
  return error.code === 'forbidden' || error.code === 'notFound' || error.code === 'badRequest' ? error.code : 'failed'
}

/**
 * The grade book: loading → shown (or failed). A dean's-office user without a student id starts in
 * `finding`: a name search lists students, a link opens one book (the route gives the new id).
 */
export const gradeBookMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { studentID: number | null; find: boolean },
    events: {} as
      | { type: 'semester.select'; semester: number | null }
      | { type: 'load.retry' }
      | { type: 'students.search'; fio: string },
  },
  actors: { loadGradeBook, searchStudents },
}).createMachine({
  id: 'gradeBook',
  context: ({ input }) => ({
    studentID: input.studentID,
    book: null,
    failure: null,
    semester: null,
    found: null,
    find: input.find,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: ({ context }) => context.find, target: 'finding' }, { target: 'loading' }],
    },
    finding: {
      initial: 'idle',
      states: {
        idle: {},
        searching: {
          invoke: {
            id: 'searchStudents',
            src: 'searchStudents',
            input: ({ event }) => ({ fio: (event as { fio: string }).fio }),
            onDone: { target: 'idle', actions: assign({ found: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: assign({ found: [] }) },
          },
        },
      },
      on: { 'students.search': '.searching' },
    },
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadGradeBook',
        src: 'loadGradeBook',
        input: ({ context }) => ({ studentID: context.studentID }),
        onDone: { target: 'shown', actions: assign({ book: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    shown: {
      on: { 'semester.select': { actions: assign({ semester: ({ event }) => event.semester }) } },
    },
    failed: { on: { 'load.retry': 'loading' } },
  },
})
