import { assign, fromPromise, raise, setup } from 'xstate'
import type { Row } from '@/ui/data-table/types'
import { isApiError } from '@/api/errors'
import { referenceTexts as t } from '@/texts/ru/reference'
import { REFERENCE_NOTICE_ERROR_MS, REFERENCE_NOTICE_INFO_MS } from './reference.constants'

/**
 * One reference table's flow (spec 2 §7 "Admin reference data"): load (again when the screen's
 * parameters change), create and edit through the dialog (a failed save keeps the dialog open with the
 * values and shows the error), delete optimistically (the row disappears at once and reappears at its
 * place with a message when the server refuses), and the detail of an opened row.
 * Regions of `ready` run in parallel: a delete can run while the dialog is open.
 */
export type Params = Record<string, unknown>
export type DialogMode = 'create' | 'edit'
export interface SaveInput {
  mode: DialogMode
  row: Row | null
  values: Record<string, unknown>
  params: Params
}
export interface Notice {
  kind: 'success' | 'error'
  text: string
}
export interface CrudContext {
  key: string
  params: Params
  rows: Row[]
  loadError: string | null
  dialog: { mode: DialogMode; row: Row | null } | null
  dialogError: string | null
  removed: { row: Row; index: number } | null
  notice: Notice | null
  details: Record<string, unknown>
  detailKey: string | null
}
export type CrudEvent =
  | { type: 'RELOAD' }
  | { type: 'PARAMS'; params: Params }
  | { type: 'CREATE' }
  | { type: 'EDIT'; row: Row }
  | { type: 'CLOSE' }
  | { type: 'SAVE'; values: Record<string, unknown> }
  | { type: 'DELETE'; row: Row }
  | { type: 'DETAIL'; row: Row }
  | { type: 'DISMISS' }
  /** Internal: a notice was set; (re)starts its timeout. */
  | { type: 'NOTICE' }

/** The server's message when it gave one, else the catalogue's generic text. */
export function errorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'network') return t.network
    if (error.code === 'forbidden') return t.forbiddenShort
    if (error.serverMessage) return error.serverMessage
  }
  return t.requestFailed
}

const notReady = fromPromise<never, never>(() => Promise.reject(new Error('not provided')))
const keyOf = (ctx: CrudContext, row: Row) => String(row[ctx.key])

