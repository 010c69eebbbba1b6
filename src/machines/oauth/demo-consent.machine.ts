import { assign, fromPromise, setup } from 'xstate'
import * as v from 'valibot'
import { http, parseAnswer } from '@/api/http'

/** The demo OAuth provider's consent page: lists the accounts it knows, then redirects back with a code. */
const accountSchema = v.object({ code: v.string(), name: v.nullable(v.string()) })
export type DemoAccount = v.InferOutput<typeof accountSchema>

export const loadAccounts = fromPromise<DemoAccount[], { service: string }>(async ({ input, signal }) => {
  const answer = await http.get('/demo/oauth/accounts', { service: input.service }, { signal, silent: true })
  return parseAnswer(v.object({ data: v.array(accountSchema) }), answer).data
})

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
        'account.choose': { target: 'redirecting', actions: { type: 'redirectWithCode', params: ({ event }) => ({ code: event.code }) } },
        'access.deny': { target: 'redirecting', actions: 'redirectWithError' },
      },
    },
    failed: { on: { 'access.deny': { target: 'redirecting', actions: 'redirectWithError' } } },
    redirecting: { type: 'final' },
  },
})
