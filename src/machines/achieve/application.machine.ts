import { assign, setup } from 'xstate'
import { decidesNow, type AppDecision, type Application } from '@/api/achieve-applications'
import { actOnApplication, loadApplication } from './application.actors'
import { writeErrorOf, type WriteError } from './achieve.types'

/**
 * One student application (/StudentApplication/Application/{applicationID}):
 *
 *   loading ─done→ ready ─app.approve | app.return {remark} | app.reject {remark}→ acting   [the user holds the
 *          └ error→ loadFailed        ─app.resubmit {text}→ acting                         current stage's role]
 *                                                                                          [the owner, returned]
 *   acting ─done→ ready (the application replaced, done = what was done)
 *          └ error→ loading (error kept: it reloads to show where the application really is)
 *   ready | loadFailed ─app.reload→ loading
 *
 * Who may do what is the API's rule (`decidesNow`); the machine refuses the rest, the mock refuses it too.
 */
export type AppDone = AppDecision | 'resubmit'
export interface ApplicationContext {
  applicationID: number
  userID: number
  roles: readonly string[]
  app: Application | null
  error: WriteError | null
  done: AppDone | null
}
export interface ApplicationInput {
  applicationID: number
  userID: number
  roles: readonly string[]
}
export type ApplicationEvent =
  | { type: 'app.approve' }
  | { type: 'app.return'; remark: string }
  | { type: 'app.reject'; remark: string }
  | { type: 'app.resubmit'; text: string }
  | { type: 'app.reload' }

type Act = { kind: 'decide'; decision: AppDecision; remark: string } | { kind: 'resubmit'; text: string }

function actOf(event: ApplicationEvent): Act {
  if (event.type === 'app.approve') return { kind: 'decide', decision: 'approve', remark: '' }
  if (event.type === 'app.return') return { kind: 'decide', decision: 'return', remark: event.remark }
  if (event.type === 'app.reject') return { kind: 'decide', decision: 'reject', remark: event.remark }
  if (event.type === 'app.resubmit') return { kind: 'resubmit', text: event.text }
  throw new Error(`no act for ${event.type}`)
}

export const applicationMachine = setup({
  types: {
    context: {} as ApplicationContext,
    events: {} as ApplicationEvent,
    input: {} as ApplicationInput,
  },
  actors: { loadApplication, actOnApplication },
  guards: {
    decides: ({ context }) => context.app !== null && decidesNow(context.app, context.roles),
    resubmits: ({ context }) => context.app?.studentID === context.userID && context.app.status === 'returned',
  },
}).createMachine({
  id: 'application',
  context: ({ input }) => ({ ...input, app: null, error: null, done: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadApplication',
        src: 'loadApplication',
        input: ({ context }) => ({ applicationID: context.applicationID }),
        onDone: { target: 'ready', actions: assign({ app: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'app.reload': 'loading' } },
    ready: {
      on: {
        'app.approve': { guard: 'decides', target: 'acting' },
        'app.return': { guard: 'decides', target: 'acting' },
        'app.reject': { guard: 'decides', target: 'acting' },
        'app.resubmit': { guard: 'resubmits', target: 'acting' },
        'app.reload': { target: 'loading', actions: assign({ error: null, done: null }) },
      },
    },
    acting: {
      tags: ['busy'],
      entry: assign({ error: null, done: null }),
      invoke: {
        id: 'actOnApplication',
        src: 'actOnApplication',
        input: ({ context, event }) => {
          const act = actOf(event)
          return act.kind === 'decide'
            ? {
                kind: 'decide' as const,
                body: { id: context.applicationID, decision: act.decision, remark: act.remark },
              }
            : { kind: 'resubmit' as const, body: { id: context.applicationID, text: act.text } }
        },
        onDone: {
          target: 'ready',
          actions: assign({
            app: ({ event }) => event.output,
            done: ({ event }) => doneOf(event.output),
          }),
        },
        onError: { target: 'loading', actions: assign({ error: ({ event }) => writeErrorOf(event.error) }) },
      },
    },
  },
})

/** What the answer shows was done: the last event of its history. */
function doneOf(after: Application): AppDone {
  const last = after.history[after.history.length - 1]?.action
  if (last === 'returned') return 'return'
  if (last === 'rejected') return 'reject'
  if (last === 'resubmitted') return 'resubmit'
  return 'approve'
}
