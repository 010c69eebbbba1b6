import { assign, setup } from 'xstate'
import { REALTIME_RETRY_CLOSED_MS, REALTIME_RETRY_FAILED_START_MS } from '@/lib/constants/app'
import { connection } from './realtime-connection.actors'

/**
 * The realtime connection (spec 1 §4 "Realtime connection: retries every 60 s if the first start
 * fails and after 10 s when closed"):
 *
 *   off ← disabled ('disableSignalR' = 'true')
 *   online.connecting ──opened──▶ online.connected
 *        │ lost (start failed)            │ lost (closed)
 *        ▼                                ▼
 *   retryAfterFailedStart (60 s)     retryAfterClose (10 s)   ──▶ online again
 *
 * The stream lives in `online` (one invoke across connecting and connected), so opening it does not
 * restart it. `attempts` counts losses: a later connecting is a reconnection.
 *
 * Spawned by the session actor while signed in (systemId 'realtime'), input `{ disabled }`: the
 * persisted 'disableSignalR' preference (changing it reloads the page). Screens read the state with
 * selectRealtimeStatus.
 */
export type RealtimeEvent = { type: 'realtime.opened' } | { type: 'realtime.lost' } | { type: 'realtime.retryNow' }

export const realtimeConnectionMachine = setup({
  types: {
    context: {} as { attempts: number; disabled: boolean },
    events: {} as RealtimeEvent,
    input: {} as { disabled: boolean },
  },
  actors: { connection },
  guards: { isDisabled: ({ context }) => context.disabled },
  delays: {
    RETRY_FAILED_START: REALTIME_RETRY_FAILED_START_MS,
    RETRY_CLOSED: REALTIME_RETRY_CLOSED_MS,
  },
  actions: {
    countLoss: assign({ attempts: ({ context }) => context.attempts + 1 }),
    resetAttempts: assign({ attempts: 0 }),
  },
}).createMachine({
  id: 'realtimeConnection',
  context: ({ input }) => ({ attempts: 0, disabled: input.disabled }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isDisabled', target: 'off' }, { target: 'online' }] },
    off: {},
    online: {
      invoke: { id: 'connection', src: 'connection' },
      initial: 'connecting',
      states: {
        connecting: {
          tags: ['connecting'],
          on: {
            'realtime.opened': { target: 'connected', actions: 'resetAttempts' },
            'realtime.lost': { target: '#realtimeConnection.retryAfterFailedStart', actions: 'countLoss' },
          },
        },
        connected: {
          tags: ['connected'],
          on: { 'realtime.lost': { target: '#realtimeConnection.retryAfterClose', actions: 'countLoss' } },
        },
      },
    },
    retryAfterFailedStart: {
      tags: ['reconnecting'],
      after: { RETRY_FAILED_START: 'online' },
      on: { 'realtime.retryNow': 'online' },
    },
    retryAfterClose: {
      tags: ['reconnecting'],
      after: { RETRY_CLOSED: 'online' },
      on: { 'realtime.retryNow': 'online' },
    },
  },
})
