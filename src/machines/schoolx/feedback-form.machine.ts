import { assign, setup } from 'xstate'
import { isApiError } from '@/api/errors'
import type { FeedbackFormOutput } from '@/api/schoolx'
import { FORM_KINDS, type FormKind } from '@/lib/constants/schoolx'
import { loadFeedback, saveFeedbackForm } from './feedback-form.actors'
import type { FeedbackAnswer, FeedbackLoaded, FeedbackRefusal } from './feedback-form.types'

interface Context {
  periodID: number | null
  moduleID: number | null
  kind: FormKind
  loaded: FeedbackLoaded | null
  refusal: FeedbackRefusal | null
  /** The server's own words for a refusal without field errors (not my module, own work in peer review). */
  serverMessage: string | null
  fieldErrors: Record<string, string>
}

type Events =
  | { type: 'module.select'; moduleID: number }
  | { type: 'kind.select'; kind: FormKind }
  | { type: 'form.submit'; values: FeedbackFormOutput }
  | { type: 'forms.retry' }

function refusalOf(error: unknown): FeedbackRefusal {
  if (!isApiError(error)) return 'unknown'
  if (error.code === 'forbidden') return 'forbidden'
  if (error.code === 'badRequest') return 'period' in error.fieldErrors ? 'closed' : 'invalid'
  return 'unknown'
}

/**
 * A student's feedback forms (issue 17): loading → ready (editing ⇄ submitting → saved | refused) or
 * failed (retry). The module and the form kind are chosen in ready; a submit is only possible while the
 * feedback period is open. The form values live in react-hook-form; the machine keeps the lifecycle.
 */
export const feedbackFormMachine = setup({
  types: {
    context: {} as Context,
    events: {} as Events,
    input: {} as { periodID: number | null; moduleID: number | null },
  },
  actors: { loadFeedback, saveFeedbackForm },
  guards: {
    isOpen: ({ context }) => context.loaded?.forms.open === true,
    knownModule: ({ context, event }) =>
      event.type === 'module.select' &&
      Boolean(context.loaded?.forms.modules.some((m) => m.moduleID === event.moduleID)),
  },
}).createMachine({
  id: 'schoolxFeedback',
  context: ({ input }) => ({
    periodID: input.periodID,
    moduleID: input.moduleID,
    kind: FORM_KINDS[0],
    loaded: null,
    refusal: null,
    serverMessage: null,
    fieldErrors: {},
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadFeedback',
        src: 'loadFeedback',
        input: ({ context }) => ({ periodID: context.periodID }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const modules = event.output.forms.modules
            const moduleID = modules.some((m) => m.moduleID === context.moduleID)
              ? context.moduleID
              : (modules[0]?.moduleID ?? null)
            return { loaded: event.output, moduleID }
          }),
        },
        onError: 'failed',
      },
    },
    failed: { on: { 'forms.retry': 'loading' } },
    ready: {
      initial: 'editing',
      on: {
        'module.select': {
          guard: 'knownModule',
          target: '.editing',
          actions: assign({ moduleID: ({ event }) => event.moduleID, refusal: null, fieldErrors: {} }),
        },
        'kind.select': {
          target: '.editing',
          actions: assign({ kind: ({ event }) => event.kind, refusal: null, fieldErrors: {} }),
        },
      },
      states: {
        editing: {
          on: { 'form.submit': { guard: 'isOpen', target: 'submitting' } },
        },
        submitting: {
          on: { 'module.select': {}, 'kind.select': {} },
          invoke: {
            id: 'saveFeedbackForm',
            src: 'saveFeedbackForm',
            input: ({ context, event }) => ({
              periodID: context.loaded!.forms.period!.periodID,
              moduleID: context.moduleID!,
              kind: context.kind,
              values: (event as Extract<Events, { type: 'form.submit' }>).values,
            }),
            onDone: {
              target: 'saved',
              actions: assign({
                loaded: ({ context, event }) => withAnswer(context, event.output),
                refusal: null,
                fieldErrors: {},
              }),
            },
            onError: {
              target: 'refused',
              actions: assign({
                refusal: ({ event }) => refusalOf(event.error),
                fieldErrors: ({ event }) => (isApiError(event.error) ? event.error.fieldErrors : {}),
                serverMessage: ({ event }) => (isApiError(event.error) ? event.error.serverMessage : null),
              }),
            },
          },
        },
        saved: { on: { 'form.submit': { guard: 'isOpen', target: 'submitting' } } },
        refused: { on: { 'form.submit': { guard: 'isOpen', target: 'submitting' } } },
      },
    },
  },
})

function withAnswer(context: Context, answer: FeedbackAnswer): FeedbackLoaded | null {
  if (!context.loaded) return null
  const modules = context.loaded.forms.modules.map((m) =>
    m.moduleID === context.moduleID
      ? { ...m, answers: [...m.answers.filter((a) => a.kind !== answer.kind), answer] }
      : m,
  )
  return { ...context.loaded, forms: { ...context.loaded.forms, modules } }
}
