import { assign, setup } from 'xstate'
import type { ContestApply, ContestMarksBody, ContestView } from '@/api/contests'
import { isApiError } from '@/api/errors'
import { contestMarksEvents, loadContest, refreshContest, writeContest } from './contest.actors'
import { writeErrorOf, type WriteError } from './achieve.types'

/**
 * One contest's page (apply, judge, applications, results): the view the server allows this user.
 *
 *   loading ─done→ ready ─application.submit {values}→ writing ─done→ ready (view replaced, done)
 *          └ error→ loadFailed (missing?)   ─marks.save {body}→ writing    └ error→ ready (error; what was typed stays)
 *   ready | loadFailed ─contest.refresh→ loading
 *   ready ─realtime.marks {competitionID} (a live page, this contest)→ refreshing ─done/error→ ready (the view
 *   stays while it reloads: a judge's marks reach the organisers' overview without a reload, spec 1 §7)
 *   loading | refreshing | writing ─realtime.marks (this contest)→ (marksHeard) … → ready → refreshing: marks saved
 *   while a request was out may postdate its answer, so they are not dropped but reloaded once it is back
 */
export type ContestDone = 'applied' | 'marked'
export interface ContestContext {
  competitionID: number
  view: ContestView | null
  missing: boolean
  error: WriteError | null
  done: ContestDone | null
  /** The application whose marks were sent last (the judging screen shows its outcome beside it). */
  markedID: number | null
  /** The page follows marks saved elsewhere (the organisers' overview). */
  live: boolean
  /** Marks were saved elsewhere while a request was out: reload when it is back. */
  marksHeard: boolean
}
export type ContestEvent =
  | { type: 'application.submit'; values: ContestApply }
  | { type: 'marks.save'; body: ContestMarksBody }
  | { type: 'contest.refresh' }
  | { type: 'realtime.marks'; competitionID: number }

export const contestMachine = setup({
  types: {
    context: {} as ContestContext,
    events: {} as ContestEvent,
    input: {} as { competitionID: number; live?: boolean },
  },
  actors: { loadContest, writeContest, refreshContest, contestMarksEvents },
  guards: {
    marksOfThisContest: ({ context, event }) =>
      event.type === 'realtime.marks' && context.live && event.competitionID === context.competitionID,
  },
}).createMachine({
  id: 'contest',
  context: ({ input }) => ({
    competitionID: input.competitionID,
    view: null,
    missing: false,
    error: null,
    done: null,
    markedID: null,
    live: input.live ?? false,
    marksHeard: false,
  }),
  invoke: {
    id: 'contestMarksEvents',
    src: 'contestMarksEvents',
    input: ({ context }) => ({ live: context.live, competitionID: context.competitionID }),
  },
  initial: 'loading',
  states: {
    loading: {
      on: { 'realtime.marks': { guard: 'marksOfThisContest', actions: assign({ marksHeard: true }) } },
      invoke: {
        id: 'loadContest',
        src: 'loadContest',
        input: ({ context }) => ({ competitionID: context.competitionID }),
        onDone: { target: 'ready', actions: assign({ view: ({ event }) => event.output, missing: false }) },
        onError: {
          target: 'loadFailed',
          actions: assign({ missing: ({ event }) => isApiError(event.error) && event.error.code === 'notFound' }),
        },
      },
    },
    loadFailed: { on: { 'contest.refresh': 'loading' } },
    ready: {
      always: { guard: ({ context }) => context.marksHeard, target: 'refreshing' },
      on: {
        'application.submit': 'writing',
        'marks.save': { target: 'writing', actions: assign({ markedID: ({ event }) => event.body.applicationID }) },
        'contest.refresh': { target: 'loading', actions: assign({ error: null, done: null }) },
        'realtime.marks': { guard: 'marksOfThisContest', target: 'refreshing' },
      },
    },
    refreshing: {
      entry: assign({ marksHeard: false }),
      on: { 'realtime.marks': { guard: 'marksOfThisContest', actions: assign({ marksHeard: true }) } },
      invoke: {
        id: 'refreshContest',
        src: 'refreshContest',
        input: ({ context }) => ({ competitionID: context.competitionID }),
        onDone: { target: 'ready', actions: assign({ view: ({ event }) => event.output }) },
        onError: 'ready',
      },
    },
    writing: {
      tags: ['busy'],
      entry: assign({ error: null, done: null }),
      on: { 'realtime.marks': { guard: 'marksOfThisContest', actions: assign({ marksHeard: true }) } },
      invoke: {
        id: 'writeContest',
        src: 'writeContest',
        input: ({ context, event }) => {
          const e = event as Extract<ContestEvent, { type: 'application.submit' | 'marks.save' }>
          return e.type === 'application.submit'
            ? { competitionID: context.competitionID, kind: 'apply' as const, values: e.values }
            : { competitionID: context.competitionID, kind: 'marks' as const, body: e.body }
        },
        onDone: {
          target: 'ready',
          actions: assign({
            view: ({ event }) => event.output,
            done: ({ context, event }) => (event.output.mine && !context.view?.mine ? 'applied' : 'marked'),
          }),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => contestWriteError(event.error) }) },
      },
    },
  },
})

/** As writeErrorOf, but a refusal keeps the server's reason (not on the jury, not a student). */
function contestWriteError(error: unknown): WriteError {
  return isApiError(error) && error.code === 'forbidden'
    ? { code: 'forbidden', message: error.serverMessage }
    : writeErrorOf(error)
}
