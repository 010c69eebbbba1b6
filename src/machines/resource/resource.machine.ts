import { assign, raise, setup } from 'xstate'
import { isApiError } from '@/api/errors'
import { RESOURCE_NOTICE_ERROR_MS, RESOURCE_NOTICE_INFO_MS } from '@/lib/constants/resource'
import { loadRowDetail, loadRows, removeRow, saveRow } from './resource.actors'
import type { ResourceContext, ResourceEvent, ResourceFailure, ResourceInput, Row } from './resource.types'

/**
 * One resource table's flow (the kit's machine, generalised from the reference CRUD machine):
 * `loading` the rows for the parameters (again on `params.change`; `failed` offers `list.reload`);
 * in `ready` four parallel regions:
 *   dialog   closed → editing (`row.create` / `row.edit`) → saving (`dialog.submit`, the validated values)
 *            → closed with a notice, or back to editing with the failure (the dialog keeps its values);
 *   deletion idle → deleting: the row leaves at once (optimistic) and comes back at its place with a
 *            notice when the server refuses;
 *   notice   none ⇄ shown (3 s for info, 10 s for errors; `notice.dismiss`);
 *   detail   an expanded row's detail (`row.expand`).
 * Parameters do not reload while the dialog is open or a delete runs. Failures are kept as codes
 * (`ResourceFailure`); screens turn them into text.
 */
export function failureOf(error: unknown): ResourceFailure {
  if (isApiError(error)) return { code: error.code, message: error.serverMessage }
  return { code: 'unknown', message: null }
}

const keyOf = (ctx: ResourceContext, row: Row) => String(row[ctx.resource.key])

export const resourceMachine = setup({
  types: {
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
    input: {} as ResourceInput,
  },
  actors: { load: loadRows, save: saveRow, remove: removeRow, loadDetail: loadRowDetail },
  delays: {
    noticeTimeout: ({ context }) =>
      context.notice?.kind === 'deleteFailed' ? RESOURCE_NOTICE_ERROR_MS : RESOURCE_NOTICE_INFO_MS,
  },
  guards: {
    isIdle: ({ context }) => context.dialog === null && context.removed === null,
    isKnownRow: ({ context, event }) =>
      'row' in event && context.rows.some((r) => keyOf(context, r) === keyOf(context, event.row as Row)),
  },
}).createMachine({
  id: 'resource',
  context: ({ input }) => ({
    resource: input.resource,
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
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ resource: context.resource, params: context.params }),
        onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output, loadError: null }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureOf(event.error), rows: [] }) },
      },
      on: {
        'params.change': { target: 'loading', reenter: true, actions: assign({ params: ({ event }) => event.params }) },
      },
    },
    failed: {
      tags: ['error'],
      on: {
        'list.reload': 'loading',
        'params.change': { target: 'loading', actions: assign({ params: ({ event }) => event.params }) },
      },
    },
    ready: {
      type: 'parallel',
      on: {
        'list.reload': { guard: 'isIdle', target: 'loading' },
        'params.change': {
          guard: 'isIdle',
          target: 'loading',
          actions: assign({ params: ({ event }) => event.params, details: {}, detailKey: null }),
        },
      },
      states: {
        dialog: {
          initial: 'closed',
          states: {
            closed: {
              entry: assign({ dialog: null, dialogError: null }),
              on: {
                'row.create': {
                  target: 'editing',
                  actions: assign({ dialog: { mode: 'create', row: null }, dialogError: null }),
                },
                'row.edit': {
                  guard: 'isKnownRow',
                  target: 'editing',
                  actions: assign({
                    dialog: ({ event }) => ({ mode: 'edit' as const, row: event.row }),
                    dialogError: null,
                  }),
                },
              },
            },
            editing: {
              on: {
                'dialog.submit': 'saving',
                'dialog.close': 'closed',
              },
            },
            saving: {
              tags: ['busy'],
              invoke: {
                id: 'save',
                src: 'save',
                input: ({ context, event }) => ({
                  resource: context.resource,
                  mode: context.dialog!.mode,
                  row: context.dialog!.row,
                  values: (event as Extract<ResourceEvent, { type: 'dialog.submit' }>).values,
                  params: context.params,
                }),
                onDone: {
                  target: 'closed',
                  actions: [
                    assign({
                      notice: ({ context }) => ({
                        kind: context.dialog?.mode === 'edit' ? ('updated' as const) : ('created' as const),
                      }),
                      rows: ({ context, event }) => {
                        const saved = event.output
                        const k = keyOf(context, saved)
                        const at = context.rows.findIndex((r) => keyOf(context, r) === k)
                        if (at < 0) return [...context.rows, saved]
                        return context.rows.map((r, i) => (i === at ? saved : r))
                      },
                    }),
                    raise({ type: 'notice.show' }),
                  ],
                },
                onError: { target: 'editing', actions: assign({ dialogError: ({ event }) => failureOf(event.error) }) },
              },
            },
          },
        },
        deletion: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'row.delete': {
                  guard: 'isKnownRow',
                  target: 'deleting',
                  actions: assign(({ context, event }) => {
                    const index = context.rows.findIndex((r) => keyOf(context, r) === keyOf(context, event.row))
                    return {
                      removed: { row: context.rows[index], index },
                      rows: context.rows.filter((_, i) => i !== index),
                    }
                  }),
                },
              },
            },
            deleting: {
              tags: ['busy'],
              invoke: {
                id: 'remove',
                src: 'remove',
                input: ({ context }) => ({
                  resource: context.resource,
                  row: context.removed!.row,
                  params: context.params,
                }),
                onDone: {
                  target: 'idle',
                  actions: [assign({ removed: null, notice: { kind: 'deleted' } }), raise({ type: 'notice.show' })],
                },
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
                      notice: ({ event }) => ({ kind: 'deleteFailed' as const, failure: failureOf(event.error) }),
                    }),
                    raise({ type: 'notice.show' }),
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
              on: { 'notice.dismiss': 'none' },
            },
          },
          on: { 'notice.show': { target: '.shown', reenter: true } },
        },
        detail: {
          initial: 'idle',
          states: {
            idle: {},
            loading: {
              invoke: {
                id: 'loadDetail',
                src: 'loadDetail',
                input: ({ context }) => ({
                  resource: context.resource,
                  row: context.rows.find((r) => keyOf(context, r) === context.detailKey)!,
                  params: context.params,
                }),
                onDone: {
                  target: 'idle',
                  actions: assign({
                    details: ({ context, event }) => ({ ...context.details, [context.detailKey!]: event.output }),
                  }),
                },
                onError: {
                  target: 'idle',
                  actions: assign({
                    details: ({ context, event }) => ({
                      ...context.details,
                      [context.detailKey!]: { error: failureOf(event.error) },
                    }),
                  }),
                },
              },
            },
          },
          on: {
            'row.expand': {
              guard: 'isKnownRow',
              target: '.loading',
              reenter: true,
              actions: assign({ detailKey: ({ context, event }) => keyOf(context, event.row) }),
            },
          },
        },
      },
    },
  },
})
