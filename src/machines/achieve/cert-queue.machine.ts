import { assign, setup } from 'xstate'
import type { CertStep, CertStepBody, Certificate } from '@/api/achieve'
import { loadQueue, runStep } from './cert-queue.actors'
import { writeErrorOf, type WriteError } from './achieve.types'

/**
 * The deans' office queue (/Certificates/ProcessingList):
 *
 *   loading ─done→ ready ─certificate.step {id, step, reason?}→ stepping ─done→ ready (row replaced, done)
 *          └ error→ loadFailed                                            └ error→ loading (error kept: the
 *   ready ─list.refresh→ loading                                              list reloads to show the row's real status)
 */
export interface CertQueueContext {
  rows: Certificate[]
  error: WriteError | null
  done: { id: number; step: CertStep } | null
}
export type CertQueueEvent = { type: 'certificate.step'; body: CertStepBody } | { type: 'list.refresh' }

export const certQueueMachine = setup({
  types: { context: {} as CertQueueContext, events: {} as CertQueueEvent },
  actors: { loadQueue, runStep },
}).createMachine({
  id: 'certQueue',
  context: { rows: [], error: null, done: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadQueue',
        src: 'loadQueue',
        onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'list.refresh': 'loading' } },
    ready: {
      on: {
        'certificate.step': { target: 'stepping', actions: assign({ error: null, done: null }) },
        'list.refresh': { target: 'loading', actions: assign({ error: null, done: null }) },
      },
    },
    stepping: {
      tags: ['busy'],
      invoke: {
        id: 'runStep',
        src: 'runStep',
        input: ({ event }) => (event as Extract<CertQueueEvent, { type: 'certificate.step' }>).body,
        onDone: {
          target: 'ready',
          actions: assign({
            rows: ({ context, event }) => context.rows.map((r) => (r.id === event.output.id ? event.output : r)),
            done: ({ event }) => ({ id: event.output.id, step: stepOf(event.output) }),
          }),
        },
        onError: { target: 'loading', actions: assign({ error: ({ event }) => writeErrorOf(event.error) }) },
      },
    },
  },
})

/** The step that led to a certificate's current status. */
function stepOf(c: Certificate): CertStep {
  if (c.status === 'inWork') return 'take'
  if (c.status === 'ready') return 'complete'
  if (c.status === 'issued') return 'issue'
  return 'refuse'
}
