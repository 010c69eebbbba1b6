import { assign, setup } from 'xstate'
import type { DemoAccount } from '@/api/auth'
import { loadAccounts } from './demo-consent.actors'

/** The demo OAuth provider's consent page: lists the accounts it knows, then redirects back with a code. */
export const demoConsentMachine = setup({
  types: {
    input: {} as { service: string },
    context: {} as { service: string; accounts: DemoAccount[] },
    events: {} as { type: 'account.choose'; code: string } | { type: 'access.deny' },
  },
  actors: { loadAccounts },
  actions: { redirectWithCode: (_, _p: { code: string }) => {}, redirectWithError: () => {} },
}).createMachine({
  id: 'demoConsent',
  context: ({ input }) => ({ service: input.service, accounts: [] }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAccounts',
        src: 'loadAccounts',
        input: ({ context }) => ({ service: context.service }),
        onDone: { target: 'choosing', actions: assign({ accounts: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    choosing: {
      on: {
        'account.choose': {
          target: 'redirecting',
          actions: { type: 'redirectWithCode', params: ({ event }) => ({ code: event.code }) },
        },
        'access.deny': { target: 'redirecting', actions: 'redirectWithError' },
      },
    },
    failed: { on: { 'access.deny': { target: 'redirecting', actions: 'redirectWithError' } } },
    redirecting: { type: 'final' },
  },
})
