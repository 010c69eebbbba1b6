import { assign, setup, type ActorRefFrom } from 'xstate'
import type { ComposeRequest } from '@/api/mail'

/**
 * The channel that opens the mail composer from anywhere: the session spawns it (systemId 'compose');
 * the toolbar, /newMessage/{userToID}, /TestSend and a reply send `compose.open`; the one compose host
 * shows the dialog for the current request and sends `compose.close` when the dialog ends. Each open
 * gets a new serial, so opening again (even with the same request) starts a fresh dialog.
 */
export type ComposeRequestEvent = { type: 'compose.open'; request?: ComposeRequest } | { type: 'compose.close' }

export interface ComposeRequestContext {
  request: ComposeRequest | null
  serial: number
}

export const composeRequestMachine = setup({
  types: { context: {} as ComposeRequestContext, events: {} as ComposeRequestEvent },
}).createMachine({
  id: 'compose',
  context: { request: null, serial: 0 },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'compose.open': {
          target: 'open',
          actions: assign(({ context, event }) => ({ request: { ...event.request }, serial: context.serial + 1 })),
        },
      },
    },
    open: {
      on: {
        'compose.open': {
          actions: assign(({ context, event }) => ({ request: { ...event.request }, serial: context.serial + 1 })),
        },
        'compose.close': { target: 'closed', actions: assign({ request: null }) },
      },
    },
  },
})

export type ComposeRequestRef = ActorRefFrom<typeof composeRequestMachine>
