import { assign, setup } from 'xstate'
import type { SignatureRequest } from '@/api/signatures'
import { decideSignature, loadSignatures } from './signatures.actors'
import { failureOf, type FeedbackFailure } from './feedback.types'

export interface SignaturesContext {
  items: SignatureRequest[]
  loadFailure: FeedbackFailure | null
  /** The document being decided, and whether it is a refusal (its reason) or a signature (null). */
  decidingID: number | null
  reason: string | null
  decideFailure: FeedbackFailure | null
  /** The last decided document (the screen announces it). */
  decidedID: number | null
}

export type SignaturesEvent =
  | { type: 'list.retry' }
  | { type: 'document.sign'; id: number }
  | { type: 'document.refuse'; id: number; reason: string }

const waiting = (context: SignaturesContext, id: number) =>
  context.items.some((r) => r.id === id && r.state === 'waiting')

/** /Signatures: my documents; sign one or refuse it with a reason, one at a time. */
export const signaturesMachine = setup({
  types: { context: {} as SignaturesContext, events: {} as SignaturesEvent },
  actors: { loadSignatures, decideSignature },
}).createMachine({
  id: 'signatures',
  context: { items: [], loadFailure: null, decidingID: null, reason: null, decideFailure: null, decidedID: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSignatures',
        src: 'loadSignatures',
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output, loadFailure: null }) },
        onError: { target: 'failed', actions: assign({ loadFailure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: { on: { 'list.retry': 'loading' } },
    ready: {
      on: {
        'document.sign': {
          guard: ({ context, event }) => waiting(context, event.id),
          target: 'deciding',
          actions: assign({ decidingID: ({ event }) => event.id, reason: null, decideFailure: null, decidedID: null }),
        },
        'document.refuse': {
          guard: ({ context, event }) => waiting(context, event.id),
          target: 'deciding',
          actions: assign({
            decidingID: ({ event }) => event.id,
            reason: ({ event }) => event.reason,
            decideFailure: null,
            decidedID: null,
          }),
        },
      },
    },
    deciding: {
      invoke: {
        id: 'decideSignature',
        src: 'decideSignature',
        input: ({ context }) => ({ id: context.decidingID!, reason: context.reason }),
        onDone: {
          target: 'ready',
          actions: assign({
            items: ({ context, event }) => context.items.map((r) => (r.id === event.output.id ? event.output : r)),
            decidedID: ({ event }) => event.output.id,
          }),
        },
        onError: { target: 'ready', actions: assign({ decideFailure: ({ event }) => failureOf(event.error) }) },
      },
    },
  },
})
