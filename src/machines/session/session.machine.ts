import { assign, sendTo, setup } from 'xstate'
import type { SessionUser } from '@/api/auth'
import type { InitInfo } from '@/api/init'
import type { Feed } from '@/api/feed'
import {
  loadInitInfoCached,
  loadUser,
  loadUserFeed,
  sessionFailureOf,
  tokenStore,
  type SessionFailure,
} from './session.actors'
import { SESSION_RETRY_BASE_MS, SESSION_RETRY_LIMIT } from '@/lib/constants/session'
import { toIsoDate } from '@/lib/dates'
import { isRealtimeDisabled } from '@/settings/realtime-switch'
import { readDemoQuietPrompts } from '@/settings/demo-prompts'
import { lazySignedInActors } from './signed-in.lazy'

/**
 * The session, one long-lived actor for the whole app.
 *
 *   booting ─(token cookie)→ loading: init → user → feed ─→ signedIn
 *      └─(no cookie)→ signedOut ←─ token rejected (401 / "token invalid or expired": cookie cleared)
 *   a failed user or feed step for any other reason (5xx, wrong shape, no answer) is retried after
 *   1 s, 2 s, 4 s, then → offline (cookie kept; «Повторить» sends session.retry)
 *   signedOut ─session.signIn(token)→ loading (then navigates to the remembered path or '/')
 *   signedIn ─logout.request→ confirmingLogout ─logout.confirm→ signedOut (token, user cleared → /login)
 *   signedIn ─session.expired (a 401 anywhere)→ signedOut with 'Token has expired' → /login
 * While signed in the always-on actors run as its children (systemId = id; they stop on sign-out):
 *   chatList, realtime (connection), mailPoll (unread mail), pendingReviews (the review dialog),
 *   feedFlags (the feed's «new» dot), compose (requests to open the mail composer).
 * Their code loads with the user step (signed-in.lazy.ts), not with the entry.
 * Badge counts are selectors over them (session.selectors.ts); the hooks in src/hooks give screens the refs.
 */
export type SessionNotice = 'tokenExpired' | 'signedIn' | 'signedOut' | null

export interface SessionContext {
  user: SessionUser | null
  init: InitInfo | null
  feed: Feed | null
  returnPath: string | null
  signingIn: boolean
  notice: SessionNotice
  /** Retries of the current loading step so far. */
  attempt: number
  /** Why the session is offline (the screen says it in the spec's words). */
  failure: SessionFailure | null
}

export type SessionEvent =
  | { type: 'session.check' }
  | { type: 'session.signIn'; token: string; returnPath?: string | null }
  | { type: 'session.expired' }
  | { type: 'session.retry' }
  | { type: 'logout.request' }
  | { type: 'logout.confirm' }
  | { type: 'logout.cancel' }
  | { type: 'returnPath.remember'; path: string }
  | { type: 'feed.reload' }
  | { type: 'notice.clear' }

