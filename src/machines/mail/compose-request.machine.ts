import { assign, setup } from 'xstate'

/**
 * MINIMAL VERSION written by the `session` helper so the session can spawn it before the `mail` helper's
 * version lands (the lead keeps the mail helper's file at merge).
 *
 * A request to open the mail compose dialog from anywhere (toolbar, /newMessage/{userToID}, a reply),
 * spawned by the session while signed in (systemId 'compose'); the one compose host at app level shows
 * the dialog while a request is open.
 *
 *   idle ─compose.open {request}→ open ─compose.close→ idle      (open ─compose.open→ open, new request)
 */
export interface ComposeRequest {
  /** Positive: a teacher recipient; negative: a student (sign flipped to get the id). */
  userToID?: number
  /** Reply to this letter. */
  parentID?: number
}

export type ComposeRequestEvent = { type: 'compose.open'; request?: ComposeRequest } | { type: 'compose.close' }

export interface ComposeRequestContext {
  request: ComposeRequest | null
  /** Bumped on every open, so the host remounts the dialog for a new request. */
  serial: number
}

export const composeRequestMachine = setup({
  types: { context: {} as ComposeRequestContext, events: {} as ComposeRequestEvent },
  actions: {
    assignRequest: assign(({ context, event }) => (event.type === 'compose.open' ? { request: { ...event.request }, serial: context.serial + 1 } : {})),
  },
}).createMachine({
  id: 'compose',
  context: { request: null, serial: 0 },
  initial: 'idle',
  states: {
    idle: { on: { 'compose.open': { target: 'open', actions: 'assignRequest' } } },
    open: {
      on: {
        'compose.open': { actions: 'assignRequest' },
        'compose.close': { target: 'idle', actions: assign({ request: null }) },
      },
    },
  },
})
