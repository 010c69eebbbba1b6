import { assign, setup } from 'xstate'
import type { AdminEdit, AdminWork } from '@/api/nir-admin'
import { loadAdminWorks, saveAdminWork } from './nir-admin.actors'
import { adminErrorOf, type AdminError } from './nir-admin.types'

/**
 * The research admin's list of every work (/Admin/ListWorksAdmin, /listWorksAdmin):
 *   loading ─done→ ready ─edit.open→ ready.editing ─edit.save→ ready.saving ─done→ ready.idle (row replaced)
 *                                                                          └error→ ready.editing (the refusal shown, values kept)
 *           └error→ failed ─load.retry→ loading
 */
export interface AdminWorksContext {
  works: AdminWork[]
  statuses: { id: number; name: string }[]
  error: AdminError | null
  editing: number | null
  dialogError: AdminError | null
  savedSeq: number
}

export type AdminWorksEvent =
  | { type: 'load.retry' }
  | { type: 'edit.open'; workID: number }
  | { type: 'edit.close' }
  | { type: 'edit.save'; work: AdminEdit['work'] }

export const adminWorksMachine = setup({
  types: { context: {} as AdminWorksContext, events: {} as AdminWorksEvent },
  actors: { loadAdminWorks, saveAdminWork },
}).createMachine({
  id: 'adminWorks',
  context: { works: [], statuses: [], error: null, editing: null, dialogError: null, savedSeq: 0 },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAdminWorks',
        src: 'loadAdminWorks',
        onDone: {
          target: 'ready',
          actions: assign({
            works: ({ event }) => event.output.listWorks,
            statuses: ({ event }) => event.output.statuses,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => adminErrorOf(event.error) }) },
      },
    },
    failed: { on: { 'load.retry': { target: 'loading', actions: assign({ error: null }) } } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'edit.open': {
              guard: ({ context, event }) => context.works.some((w) => w.workID === event.workID),
              target: 'editing',
              actions: assign({ editing: ({ event }) => event.workID, dialogError: null }),
            },
          },
        },
        editing: {
          on: {
            'edit.close': { target: 'idle', actions: assign({ editing: null, dialogError: null }) },
            'edit.save': 'saving',
          },
        },
        saving: {
          invoke: {
            id: 'saveAdminWork',
            src: 'saveAdminWork',
            input: ({ context, event }) => ({
              workID: context.editing ?? 0,
              work: (event as Extract<AdminWorksEvent, { type: 'edit.save' }>).work,
            }),
            onDone: {
              target: 'idle',
              actions: assign({
                works: ({ context, event }) =>
                  context.works.map((w) => (w.workID === event.output.workID ? event.output : w)),
                editing: null,
                dialogError: null,
                savedSeq: ({ context }) => context.savedSeq + 1,
              }),
            },
            onError: { target: 'editing', actions: assign({ dialogError: ({ event }) => adminErrorOf(event.error) }) },
          },
        },
      },
    },
  },
})
