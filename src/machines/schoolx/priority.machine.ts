import { assign, setup } from 'xstate'
import { isApiError } from '@/api/errors'
import type { PriorityState } from '@/api/schoolx-modules'
import { moveItem } from '@/lib/schoolx-distribution'
import { loadPriority, savePriorityRanking } from './priority.actors'

export type PriorityRefusal = 'closed' | 'forbidden' | 'invalid' | 'unknown'

interface Context {
  loaded: PriorityState | null
  /** The ranking on screen (module ids, most wanted first). */
  order: number[]
  refusal: PriorityRefusal | null
  /** The last move, for the screen's live announcement. */
  moved: { moduleID: number; place: number } | null
}

type Events =
  | { type: 'module.move'; moduleID: number; to: number }
  | { type: 'priority.save' }
  | { type: 'priority.retry' }

function refusalOf(error: unknown): PriorityRefusal {
  if (!isApiError(error)) return 'unknown'
  if (error.code === 'forbidden') return 'forbidden'
  if (error.code === 'badRequest') return 'period' in error.fieldErrors ? 'closed' : 'invalid'
  return 'unknown'
}

/** The saved ranking when it names every module of the course, else the modules in their own order. */
function initialOrder(state: PriorityState): number[] {
  const ids = state.modules.map((m) => m.moduleID)
  const saved = state.ranking.filter((id) => ids.includes(id))
  return saved.length === ids.length ? saved : [...saved, ...ids.filter((id) => !saved.includes(id))]
}

/**
 * A participant's module priorities (issue 17, `/modules/priority`): loading → ready or failed (retry).
 * In an open choice period (type 3) the participant reorders the modules (`module.move`: by drag or by
 * the up/down buttons) and saves the whole order; a refusal keeps the order on screen. In a closed period
 * the ranking and the assigned module are read-only.
 */
export const priorityMachine = setup({
  types: { context: {} as Context, events: {} as Events },
  actors: { loadPriority, savePriorityRanking },
  actions: {
    move: assign(({ context, event }) => {
      if (event.type !== 'module.move') return {}
      const order = moveItem(context.order, context.order.indexOf(event.moduleID), event.to)
      return { order, moved: { moduleID: event.moduleID, place: order.indexOf(event.moduleID) + 1 }, refusal: null }
    }),
  },
  guards: {
    isOpen: ({ context }) => context.loaded?.open === true && context.loaded.period !== null,
    canMove: ({ context, event }) => {
      if (event.type !== 'module.move') return false
      const from = context.order.indexOf(event.moduleID)
      return from >= 0 && event.to >= 0 && event.to < context.order.length && event.to !== from
    },
  },
}).createMachine({
  id: 'schoolxPriority',
  context: { loaded: null, order: [], refusal: null, moved: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPriority',
        src: 'loadPriority',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ loaded: event.output, order: initialOrder(event.output) })),
        },
        onError: 'failed',
      },
    },
    failed: { on: { 'priority.retry': 'loading' } },
    ready: {
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'isOpen', target: 'editing' }, { target: 'closed' }] },
        closed: {},
        editing: {
          on: {
            'module.move': { guard: 'canMove', target: 'editing', actions: 'move' },
            'priority.save': 'saving',
          },
        },
        saving: {
          invoke: {
            id: 'savePriorityRanking',
            src: 'savePriorityRanking',
            input: ({ context }) => ({ periodID: context.loaded!.period!.periodID, moduleIDs: context.order }),
            onDone: {
              target: 'saved',
              actions: assign(({ context, event }) => ({
                loaded: { ...context.loaded!, ranking: event.output.ranking, savedAt: event.output.savedAt },
                refusal: null,
              })),
            },
            onError: { target: 'refused', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
          },
        },
        saved: {
          on: {
            'module.move': { guard: 'canMove', target: 'editing', actions: 'move' },
            'priority.save': 'saving',
          },
        },
        refused: {
          on: {
            'module.move': { guard: 'canMove', target: 'editing', actions: 'move' },
            'priority.save': 'saving',
          },
        },
      },
    },
  },
})
