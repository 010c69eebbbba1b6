import { assign, setup } from 'xstate'
import type { TokenAnswer } from '@/api/auth'
import { exchangeCode } from './oauth-callback.actors'

/**
 * The provider's redirect back to the app (/Auth/OAuthCallback/{service}?code&state or ?error).
 *   checking ─provider error→ providerError (→ /Auth/OAuthError/{service})
 *            ─no state / state ≠ cookie→ refused (message on screen)
 *            ─ok→ exchanging ─token→ signedIn (token to the session, → the stored redirect path)
 *                            ─userNotFound→ userNotFound (→ /Auth/OAuthUserNotFound/{service})
 *                            ─other / no answer→ providerError
 */
export interface OAuthCallbackInput {
  service: string
  code: string | null
  state: string | null
  error: string | null
  expectedState: string | null
  redirectPath: string | null
  redirectUri: string
}

export type RefusalReason = 'stateMissing' | 'stateMismatch'

export const oauthCallbackMachine = setup({
  types: {
    input: {} as OAuthCallbackInput,
    context: {} as OAuthCallbackInput & { refusal: RefusalReason | null },
  },
  actors: { exchangeCode },
  guards: {
    hasProviderError: ({ context }) => context.error !== null || context.code === null,
    isStateMissing: ({ context }) => !context.state || !context.expectedState,
    isStateMismatch: ({ context }) => context.state !== context.expectedState,
    hasToken: ({ event }) => Boolean((event as unknown as { output: TokenAnswer }).output.data?.accessToken),
    isUserNotFound: ({ event }) => (event as unknown as { output: TokenAnswer }).output.msg === 'userNotFound',
  },
  actions: {
    /** Supplied at the mount. */
    handOverToken: (_, _params: { token: string; returnPath: string }) => {},
    navigate: (_, _params: { to: string }) => {},
    forgetState: () => {},
  },
}).createMachine({
  id: 'oauthCallback',
  context: ({ input }) => ({ ...input, refusal: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'isStateMissing', target: 'refused', actions: assign({ refusal: 'stateMissing' }) },
        { guard: 'isStateMismatch', target: 'refused', actions: assign({ refusal: 'stateMismatch' }) },
        { guard: 'hasProviderError', target: 'providerError' },
        { target: 'exchanging' },
      ],
      exit: 'forgetState',
    },
    exchanging: {
      tags: ['busy'],
      invoke: {
        id: 'exchangeCode',
        src: 'exchangeCode',
        input: ({ context }) => ({ service: context.service, code: context.code!, redirectUri: context.redirectUri }),
        onDone: [
          {
            guard: 'hasToken',
            target: 'signedIn',
            actions: {
              type: 'handOverToken',
              params: ({ context, event }) => ({
                token: event.output.data!.accessToken!,
                returnPath: context.redirectPath ?? '/',
              }),
            },
          },
          { guard: 'isUserNotFound', target: 'userNotFound' },
          { target: 'providerError' },
        ],
        onError: 'providerError',
      },
    },
    refused: { type: 'final' },
    signedIn: { type: 'final' },
    userNotFound: {
      type: 'final',
      entry: { type: 'navigate', params: ({ context }) => ({ to: `/Auth/OAuthUserNotFound/${context.service}` }) },
    },
    providerError: {
      type: 'final',
      entry: { type: 'navigate', params: ({ context }) => ({ to: `/Auth/OAuthError/${context.service}` }) },
    },
  },
})
