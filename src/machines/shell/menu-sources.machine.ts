import { assign, setup } from 'xstate'
import type { LibraryParams, Period } from '@/api/shell'
import { loadLibraryParams, loadPeriods } from './menu-sources.actors'

/**
 * What the menu needs beyond the initialization info, loaded once per signed-in user (spec 1 §7):
 * - library: GET /api/IPR/params → the library links; a failure reports 'Ошибка запроса к API IPR
 *   Books' (placeholder action `notifyLibraryFailure`) and leaves the links out;
 * - periods: GET /api/SchoolX/Admin/Periods?now=… for school-X users only → the open periods that gate
 *   module choice (type 3) and feedback (type 1); a failure means no period is open.
 * Values already known for this user (a remount of the layout) are passed in and not loaded again.
 * Results are handed to the app through the placeholder actions `publishLibrary` / `publishPeriods`.
 */
export interface MenuSourcesInput {
  schoolX: boolean
  /** yyyy-mm-dd */
  now: string
  library?: LibraryParams | null
  periods?: Period[] | null
}

interface Context {
  schoolX: boolean
  now: string
  library: LibraryParams | null
  periods: Period[] | null
}

export const menuSourcesMachine = setup({
  types: {
    input: {} as MenuSourcesInput,
    context: {} as Context,
    events: {} as { type: 'library.retry' },
  },
  actors: { loadLibraryParams, loadPeriods },
  actions: {
    publishLibrary: (_, _params: { library: LibraryParams | null }) => {},
    publishPeriods: (_, _params: { periods: Period[] }) => {},
    notifyLibraryFailure: () => {},
  },
  guards: {
    hasLibrary: ({ context }) => context.library !== null,
    hasPeriods: ({ context }) => context.periods !== null,
    isSchoolXUser: ({ context }) => context.schoolX,
  },
}).createMachine({
  id: 'menuSources',
  type: 'parallel',
  context: ({ input }) => ({
    schoolX: input.schoolX,
    now: input.now,
    library: input.library ?? null,
    periods: input.periods ?? null,
  }),
  states: {
    library: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'hasLibrary', target: 'loaded' }, { target: 'loading' }] },
        loading: {
          invoke: {
            id: 'loadLibraryParams',
            src: 'loadLibraryParams',
            onDone: {
              target: 'loaded',
              actions: [
                assign({ library: ({ event }) => event.output }),
                { type: 'publishLibrary', params: ({ event }) => ({ library: event.output }) },
              ],
            },
            onError: { target: 'failed', actions: 'notifyLibraryFailure' },
          },
        },
        loaded: { tags: 'libraryReady' },
        failed: { on: { 'library.retry': 'loading' } },
      },
    },
    periods: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'hasPeriods', target: 'loaded' },
            { guard: 'isSchoolXUser', target: 'loading' },
            { target: 'notNeeded' },
          ],
        },
        loading: {
          invoke: {
            id: 'loadPeriods',
            src: 'loadPeriods',
            input: ({ context }) => ({ now: context.now }),
            onDone: {
              target: 'loaded',
              actions: [
                assign({ periods: ({ event }) => event.output }),
                { type: 'publishPeriods', params: ({ event }) => ({ periods: event.output }) },
              ],
            },
            onError: {
              target: 'loaded',
              actions: [assign({ periods: () => [] }), { type: 'publishPeriods', params: { periods: [] } }],
            },
          },
        },
        loaded: {},
        notNeeded: {},
      },
    },
  },
})
