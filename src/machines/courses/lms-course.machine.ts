import { assign, setup } from 'xstate'
import type { Answer, CourseItemValues, GradeValues, LmsCourse } from '@/api/courses'
import { courseFailureOf, refusalOf, type CourseFailure, type Refusal } from './courses.types'
import { fetchCourseFile, type FileJob } from './courses.actors'
import { loadLmsCourse, saveCourseItem, saveMark } from './lms-course.actors'

export interface GradeTarget {
  taskID: number
  studentID: number
}

type Event =
  | { type: 'load.retry' }
  | { type: 'grade.open'; target: GradeTarget }
  | { type: 'grade.close' }
  | { type: 'grade.submit'; values: GradeValues }
  | { type: 'item.add'; values: CourseItemValues }
  | { type: 'file.download'; job: FileJob }

const sameAnswer = (a: Answer, b: Answer) => a.taskID === b.taskID && a.studentID === b.studentID

/**
 * A teacher's course (/LMS/Course): loading → shown (or failed, load.retry). In `shown`, one write at a
 * time: a mark for the answer chosen with grade.open (`grading`; the dialog closes on success, a refusal
 * keeps it open with the values), a new material or task (`adding`; the form is remounted empty on
 * success through `formKey`), or a file download. `notifyGraded`, `notifyAdded` and `saveFile` are
 * supplied where the actor is mounted.
 */
export const lmsCourseMachine = setup({
  types: {
    context: {} as {
      courseID: number
      data: LmsCourse | null
      failure: CourseFailure | null
      target: GradeTarget | null
      refusal: Refusal | null
      formKey: number
      job: FileJob | null
    },
    input: {} as { courseID: number },
    events: {} as Event,
  },
  actors: { loadLmsCourse, saveMark, saveCourseItem, fetchCourseFile },
  actions: {
    notifyGraded: (_: unknown, _answer: Answer) => {},
    notifyAdded: (_: unknown, _title: string) => {},
    saveFile: (_: unknown, _file: { blob: Blob; name: string }) => {},
  },
}).createMachine({
  id: 'lmsCourse',
  context: ({ input }) => ({
    courseID: input.courseID,
    data: null,
    failure: null,
    target: null,
    refusal: null,
    formKey: 0,
    job: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadLmsCourse',
        src: 'loadLmsCourse',
        input: ({ context }) => ({ courseID: context.courseID }),
        onDone: { target: 'shown', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => courseFailureOf(event.error) }) },
      },
    },
    failed: { on: { 'load.retry': 'loading' } },
    shown: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'grade.open': { actions: assign({ target: ({ event }) => event.target, refusal: null }) },
            'grade.close': { actions: assign({ target: null, refusal: null }) },
            'grade.submit': { guard: ({ context }) => context.target !== null, target: 'grading' },
            'item.add': { target: 'adding' },
            'file.download': { target: 'downloading', actions: assign({ job: ({ event }) => event.job }) },
          },
        },
        grading: {
          tags: ['busy'],
          entry: assign({ refusal: null }),
          invoke: {
            id: 'saveMark',
            src: 'saveMark',
            input: ({ context, event }) => ({
              ...context.target!,
              ...(event as Extract<Event, { type: 'grade.submit' }>).values,
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  data: ({ context, event }) =>
                    context.data && {
                      ...context.data,
                      answers: context.data.answers.map((a) => (sameAnswer(a, event.output) ? event.output : a)),
                    },
                  target: null,
                }),
                { type: 'notifyGraded', params: ({ event }) => event.output },
              ],
            },
            onError: { target: 'idle', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
          },
        },
        adding: {
          tags: ['busy'],
          entry: assign({ refusal: null }),
          invoke: {
            id: 'saveCourseItem',
            src: 'saveCourseItem',
            input: ({ context, event }) => ({
              courseID: context.courseID,
              values: (event as Extract<Event, { type: 'item.add' }>).values,
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  data: ({ context, event }) =>
                    context.data && { ...context.data, items: [...context.data.items, event.output] },
                  formKey: ({ context }) => context.formKey + 1,
                }),
                { type: 'notifyAdded', params: ({ event }) => event.output.title },
              ],
            },
            onError: { target: 'idle', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
          },
        },
        downloading: {
          invoke: {
            id: 'fetchCourseFile',
            src: 'fetchCourseFile',
            input: ({ context }) => context.job!,
            onDone: {
              target: 'idle',
              actions: [{ type: 'saveFile', params: ({ event }) => event.output }, assign({ job: null })],
            },
            onError: { target: 'idle', actions: assign({ job: null }) },
          },
        },
      },
    },
  },
})
