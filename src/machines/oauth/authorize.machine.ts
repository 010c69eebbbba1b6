import { assign, setup } from 'xstate'
import type { ClientApp } from '@/api/auth'
import { AUTHORIZE_CARD_APPEAR_MS } from '@/lib/constants/app'
import { loadApp } from './authorize.actors'

/**
 * /Authorize?appID=…: loads the requesting app; unknown app (or no answer) → the login page;
 * known → the card appears 1 s after the app info loads. goToLogin is supplied at the mount.
 */
export const authorizeMachine = setup({
  types: { input: {} as { appID: string }, context: {} as { appID: string; app: ClientApp | null } },
  actors: { loadApp },
  delays: { CARD_APPEAR: AUTHORIZE_CARD_APPEAR_MS },
  guards: { isKnownApp: ({ event }) => (event as unknown as { output: ClientApp | null }).output !== null },
  actions: { goToLogin: () => {} },
}).createMachine({
  id: 'authorize',
  context: ({ input }) => ({ appID: input.appID, app: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadApp',
        src: 'loadApp',
        input: ({ context }) => ({ appID: context.appID }),
        onDone: [
          { guard: 'isKnownApp', target: 'waiting', actions: assign({ app: ({ event }) => event.output }) },
          { target: 'unknown' },
        ],
      },
    },
    waiting: { after: { CARD_APPEAR: 'shown' } },
    shown: {},
    unknown: { type: 'final', entry: 'goToLogin' },
  },
})
