import { assign, setup } from 'xstate'
import type { BypassDepartment, BypassMarkBody, BypassOpen, BypassSheet } from '@/api/achieve-bypass'
import { loadBypass, writeBypass } from './bypass.actors'
import { writeErrorOf, type WriteError } from './achieve.types'

/**
 * The bypass sheet (/bypassSheet/list): a student opens theirs and follows the departments' marks; the
 * bypass-sheet staff pick a sheet and sign a department off or mark a debt.
 *
 *   loading ─done→ ready ─sheet.open {values}→ writing ─done→ ready (the sheet put first / replaced, done)
 *          └ error→ loadFailed ─mark.set {body}→ writing     └ error→ ready (error; what was typed stays)
 *   ready | loadFailed ─list.refresh→ loading        ready ─sheet.select {id}→ ready
 */
export type BypassDone = 'opened' | 'signed' | 'debt'
export interface BypassContext {
  departments: BypassDepartment[]
  sheets: BypassSheet[]
  selectedID: number | null
  error: WriteError | null
  done: BypassDone | null
}
export type BypassEvent =
  | { type: 'sheet.open'; values: BypassOpen }
  | { type: 'mark.set'; body: BypassMarkBody }
  | { type: 'sheet.select'; id: number }
  | { type: 'list.refresh' }

export const bypassMachine = setup({
  types: { context: {} as BypassContext, events: {} as BypassEvent },
  actors: { loadBypass, writeBypass },
  guards: {
    known: ({ context, event }) => event.type === 'sheet.select' && context.sheets.some((s) => s.id === event.id),
  },
}).createMachine({
  id: 'bypass',
  context: { departments: [], sheets: [], selectedID: null, error: null, done: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBypass',
        src: 'loadBypass',
        onDone: {
          target: 'ready',
          actions: assign({
            departments: ({ event }) => event.output.departments,
            sheets: ({ event }) => event.output.sheets,
          }),
        },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'list.refresh': 'loading' } },
    ready: {
      on: {
        'sheet.open': 'writing',
        'mark.set': 'writing',
        'sheet.select': { guard: 'known', actions: assign({ selectedID: ({ event }) => event.id, done: null }) },
        'list.refresh': { target: 'loading', actions: assign({ error: null, done: null }) },
      },
    },
    writing: {
      tags: ['busy'],
      entry: assign({ error: null, done: null }),
      invoke: {
        id: 'writeBypass',
        src: 'writeBypass',
        input: ({ event }) => {
          const e = event as Extract<BypassEvent, { type: 'sheet.open' | 'mark.set' }>
          return e.type === 'sheet.open'
            ? { kind: 'open' as const, body: e.values }
            : { kind: 'mark' as const, body: e.body }
        },
        onDone: {
          target: 'ready',
          actions: assign({
            sheets: ({ context, event }) =>
              context.sheets.some((s) => s.id === event.output.id)
                ? context.sheets.map((s) => (s.id === event.output.id ? event.output : s))
                : [event.output, ...context.sheets],
            done: ({ context, event }) => {
              const before = context.sheets.find((s) => s.id === event.output.id)
              if (!before) return 'opened'
              const changed = event.output.marks.find(
                (m) => before.marks.find((b) => b.departmentID === m.departmentID)?.status !== m.status,
              )
              return changed?.status === 'debt' ? 'debt' : 'signed'
            },
          }),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => writeErrorOf(event.error) }) },
      },
    },
  },
})
