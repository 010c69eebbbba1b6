import { assign, setup } from 'xstate'
import type { WorkType } from '@/api/shell'
import { ApiError } from '@/api/errors'
import { isWorkPage, parseWorkID, workTarget } from './work-opening.rules'
import { lookupWorkType } from './work-opening.actors'

/**
 * /openWork/{workID} (spec 1 §4, design card "work-opening redirect").
 *
 *   checking ──from a work page──▶ goingHome (navigate '/')
 *      │  └──id not a number──▶ invalid
 *      ▼
 *   lookingUp (GET /api/helpers/workTypeID) ──done──▶ redirected (navigate to workTarget)
 *      └──404──▶ notFound          └──other failure──▶ failed ──lookup.retry──▶ lookingUp
 *
 * Navigation is the placeholder action `navigateTo`, supplied at mount (replace, so Back does not
 * land on /openWork again).
 */
export interface WorkOpeningInput {
  workID: string | undefined
  /** The in-app path the user came from (or the referrer's), if known. */
  from: string | null
}

interface Context {
  workID: number | null
  from: string | null
  work: WorkType | null
  target: string | null
}

export type WorkOpeningEvent = { type: 'lookup.retry' }

export const workOpeningMachine = setup({
  types: {
    input: {} as WorkOpeningInput,
    context: {} as Context,
    events: {} as WorkOpeningEvent,
  },
  actors: { lookupWorkType },
  actions: {
    navigateTo: (_, _params: { to: string }) => {},
  },
  guards: {
    cameFromWorkPage: ({ context }) => isWorkPage(context.from),
    hasInvalidId: ({ context }) => context.workID === null,
    isNotFound: (_, params: { error: unknown }) => params.error instanceof ApiError && params.error.code === 'notFound',
  },
}).createMachine({
  id: 'workOpening',
  context: ({ input }) => ({ workID: parseWorkID(input.workID), from: input.from, work: null, target: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'cameFromWorkPage', target: 'goingHome' },
        { guard: 'hasInvalidId', target: 'invalid' },
        { target: 'lookingUp' },
      ],
    },
    lookingUp: {
      tags: 'busy',
      invoke: {
        id: 'lookupWorkType',
        src: 'lookupWorkType',
        input: ({ context }) => ({ workID: context.workID! }),
        onDone: {
          target: 'redirected',
          actions: assign({ work: ({ event }) => event.output, target: ({ event }) => workTarget(event.output) }),
        },
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'failed' },
        ],
      },
    },
    redirected: {
      type: 'final',
      entry: { type: 'navigateTo', params: ({ context }) => ({ to: context.target! }) },
    },
    goingHome: {
      type: 'final',
      entry: { type: 'navigateTo', params: { to: '/' } },
    },
    invalid: { type: 'final', tags: 'error' },
    notFound: { type: 'final', tags: 'error' },
    failed: {
      tags: 'error',
      on: { 'lookup.retry': 'lookingUp' },
    },
  },
})
