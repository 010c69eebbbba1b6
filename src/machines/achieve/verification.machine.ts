import { assign, setup } from 'xstate'
import type { PortfolioWork, WorkVerifyBody } from '@/api/achieve'
import { decideWork, loadPending } from './verification.actors'
import { writeErrorOf, type WriteError } from './achieve.types'

/**
 * The verifiers' queue (/Portfolio/Verifier/ListWorks):
 *
 *   loading ─done→ ready ─work.confirm {id}────────→ deciding ─done→ ready (the work leaves the queue, done)
 *          └ error→ loadFailed   ─work.return {id, remark}→ deciding └ error→ loading (error kept; the queue
 *   ready/loadFailed ─list.refresh→ loading                                 reloads: another verifier may have decided)
 *
 * A return needs a remark: the screen's form checks it (workReturnSchema), the mock checks it again.
 */
export interface VerificationContext {
  works: PortfolioWork[]
  error: WriteError | null
  done: { id: number; decision: WorkVerifyBody['decision'] } | null
}
export type VerificationEvent =
  | { type: 'work.confirm'; id: number }
  | { type: 'work.return'; id: number; remark: string }
  | { type: 'list.refresh' }

export const verificationMachine = setup({
  types: { context: {} as VerificationContext, events: {} as VerificationEvent },
  actors: { loadPending, decideWork },
  guards: {
    inQueue: ({ context, event }) =>
      (event.type === 'work.confirm' || event.type === 'work.return') && context.works.some((w) => w.id === event.id),
  },
}).createMachine({
  id: 'portfolioVerification',
  context: { works: [], error: null, done: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPending',
        src: 'loadPending',
        onDone: { target: 'ready', actions: assign({ works: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'list.refresh': 'loading' } },
    ready: {
      on: {
        'work.confirm': { guard: 'inQueue', target: 'deciding', actions: assign({ error: null, done: null }) },
        'work.return': { guard: 'inQueue', target: 'deciding', actions: assign({ error: null, done: null }) },
        'list.refresh': { target: 'loading', actions: assign({ error: null, done: null }) },
      },
    },
    deciding: {
      tags: ['busy'],
      invoke: {
        id: 'decideWork',
        src: 'decideWork',
        input: ({ event }): WorkVerifyBody =>
          event.type === 'work.return'
            ? { id: event.id, decision: 'return', remark: event.remark }
            : { id: (event as { id: number }).id, decision: 'confirm' },
        onDone: {
          target: 'ready',
          actions: assign({
            works: ({ context, event }) => context.works.filter((w) => w.id !== event.output.id),
            done: ({ event }) => ({
              id: event.output.id,
              decision: event.output.status === 'confirmed' ? ('confirm' as const) : ('return' as const),
            }),
          }),
        },
        onError: { target: 'loading', actions: assign({ error: ({ event }) => writeErrorOf(event.error) }) },
      },
    },
  },
})