export const referenceCrudMachine = setup({
  types: {
    context: {} as CrudContext,
    events: {} as CrudEvent,
    input: {} as { key: string; params?: Params },
  },
  actors: {
    load: notReady as unknown as ReturnType<typeof fromPromise<Row[], Params>>,
    save: notReady as unknown as ReturnType<typeof fromPromise<Row, SaveInput>>,
    remove: notReady as unknown as ReturnType<typeof fromPromise<unknown, { row: Row; params: Params }>>,
    loadDetail: notReady as unknown as ReturnType<typeof fromPromise<unknown, { row: Row; params: Params }>>,
  },
  delays: {
    noticeTimeout: ({ context }) => (context.notice?.kind === 'error' ? REFERENCE_NOTICE_ERROR_MS : REFERENCE_NOTICE_INFO_MS),
  },
  guards: {
    idle: ({ context }) => context.dialog === null && context.removed === null,
    noDeletePending: ({ context }) => context.removed === null,
    known: ({ context, event }) => 'row' in event && context.rows.some((r) => keyOf(context, r) === keyOf(context, event.row as Row)),
  },
}).createMachine({
  id: 'referenceCrud',
  context: ({ input }) => ({
    key: input.key,
    params: input.params ?? {},
    rows: [],
    loadError: null,
    dialog: null,
    dialogError: null,
    removed: null,
    notice: null,
    details: {},
    detailKey: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.params,
        onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output, loadError: null }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => errorText(event.error), rows: [] }) },
      },
      on: { PARAMS: { target: 'loading', reenter: true, actions: assign({ params: ({ event }) => event.params }) } },
    },
    failed: {
      on: {
        RELOAD: 'loading',
        PARAMS: { target: 'loading', actions: assign({ params: ({ event }) => event.params }) },
      },
    },
    ready: {
      type: 'parallel',
      on: {
        RELOAD: { guard: 'idle', target: 'loading' },
        PARAMS: { guard: 'idle', target: 'loading', actions: assign({ params: ({ event }) => event.params, details: {}, detailKey: null }) },
      },
      states: {
        dialog: {
          initial: 'closed',
          states: {
            closed: {
              entry: assign({ dialog: null, dialogError: null }),
              on: {
                CREATE: { target: 'editing', actions: assign({ dialog: { mode: 'create', row: null }, dialogError: null }) },
                EDIT: { guard: 'known', target: 'editing', actions: assign({ dialog: ({ event }) => ({ mode: 'edit' as const, row: event.row }), dialogError: null }) },
              },
            },
            editing: {
              on: {
                SAVE: 'saving',
                CLOSE: 'closed',
              },
            },
            saving: {
              invoke: {
                id: 'save',
                src: 'save',
                input: ({ context, event }) => ({
                  mode: context.dialog!.mode,
                  row: context.dialog!.row,
                  values: (event as Extract<CrudEvent, { type: 'SAVE' }>).values,
                  params: context.params,
                }),
                onDone: {
                  target: 'closed',
                  actions: [
                    assign({ notice: ({ context }) => ({ kind: 'success' as const, text: context.dialog?.mode === 'edit' ? t.updated : t.created }) }),
                    raise({ type: 'NOTICE' }),
                    assign({
                    rows: ({ context, event }) => {
                      const saved = event.output
                      const k = keyOf(context, saved)
                      const at = context.rows.findIndex((r) => keyOf(context, r) === k)
                      if (at < 0) return [...context.rows, saved]
                      return context.rows.map((r, i) => (i === at ? saved : r))
                    },
                    }),
                  ],
                },
                onError: { target: 'editing', actions: assign({ dialogError: ({ event }) => t.saveFailed(errorText(event.error)) }) },
              },
            },
          },
        },
        deletion: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                DELETE: {
                  guard: 'known',
                  target: 'deleting',
                  actions: assign(({ context, event }) => {
                    const index = context.rows.findIndex((r) => keyOf(context, r) === keyOf(context, event.row))
                    return { removed: { row: context.rows[index], index }, rows: context.rows.filter((_, i) => i !== index) }
                  }),
                },
              },
            },
            deleting: {
              invoke: {
                id: 'remove',
                src: 'remove',
                input: ({ context }) => ({ row: context.removed!.row, params: context.params }),
                onDone: { target: 'idle', actions: [assign({ removed: null, notice: { kind: 'success', text: t.deleted } }), raise({ type: 'NOTICE' })] },
                onError: {
                  target: 'idle',
                  actions: [
                    assign({
                      rows: ({ context }) => {
                        const { row, index } = context.removed!
                        const rows = [...context.rows]
                        rows.splice(Math.min(index, rows.length), 0, row)
                        return rows
                      },
                      removed: null,
                      notice: ({ event }) => ({ kind: 'error' as const, text: t.deleteFailed(errorText(event.error)) }),
                    }),
                    raise({ type: 'NOTICE' }),
                  ],
                },
              },
            },
          },
        },
        notice: {
          initial: 'none',
          states: {
            none: { entry: assign({ notice: null }) },
            shown: {
              after: { noticeTimeout: 'none' },
              on: { DISMISS: 'none' },
            },
          },
          on: { NOTICE: { target: '.shown', reenter: true } },
        },
        detail: {
          initial: 'idle',
          states: {
            idle: {},
            loading: {
              invoke: {
                id: 'loadDetail',
                src: 'loadDetail',
                input: ({ context }) => ({ row: context.rows.find((r) => keyOf(context, r) === context.detailKey)!, params: context.params }),
                onDone: { target: 'idle', actions: assign({ details: ({ context, event }) => ({ ...context.details, [context.detailKey!]: event.output }) }) },
                onError: { target: 'idle', actions: assign({ details: ({ context, event }) => ({ ...context.details, [context.detailKey!]: { error: errorText(event.error) } }) }) },
              },
            },
          },
          on: {
            DETAIL: { guard: 'known', target: '.loading', reenter: true, actions: assign({ detailKey: ({ context, event }) => keyOf(context, event.row) }) },
          },
        },
      },
    },
  },
})
