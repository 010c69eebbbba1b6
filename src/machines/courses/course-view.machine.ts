import { assign, setup } from 'xstate'
import type { CourseView } from '@/api/courses'
import { courseFailureOf, type CourseFailure } from './courses.types'
import { fetchCourseFile, loadCourseView, type FileJob } from './courses.actors'

/**
 * A student's course: loading → shown (or failed, load.retry). In `shown` a file (a material's or the
 * student's answer) downloads one at a time; `saveFile` is supplied where the actor is mounted.
 */
export const courseViewMachine = setup({
  types: {
    context: {} as {
      courseID: number
      userID: number | null
      data: CourseView | null
      failure: CourseFailure | null
      downloading: FileJob | null
    },
    input: {} as { courseID: number; userID: number | null },
    events: {} as { type: 'load.retry' } | { type: 'file.download'; job: FileJob },
  },
  actors: { loadCourseView, fetchCourseFile },
  actions: {
    saveFile: (_: unknown, _params: { blob: Blob; name: string }) => {},
  },
}).createMachine({
  id: 'courseView',
  context: ({ input }) => ({ ...input, data: null, failure: null, downloading: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadCourseView',
        src: 'loadCourseView',
        input: ({ context }) => ({ courseID: context.courseID, userID: context.userID }),
        onDone: { target: 'shown', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => courseFailureOf(event.error) }) },
      },
    },
    shown: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'file.download': { target: 'downloading', actions: assign({ downloading: ({ event }) => event.job }) },
          },
        },
        downloading: {
          invoke: {
            id: 'fetchCourseFile',
            src: 'fetchCourseFile',
            input: ({ context }) => context.downloading!,
            onDone: {
              target: 'idle',
              actions: [{ type: 'saveFile', params: ({ event }) => event.output }, assign({ downloading: null })],
            },
            onError: { target: 'idle', actions: assign({ downloading: null }) },
          },
        },
      },
    },
    failed: { on: { 'load.retry': 'loading' } },
  },
})
