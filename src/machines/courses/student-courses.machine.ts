import { assign, setup } from 'xstate'
import type { StudentCourses } from '@/api/courses'
import { courseFailureOf, type CourseFailure } from './courses.types'
import { loadStudentCourses } from './courses.actors'

/** A student's course list: loading → shown, or failed (load.retry). */
export const studentCoursesMachine = setup({
  types: {
    context: {} as { userID: number | null; data: StudentCourses | null; failure: CourseFailure | null },
    input: {} as { userID: number | null },
    events: {} as { type: 'load.retry' },
  },
  actors: { loadStudentCourses },
}).createMachine({
  id: 'studentCourses',
  context: ({ input }) => ({ userID: input.userID, data: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadStudentCourses',
        src: 'loadStudentCourses',
        input: ({ context }) => ({ userID: context.userID }),
        onDone: { target: 'shown', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => courseFailureOf(event.error) }) },
      },
    },
    shown: {},
    failed: { on: { 'load.retry': 'loading' } },
  },
})
