import { assign, not, setup, stateIn } from 'xstate'
import * as v from 'valibot'
import { credentialsSchema, type AuthSettings, type Credentials, type DemoUserInfo, type TokenAnswer } from '@/api/auth'
import {
  LOGIN_BUTTON_LOADING_RESET_MS,
  LOGIN_FORM_APPEAR_MS,
  LOGIN_LOADER_RESET_MS,
  LOGIN_MODE_SWITCH_MS,
  LOGIN_SETTINGS_WAIT_MS,
} from '@/lib/constants/app'
import { loadDemoUsers, loadSettings, signIn } from './login.actors'

/**
 * The login screen.
 *   appearing ─500 ms→ awaitingSettings ─settings loaded or failed (at most 3 s)→ active, three regions:
 *     view:   login ⇄ registration (each switch waits 300 ms)
 *     auth:   idle ─credentials.submit (valid)→ submitting ─token→ succeeded (hands the token to the session)
 *                                                  └ state -1 / no token / no answer → cooling ─1 s→ idle (error shown)
 *     loader: off ─submit→ on ─3 s→ off
 *   Settings (hint, social ids) and, on demo hosts, the demo users load alongside.
 */
export type LoginErrorCode = 'serverMessage' | 'unknown' | 'serverNotResponding'
export interface LoginError {
  code: LoginErrorCode
  message: string | null
}

export interface LoginContext {
  demo: boolean
  settings: AuthSettings | null
  demoUsers: DemoUserInfo[]
  error: LoginError | null
  lastLogin: string
}

export type LoginEvent =
  | { type: 'credentials.submit'; credentials: Credentials }
  | { type: 'mode.toggle' }
  | { type: 'error.clear' }

export const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent, input: {} as { demo: boolean } },
  actors: { signIn, loadSettings, loadDemoUsers },
  delays: {
    FORM_APPEAR: LOGIN_FORM_APPEAR_MS,
    SETTINGS_WAIT: LOGIN_SETTINGS_WAIT_MS,
    MODE_SWITCH: LOGIN_MODE_SWITCH_MS,
    BUTTON_LOADING_RESET: LOGIN_BUTTON_LOADING_RESET_MS,
    LOADER_RESET: LOGIN_LOADER_RESET_MS,
  },
  guards: {
    areCredentialsValid: ({ event }) =>
      event.type === 'credentials.submit' && v.safeParse(credentialsSchema, event.credentials).success,
    hasToken: ({ event }) => Boolean((event as unknown as { output: TokenAnswer }).output.data?.accessToken),
    isRejected: ({ event }) => (event as unknown as { output: TokenAnswer }).output.state === -1,
    isDemo: ({ context }) => context.demo,
    areSettingsSettled: not(stateIn({ settings: 'loading' })),
  },
  actions: {
    /** Supplied at the mount: sends the token to the session actor. */
    handOverToken: (_, _params: { token: string }) => {},
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ demo: input.demo, settings: null, demoUsers: [], error: null, lastLogin: '' }),
  type: 'parallel',
  states: {
    settings: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadSettings',
            src: 'loadSettings',
            onDone: { target: 'loaded', actions: assign({ settings: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        loaded: {},
        failed: {},
      },
    },
    demoUsers: {
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'isDemo', target: 'loading' }, { target: 'off' }] },
        loading: {
          invoke: {
            id: 'loadDemoUsers',
            src: 'loadDemoUsers',
            onDone: { target: 'loaded', actions: assign({ demoUsers: ({ event }) => event.output }) },
            onError: 'off',
          },
        },
        loaded: {},
        off: {},
      },
    },
    form: {
      initial: 'appearing',
      states: {
        appearing: { after: { FORM_APPEAR: 'awaitingSettings' } },
        // The hint sits above the form: the form waits for it (the demo backend may still be starting on a
        // slow phone) so it never jumps down under the user's finger (issue 19: no layout shift).
        awaitingSettings: {
          always: { guard: 'areSettingsSettled', target: 'active' },
          after: { SETTINGS_WAIT: 'active' },
        },
        active: {
          type: 'parallel',
          states: {
            view: {
              initial: 'login',
              states: {
                login: { on: { 'mode.toggle': 'toRegistration' } },
                toRegistration: { after: { MODE_SWITCH: 'registration' } },
                registration: { on: { 'mode.toggle': 'toLogin' } },
                toLogin: { after: { MODE_SWITCH: 'login' } },
              },
            },
            auth: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'credentials.submit': {
                      guard: 'areCredentialsValid',
                      target: 'submitting',
                      actions: assign({ error: null, lastLogin: ({ event }) => event.credentials.userName }),
                    },
                    'error.clear': { actions: assign({ error: null }) },
                  },
                },
                submitting: {
                  tags: ['busy'],
                  invoke: {
                    id: 'signIn',
                    src: 'signIn',
                    input: ({ event }) => (event as Extract<LoginEvent, { type: 'credentials.submit' }>).credentials,
                    onDone: [
                      {
                        guard: 'hasToken',
                        target: 'succeeded',
                        actions: {
                          type: 'handOverToken',
                          params: ({ event }) => ({ token: event.output.data!.accessToken! }),
                        },
                      },
                      {
                        guard: 'isRejected',
                        target: 'cooling',
                        actions: assign({
                          error: ({ event }) => ({ code: 'serverMessage' as const, message: event.output.msg ?? null }),
                        }),
                      },
                      { target: 'cooling', actions: assign({ error: { code: 'unknown', message: null } }) },
                    ],
                    onError: {
                      target: 'cooling',
                      actions: assign({ error: { code: 'serverNotResponding', message: null } }),
                    },
                  },
                },
                cooling: {
                  tags: ['busy'],
                  after: { BUTTON_LOADING_RESET: 'idle' },
                },
                succeeded: { tags: ['busy', 'succeeded'] },
              },
            },
            loader: {
              initial: 'off',
              states: {
                off: { on: { 'credentials.submit': { guard: 'areCredentialsValid', target: 'on' } } },
                on: { tags: ['loader'], after: { LOADER_RESET: 'off' } },
              },
            },
          },
        },
      },
    },
  },
})
