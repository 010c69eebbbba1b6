import { assign, setup } from 'xstate'
import type { Answer } from '@/api/courses'
import { taskFileProblem, type TaskFileProblem } from '@/lib/course-rules'
import { refusalOf, type Refusal } from './courses.types'
import { uploadTaskFile } from './task-submission.actors'

interface Context {
  taskID: number
  /** The chosen file: kept through a refusal, a failed upload and a retry. */
  file: File | null
  problem: TaskFileProblem | null
  refusal: Refusal | null
  /** The student's answer (the loaded one, then the one just sent). */
  answer: Answer | null
}

type Event =
  | { type: 'file.select'; file: File }
  | { type: 'file.clear' }
  | { type: 'upload.submit' }
  | { type: 'upload.retry' }

/**
 * Answering a task with a file (spec 2 §7 FileTaskSave). `idle` (nothing chosen) —file.select→ the file is
 * checked at once: a wrong type, an empty or a too large file goes to `invalid` (the file and the reason
 * shown, another file may be chosen), a good one to `ready`. `ready` —upload.submit→ `uploading` →
 * `done` (the answer now «на проверке») or `failed` (the server's refusal; the file stays chosen,
 * upload.retry sends it again; `notifyUploadFailed` shows spec 2 §8's notification). A file may be replaced until the answer is marked (the server refuses then).
 */
export const taskSubmissionMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { taskID: number; answer: Answer | null },
    events: {} as Event,
  },
  actors: { uploadTaskFile },
  guards: {
    isFileAcceptable: ({ event }) => event.type === 'file.select' && taskFileProblem(event.file) === null,
  },
  actions: {
    assignFile: assign({
      file: ({ event }) => (event.type === 'file.select' ? event.file : null),
      problem: ({ event }) => (event.type === 'file.select' ? taskFileProblem(event.file) : null),
      refusal: null,
    }),
    clearFile: assign({ file: null, problem: null, refusal: null }),
    notifyUploadFailed: (_: unknown, _name: string) => {},
  },
}).createMachine({
  id: 'taskSubmission',
  context: ({ input }) => ({ taskID: input.taskID, file: null, problem: null, refusal: null, answer: input.answer }),
  initial: 'idle',
  on: {
    'file.select': [
      { guard: 'isFileAcceptable', target: '.ready', actions: 'assignFile' },
      { target: '.invalid', actions: 'assignFile' },
    ],
  },
  states: {
    idle: {},
    invalid: { on: { 'file.clear': { target: 'idle', actions: 'clearFile' } } },
    ready: {
      on: {
        'upload.submit': 'uploading',
        'file.clear': { target: 'idle', actions: 'clearFile' },
      },
    },
    uploading: {
      tags: ['busy'],
      on: { 'file.select': {} },
      invoke: {
        id: 'uploadTaskFile',
        src: 'uploadTaskFile',
        input: ({ context }) => ({ taskID: context.taskID, file: context.file! }),
        onDone: { target: 'done', actions: assign({ answer: ({ event }) => event.output, file: null }) },
        onError: {
          target: 'failed',
          actions: [
            assign({ refusal: ({ event }) => refusalOf(event.error) }),
            { type: 'notifyUploadFailed', params: ({ context }) => context.file?.name ?? '' },
          ],
        },
      },
    },
    failed: {
      on: {
        'upload.retry': { target: 'uploading', actions: assign({ refusal: null }) },
        'file.clear': { target: 'idle', actions: 'clearFile' },
      },
    },
    done: {},
  },
})