export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent },
  actors: { loadInitInfo: loadInitInfoCached, loadUser, loadFeed: loadUserFeed, ...lazySignedInActors },
  guards: {
    hasToken: () => tokenStore.read() !== null,
    isSigningIn: ({ context }) => context.signingIn,
    tokenRejected: ({ event }) => sessionFailureOf((event as { error?: unknown }).error) === 'tokenRejected',
    canRetry: ({ context }) => context.attempt < SESSION_RETRY_LIMIT,
  },
  delays: {
    retryDelay: ({ context }) => SESSION_RETRY_BASE_MS * 2 ** Math.max(0, context.attempt - 1),
  },
  actions: {
    storeToken: (_, params: { token: string }) => tokenStore.write(params.token),
    clearToken: () => tokenStore.clear(),
    markNotAuthorized: () => tokenStore.markNotAuthorized(),
    resetVerificationType: () => tokenStore.resetVerificationType(),
    /** Supplied where the actor is mounted (the router). */
    navigate: (_, _params: { to: string }) => {},
    clearUser: assign({ user: null, feed: null }),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    resetAttempts: assign({ attempt: 0, failure: null }),
    rememberFailure: assign({ failure: ({ event }) => sessionFailureOf((event as { error?: unknown }).error) }),
  },
}).createMachine({
  id: 'session',
  context: {
    user: null,
    init: null,
    feed: null,
    returnPath: null,
    signingIn: false,
    notice: null,
    attempt: 0,
    failure: null,
  },
  initial: 'booting',
  on: {
    'returnPath.remember': { actions: assign({ returnPath: ({ event }) => event.path }) },
    'notice.clear': { actions: assign({ notice: null }) },
  },
  states: {
    booting: {
      always: [
        { guard: 'hasToken', target: 'loading' },
        { target: 'signedOut', actions: 'clearUser' },
      ],
    },
    loading: {
      tags: ['busy'],
      initial: 'init',
      entry: 'resetAttempts',
      states: {
        init: {
          invoke: {
            id: 'loadInitInfo',
            src: 'loadInitInfo',
            onDone: { target: 'user', actions: assign({ init: ({ event }) => event.output }) },
            onError: 'user',
          },
        },
        user: {
          invoke: {
            id: 'loadUser',
            src: 'loadUser',
            onDone: { target: 'feed', actions: [assign({ user: ({ event }) => event.output }), 'resetAttempts'] },
            onError: [
              {
                guard: 'tokenRejected',
                target: '#session.signedOut',
                actions: ['clearToken', 'clearUser', assign({ signingIn: false })],
              },
              { guard: 'canRetry', target: 'userRetry', actions: 'countAttempt' },
              { target: '#session.offline', actions: 'rememberFailure' },
            ],
          },
        },
        userRetry: { after: { retryDelay: 'user' } },
        feed: {
          invoke: {
            id: 'loadFeed',
            src: 'loadFeed',
            input: ({ context }) => ({ userID: context.user!.userID }),
            onDone: { target: 'done', actions: assign({ feed: ({ event }) => event.output }) },
            onError: [
              {
                guard: 'tokenRejected',
                target: '#session.signedOut',
                actions: ['clearToken', 'clearUser', assign({ signingIn: false })],
              },
              { guard: 'canRetry', target: 'feedRetry', actions: 'countAttempt' },
              { target: '#session.offline', actions: 'rememberFailure' },
            ],
          },
        },
        feedRetry: { after: { retryDelay: 'feed' } },
        done: {
          always: [
            {
              guard: 'isSigningIn',
              target: '#session.signedIn',
              actions: [
                { type: 'navigate', params: ({ context }) => ({ to: context.returnPath ?? '/' }) },
                assign({ signingIn: false, returnPath: null, notice: 'signedIn' }),
              ],
            },
            { target: '#session.signedIn' },
          ],
        },
      },
    },
    offline: {
      on: { 'session.retry': 'booting', 'session.check': 'booting' },
    },
    signedOut: {
      on: {
        'session.signIn': {
          target: 'loading',
          actions: [
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
            assign({
              signingIn: true,
              notice: null,
              returnPath: ({ context, event }) => event.returnPath ?? context.returnPath,
            }),
          ],
        },
        'session.check': { guard: 'hasToken', target: 'loading' },
      },
    },
    signedIn: {
      invoke: [
        {
          id: 'chatList',
          systemId: 'chatList',
          src: 'chatList',
          input: ({ context }) => ({ me: context.user!.userID }),
        },
        // 'disableSignalR' = 'true' turns realtime off; changing it reloads the page (theme settings).
        { id: 'realtime', systemId: 'realtime', src: 'realtime', input: () => ({ disabled: isRealtimeDisabled() }) },
        { id: 'mailPoll', systemId: 'mailPoll', src: 'mailPoll' },
        {
          id: 'pendingReviews',
          systemId: 'pendingReviews',
          src: 'pendingReviews',
          input: ({ context }) => ({
            enabled: Boolean(context.init?.journalsReview),
            today: toIsoDate(new Date()),
            quiet: readDemoQuietPrompts(),
          }),
        },
        {
          id: 'feedFlags',
          systemId: 'feedFlags',
          src: 'feedFlags',
          input: ({ context }) => ({ userID: context.user!.userID, items: context.feed?.feed ?? [] }),
        },
        { id: 'compose', systemId: 'compose', src: 'compose' },
      ],
      initial: 'idle',
      on: {
        'session.expired': {
          target: 'signedOut',
          actions: [
            'clearToken',
            'markNotAuthorized',
            'clearUser',
            assign({ notice: 'tokenExpired' }),
            { type: 'navigate', params: { to: '/login' } },
          ],
        },
        'feed.reload': '.reloadingFeed',
      },
      states: {
        idle: {
          on: { 'logout.request': 'confirmingLogout' },
        },
        confirmingLogout: {
          on: {
            'logout.cancel': 'idle',
            'logout.confirm': {
              target: '#session.signedOut',
              actions: [
                'clearToken',
                'clearUser',
                'resetVerificationType',
                assign({ notice: 'signedOut', returnPath: null }),
                { type: 'navigate', params: { to: '/login' } },
              ],
            },
          },
        },
        reloadingFeed: {
          invoke: {
            id: 'loadFeed',
            src: 'loadFeed',
            input: ({ context }) => ({ userID: context.user!.userID }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ feed: ({ event }) => event.output }),
                sendTo('feedFlags', ({ event }) => ({ type: 'feed.loaded' as const, items: event.output.feed })),
              ],
            },
            onError: 'idle',
          },
        },
      },
    },
  },
})
