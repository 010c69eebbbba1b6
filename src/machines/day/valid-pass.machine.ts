import { assign, setup } from 'xstate'
import type { StudentPasses } from '@/api/journal'
import type { ValidPassForm } from '@/api/journal-passes'
import { loadPasses } from './journal.actors'
import { removePass, savePass } from './valid-pass.actors'
import { journalFailureOf, serverMessageOf, type JournalFailure } from './journal.types'

export type ValidPassNotice = 'saved' | 'removed'

interface Context {
  studentID: number
  passes: StudentPasses | null
  failure: JournalFailure | null
  /** The server's own words for a refused record (400/403), or null. */
  refusal: string | null
  /** A write that failed without the server's words (network). */
  writeFailed: boolean
  notice: ValidPassNotice | null
  /** Bumped after a save: the screen remounts an empty form. */
  formKey: number
}

/** A refused write: the server's words when it gave a reason, else the generic failure. */
const refusalOf = (error: unknown) => {
  const refusal = serverMessageOf(error)
  return { refusal, writeFailed: refusal === null }
}

/**
 * /Journals/ValidPass/ValidPassForm/{studentID}: the student's passes load; the dean's office records a
 * valid pass (the form's values arrive parsed) or withdraws one; each write answers the fresh passes.
 */
export const validPassMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { studentID: number },
    events: {} as
      | { type: 'load.retry' }
      | { type: 'pass.save'; values: ValidPassForm }
      | { type: 'pass.remove'; id: number },
  },
  actors: { loadPasses, savePass, removePass },
}).createMachine({
  id: 'validPass',
  context: ({ input }) => ({
    studentID: input.studentID,
    passes: null,
    failure: null,
    refusal: null,
    writeFailed: false,
    notice: null,
    formKey: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadPasses',
        src: 'loadPasses',
        input: ({ context }) => ({ studentID: context.studentID }),
        onDone: { target: 'ready', actions: assign({ passes: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => journalFailureOf(event.error) }) },
      },
    },
    failed: { on: { 'load.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'pass.save': { target: 'saving' },
            'pass.remove': { target: 'removing' },
          },
        },
        saving: {
          entry: assign({ refusal: null, writeFailed: false, notice: null }),
          invoke: {
            id: 'savePass',
            src: 'savePass',
            input: ({ context, event }) => ({
              studentID: context.studentID,
              values: (event as { values: ValidPassForm }).values,
            }),
            onDone: {
              target: 'idle',
              actions: assign({
                passes: ({ event }) => event.output,
                notice: 'saved',
                formKey: ({ context }) => context.formKey + 1,
              }),
            },
            onError: { target: 'idle', actions: assign(({ event }) => refusalOf(event.error)) },
          },
        },
        removing: {
          entry: assign({ refusal: null, writeFailed: false, notice: null }),
          invoke: {
            id: 'removePass',
            src: 'removePass',
            input: ({ context, event }) => ({ studentID: context.studentID, id: (event as { id: number }).id }),
            onDone: { target: 'idle', actions: assign({ passes: ({ event }) => event.output, notice: 'removed' }) },
            onError: { target: 'idle', actions: assign(({ event }) => refusalOf(event.error)) },
          },
        },
      },
    },
  },
})
