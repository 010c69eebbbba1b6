import { assign, setup } from 'xstate'
import type { PortfolioRefs, PortfolioWork, WorkFile, WorkForm } from '@/api/achieve'
import { loadWork, submitWork } from './work-edit.actors'
import { writeErrorOf, type WriteError } from './achieve.types'

/**
 * One achievement (/Portfolio/Work/{typeID}/{workID?}):
 *
 *   loading ─done→ editing ─work.save {values}→ saving ─done→ editing (saved: the work with its new id, status
 *          └ error→ loadFailed       ─file.drop {key}→ editing        └ error→ editing (error; the form keeps its values)
 *
 * A confirmed achievement is read-only (the screen disables the form; the mock refuses a change too).
 * react-hook-form owns the fields; the machine owns the files already stored (`kept`) and the lifecycle.
 * Saving sends the work (back) to the verifiers: its status becomes «на проверке».
 */
export interface WorkEditContext {
  typeID: number
  workID: number | null
  refs: PortfolioRefs
  work: PortfolioWork | null
  kept: WorkFile[]
  error: WriteError | null
  saved: boolean
}
export type WorkEditEvent =
  | { type: 'work.save'; values: WorkForm }
  | { type: 'file.drop'; key: string }
  | { type: 'work.reload' }

export const workEditMachine = setup({
  types: {
    context: {} as WorkEditContext,
    events: {} as WorkEditEvent,
    input: {} as { typeID: number; workID: number | null },
  },
  actors: { loadWork, submitWork },
  actions: {
    /** Supplied by the screen: the address of a newly created work. */
    showSaved: (_, _params: { work: PortfolioWork }) => {},
  },
  guards: { editable: ({ context }) => context.work?.status !== 'confirmed' },
}).createMachine({
  id: 'workEdit',
  context: ({ input }) => ({
    typeID: input.typeID,
    workID: input.workID,
    refs: { categories: [], types: [], points: [] },
    work: null,
    kept: [],
    error: null,
    saved: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadWork',
        src: 'loadWork',
        input: ({ context }) => ({ workID: context.workID }),
        onDone: {
          target: 'editing',
          actions: assign(({ event, context }) => ({
            refs: event.output.refs,
            work: event.output.work,
            kept: event.output.work?.files ?? [],
            typeID: event.output.work?.typeID ?? context.typeID,
          })),
        },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'work.reload': 'loading' } },
    editing: {
      on: {
        'work.save': { guard: 'editable', target: 'saving', actions: assign({ error: null, saved: false }) },
        'file.drop': {
          guard: 'editable',
          actions: assign({ kept: ({ context, event }) => context.kept.filter((f) => f.key !== event.key) }),
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'submitWork',
        src: 'submitWork',
        input: ({ context, event }) => ({
          workID: context.workID,
          typeID: context.typeID,
          values: (event as Extract<WorkEditEvent, { type: 'work.save' }>).values,
          kept: context.kept,
        }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ event }) => ({
              work: event.output,
              workID: event.output.id,
              kept: event.output.files,
              saved: true,
            })),
            { type: 'showSaved', params: ({ event }) => ({ work: event.output }) },
          ],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => writeErrorOf(event.error) }) },
      },
    },
  },
})
