import { assign, setup } from 'xstate'
import type { TeacherCourse } from '@/api/courses'
import { courseFailureOf, type CourseFailure } from './courses.types'
import { loadTeacherCourses } from './courses.actors'

/** The teacher's course list: loading → shown, or failed (load.retry). */
export const teacherCoursesMachine = setup({
  types: {
    context: {} as { courses: TeacherCourse[] | null; failure: CourseFailure | null },
    events: {} as { type: 'load.retry' },
  },
  actors: { loadTeacherCourses },
}).createMachine({
  id: 'teacherCourses',
  context: { courses: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadTeacherCourses',
        src: 'loadTeacherCourses',
        onDone: { target: 'shown', actions: assign({ courses: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => courseFailureOf(event.error) }) },
      },
    },
    shown: {},
    failed: { on: { 'load.retry': 'loading' } },
  },
})
