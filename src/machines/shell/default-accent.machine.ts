import { assign, setup } from 'xstate'
import { saveDefaultAccent } from './default-accent.actors'

/**
 * Administrators set the default accent colour for everyone (spec 2 §2.5).
 *
 *   idle ─save(accent)→ saving ─done→ saved (site default updated, 'Цвет по умолчанию сохранён')
 *                          └─error→ failed (the choice stays; save again)
 *   saved | failed ─save→ saving
 */
export interface DefaultAccentContext {
  /** The site default as the panel knows it (init.defaultAccentColor, then each saved value). */
  current: string | null
  pending: string | null
}
export type DefaultAccentEvent = { type: 'accent.save'; accent: string }

export const defaultAccentMachine = setup({
  types: {
    context: {} as DefaultAccentContext,
    events: {} as DefaultAccentEvent,
    input: {} as { current: string | null },
  },
  actors: { saveDefaultAccent },
  actions: {
    /** Supplied at mount: updates the site default signal so the page follows at once. */
    defaultSaved: (_, _params: { accent: string }) => {},
    notifySaved: () => {},
    notifyFailed: () => {},
  },
}).createMachine({
  id: 'defaultAccent',
  context: ({ input }) => ({ current: input.current, pending: null }),
  initial: 'idle',
  on: {
    'accent.save': { target: '.saving', actions: assign({ pending: ({ event }) => event.accent }) },
  },
  states: {
    idle: {},
    saving: {
      invoke: {
        id: 'saveDefaultAccent',
        src: 'saveDefaultAccent',
        input: ({ context }) => ({ accent: context.pending! }),
        onDone: {
          target: 'saved',
          actions: [
            assign({ current: ({ event }) => event.output, pending: null }),
            { type: 'defaultSaved', params: ({ event }) => ({ accent: event.output }) },
            'notifySaved',
          ],
        },
        onError: { target: 'failed', actions: ['notifyFailed'] },
      },
    },
    saved: {},
    failed: {},
  },
})
