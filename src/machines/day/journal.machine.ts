import { assign, setup } from 'xstate'
import type { Journal } from '@/api/journal'
import { loadJournal, saveCell } from './journal.actors'
import { cellKey, journalFailureOf, serverMessageOf, type JournalFailure, type PendingCell } from './journal.types'

interface Context {
  journalID: number
  journal: Journal | null
  /** Every non-empty cell by `cellKey`, the typed value shown at once (optimistic). */
  values: Record<string, string>
  /** Changes in the order typed; the first one is being saved. */
  queue: PendingCell[]
  failure: JournalFailure | null
  saveFailure: JournalFailure | null
  serverMessage: string | null
  /** The last cell the server confirmed (the screen announces it). */
  lastSaved: { studentID: number; date: string } | null
}

type CellEvent = { type: 'cell.save'; studentID: number; date: string; value: string }

const valuesOf = (journal: Journal) =>
  Object.fromEntries(journal.cells.map((c) => [cellKey(c.studentID, c.date), c.value]))

const setValue = (values: Record<string, string>, key: string, value: string) => {
  const next = { ...values }
  if (value) next[key] = value
  else delete next[key]
  return next
}

/**
 * A class journal: loading → ready (or failed, retried). In `ready` the teacher changes cells one
 * after another without waiting: each change shows at once and joins a queue that `saving` sends in
 * order; a refused change restores that cell's previous value and keeps the server's reason.
 */
export const journalMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { journalID: number },
    events: {} as CellEvent | { type: 'load.retry' },
  },
  actors: { loadJournal, saveCell },
  guards: {
    mayChange: ({ context, event }) => {
      const e = event as CellEvent
      return (
        context.journal?.canEdit === true &&
        e.date <= context.journal.today &&
        (context.values[cellKey(e.studentID, e.date)] ?? '') !== e.value
      )
    },
    hasQueue: ({ context }) => context.queue.length > 0,
  },
}).createMachine({
  id: 'journal',
  context: ({ input }) => ({
    journalID: input.journalID,
    journal: null,
    values: {},
    queue: [],
    failure: null,
    saveFailure: null,
    serverMessage: null,
    lastSaved: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadJournal',
        src: 'loadJournal',
        input: ({ context }) => ({ journalID: context.journalID }),
        onDone: {
          target: 'ready',
          actions: assign({ journal: ({ event }) => event.output, values: ({ event }) => valuesOf(event.output) }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => journalFailureOf(event.error) }) },
      },
    },
    failed: { on: { 'load.retry': 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        'cell.save': {
          guard: 'mayChange',
          actions: assign(({ context, event }) => {
            const key = cellKey(event.studentID, event.date)
            return {
              values: setValue(context.values, key, event.value),
              queue: [
                ...context.queue,
                {
                  studentID: event.studentID,
                  date: event.date,
                  value: event.value,
                  previous: context.values[key] ?? '',
                },
              ],
              saveFailure: null,
              serverMessage: null,
            }
          }),
        },
      },
      states: {
        idle: { always: { guard: 'hasQueue', target: 'saving' } },
        saving: {
          invoke: {
            id: 'saveCell',
            src: 'saveCell',
            input: ({ context }) => {
              const { studentID, date, value } = context.queue[0]
              return { journalID: context.journalID, studentID, date, value }
            },
            onDone: {
              target: 'idle',
              actions: assign(({ context }) => ({
                queue: context.queue.slice(1),
                lastSaved: { studentID: context.queue[0].studentID, date: context.queue[0].date },
              })),
            },
            onError: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const [refused, ...rest] = context.queue
                const key = cellKey(refused.studentID, refused.date)
                // Restore only while no later change of the same cell is waiting.
                const later = rest.some((c) => cellKey(c.studentID, c.date) === key)
                return {
                  queue: rest.map((c) =>
                    cellKey(c.studentID, c.date) === key && c.previous === refused.value
                      ? { ...c, previous: refused.previous }
                      : c,
                  ),
                  values: later ? context.values : setValue(context.values, key, refused.previous),
                  saveFailure: journalFailureOf(event.error),
                  serverMessage: serverMessageOf(event.error),
                  lastSaved: null,
                }
              }),
            },
          },
        },
      },
    },
  },
})
