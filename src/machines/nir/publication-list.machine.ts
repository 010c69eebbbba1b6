import { assign, setup } from 'xstate'
import { isApiError } from '@/api/errors'
import type { ListWork, ViewOption } from '@/api/nir'
import { decide, loadList } from './publication-list.actors'
import type { ListError, LoadedList } from './publication-list.types'

/**
 * A list of research works (spec 1 §6 science cabinets, spec 2 §7 ListWorks / publicationConfirm): the
 * author's own works with their statuses, or a cabinet's queue where each work is confirmed or returned
 * to its author with a remark. The search text filters the loaded rows.
 */
export interface PublicationListContext {
  role: string
  works: ListWork[]
  canAdd: boolean
  types: ViewOption[]
  query: string
  /** The work whose return dialog is open. */
  returning: number | null
  /** The work being confirmed. */
  acting: number | null
  error: ListError | null
  /** The last decision that went through (the screen announces it). */
  done: { workID: number; confirm: boolean; seq: number } | null
}

export type PublicationListEvent =
  | { type: 'search.change'; query: string }
  | { type: 'work.confirm'; workID: number }
  | { type: 'return.open'; workID: number }
  | { type: 'return.cancel' }
  | { type: 'return.submit'; remark: string }
  | { type: 'load.retry' }

function errorOf(error: unknown): ListError {
  if (isApiError(error) && (error.code === 'forbidden' || error.code === 'badRequest'))
    return { code: error.code, message: error.serverMessage }
  return { code: 'failed', message: null }
}

export const publicationListMachine = setup({
  types: {
    context: {} as PublicationListContext,
    events: {} as PublicationListEvent,
    input: {} as { role: string },
  },
  actors: { loadList, decide },
}).createMachine({
  id: 'publicationList',
  context: ({ input }) => ({
    role: input.role,
    works: [],
    canAdd: false,
    types: [],
    query: '',
    returning: null,
    acting: null,
    error: null,
    done: null,
  }),
  initial: 'loading',
  on: { 'search.change': { actions: assign({ query: ({ event }) => event.query }) } },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadList',
        src: 'loadList',
        input: ({ context }) => ({ role: context.role }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => {
            const loaded: LoadedList = event.output
            return { works: loaded.works, canAdd: loaded.canAdd, types: loaded.types }
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorOf(event.error) }) },
      },
    },
    failed: { on: { 'load.retry': { target: 'loading', actions: assign({ error: null }) } } },
    ready: {
      on: {
        'work.confirm': { target: 'confirming', actions: assign({ acting: ({ event }) => event.workID, error: null }) },
        'return.open': {
          target: 'returnDialog',
          actions: assign({ returning: ({ event }) => event.workID, error: null }),
        },
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({ workID: context.acting ?? 0, role: context.role, confirm: true }),
        onDone: {
          target: 'loading',
          actions: assign({
            done: ({ context }) => ({
              workID: context.acting ?? 0,
              confirm: true,
              seq: (context.done?.seq ?? 0) + 1,
            }),
          }),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorOf(event.error) }) },
      },
    },
    returnDialog: {
      initial: 'editing',
      on: { 'return.cancel': { target: 'ready', actions: assign({ returning: null, error: null }) } },
      states: {
        editing: { on: { 'return.submit': 'sending' } },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'decide',
            src: 'decide',
            input: ({ context, event }) => ({
              workID: context.returning ?? 0,
              role: context.role,
              confirm: false,
              remark: (event as Extract<PublicationListEvent, { type: 'return.submit' }>).remark,
            }),
            onDone: {
              target: '#publicationList.loading',
              actions: assign({
                done: ({ context }) => ({
                  workID: context.returning ?? 0,
                  confirm: false,
                  seq: (context.done?.seq ?? 0) + 1,
                }),
                returning: null,
              }),
            },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => errorOf(event.error) }) },
          },
        },
      },
    },
  },
})
