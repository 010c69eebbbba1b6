import { assign, setup } from 'xstate'
import { isApiError } from '@/api/errors'
import type { CommentFormValues, Draft, DraftFormValues } from '@/api/schoolx-drafts'
import { loadDrafts, saveDraft, sendComment } from './drafts.actors'

/** Why a write was refused: the server's own message when it gave one (400/403/404), else a code. */
export type DraftRefusal = { code: 'invalid' | 'forbidden' | 'unknown'; message: string | null }

interface Context {
  studentID: number | null
  drafts: Draft[]
  selectedID: number | null
  refusal: DraftRefusal | null
  /** Bumped after a save: the screen remounts its form empty. */
  formKey: number
  /** The last successful write, for the status line. */
  saved: 'draft' | 'comment' | null
}

type Events =
  | { type: 'drafts.retry' }
  | { type: 'draft.select'; draftID: number }
  | { type: 'draft.submit'; values: DraftFormValues }
  | { type: 'comment.submit'; values: CommentFormValues }

function refusalOf(error: unknown): DraftRefusal {
  if (!isApiError(error)) return { code: 'unknown', message: null }
  if (error.code === 'badRequest' || error.code === 'notFound') return { code: 'invalid', message: error.serverMessage }
  if (error.code === 'forbidden') return { code: 'forbidden', message: error.serverMessage }
  return { code: 'unknown', message: null }
}

const replaceDraft = (drafts: Draft[], draft: Draft) => drafts.map((d) => (d.draftID === draft.draftID ? draft : d))

/**
 * Drafts (issue 17): a participant's own (write a new one; read the teachers' comments) or, for the staff,
 * every participant's (pick one, comment on it). loading → ready (idle ⇄ saving | commenting) | failed.
 * A refused write keeps the form's text (the screen's react-hook-form owns it) and shows the server's words.
 */
export const draftsMachine = setup({
  types: {
    context: {} as Context,
    events: {} as Events,
    input: {} as { studentID: number | null },
  },
  actors: { loadDrafts, saveDraft, sendComment },
}).createMachine({
  id: 'schoolxDrafts',
  context: ({ input }) => ({
    studentID: input.studentID,
    drafts: [],
    selectedID: null,
    refusal: null,
    formKey: 0,
    saved: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDrafts',
        src: 'loadDrafts',
        input: ({ context }) => ({ studentID: context.studentID }),
        onDone: {
          target: 'ready',
          actions: assign({
            drafts: ({ event }) => event.output,
            selectedID: ({ context, event }) =>
              event.output.some((d) => d.draftID === context.selectedID)
                ? context.selectedID
                : (event.output[0]?.draftID ?? null),
          }),
        },
        onError: 'failed',
      },
    },
    failed: { on: { 'drafts.retry': 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        'draft.select': {
          actions: assign({ selectedID: ({ event }) => event.draftID, refusal: null, saved: null }),
        },
      },
      states: {
        idle: {
          on: {
            'draft.submit': { target: 'saving', actions: assign({ refusal: null, saved: null }) },
            'comment.submit': {
              guard: ({ context }) => context.selectedID !== null,
              target: 'commenting',
              actions: assign({ refusal: null, saved: null }),
            },
          },
        },
        saving: {
          invoke: {
            id: 'saveDraft',
            src: 'saveDraft',
            input: ({ event }) => ({ values: (event as Extract<Events, { type: 'draft.submit' }>).values }),
            onDone: {
              target: 'idle',
              actions: assign({
                drafts: ({ context, event }) => [event.output, ...context.drafts],
                selectedID: ({ event }) => event.output.draftID,
                formKey: ({ context }) => context.formKey + 1,
                saved: 'draft',
              }),
            },
            onError: { target: 'idle', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
          },
        },
        commenting: {
          invoke: {
            id: 'sendComment',
            src: 'sendComment',
            input: ({ context, event }) => ({
              draftID: context.selectedID!,
              values: (event as Extract<Events, { type: 'comment.submit' }>).values,
            }),
            onDone: {
              target: 'idle',
              actions: assign({
                drafts: ({ context, event }) => replaceDraft(context.drafts, event.output),
                formKey: ({ context }) => context.formKey + 1,
                saved: 'comment',
              }),
            },
            onError: { target: 'idle', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
          },
        },
      },
    },
  },
})
