import { assign, setup } from 'xstate'
import { syncRunning, type SyncJob } from '@/api/admin-sync'
import { SYNC_POLL_MS } from '@/lib/constants/boards'
import { loadSyncJobs, startSync } from './signatures.actors'
import { failureOf, type FeedbackFailure } from './feedback.types'

export interface SyncContext {
  jobs: SyncJob[]
  loadFailure: FeedbackFailure | null
  refreshFailed: boolean
  startingID: number | null
  startFailure: FeedbackFailure | null
  startedID: number | null
}

export type SyncEvent = { type: 'list.retry' } | { type: 'job.start'; id: number }

const replace = (jobs: SyncJob[], job: SyncJob) => jobs.map((j) => (j.id === job.id ? job : j))

/**
 * /Admin/Sync: the jobs; «Запустить» starts one; while any job is queued or running the list is asked
 * again every SYNC_POLL_MS (a failed refresh is said and retried at the next tick), and stops when all rest.
 */
export const syncMachine = setup({
  types: { context: {} as SyncContext, events: {} as SyncEvent },
  actors: { loadSyncJobs, startSync },
  delays: { SYNC_POLL: SYNC_POLL_MS },
  guards: {
    anyRunning: ({ context }) => context.jobs.some(syncRunning),
    /** A job that is not queued or running may be started (from the list, or while it is asked again). */
    startable: ({ context, event }) =>
      event.type === 'job.start' && context.jobs.some((j) => j.id === event.id && !syncRunning(j)),
  },
  actions: {
    rememberStart: assign({
      startingID: ({ event }) => (event.type === 'job.start' ? event.id : null),
      startFailure: null,
      startedID: null,
    }),
  },
}).createMachine({
  id: 'sync',
  context: { jobs: [], loadFailure: null, refreshFailed: false, startingID: null, startFailure: null, startedID: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSyncJobs',
        src: 'loadSyncJobs',
        input: { silent: false },
        onDone: { target: 'ready', actions: assign({ jobs: ({ event }) => event.output, loadFailure: null }) },
        onError: { target: 'failed', actions: assign({ loadFailure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: { on: { 'list.retry': 'loading' } },
    ready: {
      after: { SYNC_POLL: { guard: 'anyRunning', target: 'refreshing' } },
      on: {
        'job.start': { guard: 'startable', target: 'starting', actions: 'rememberStart' },
      },
    },
    refreshing: {
      invoke: {
        id: 'loadSyncJobs',
        src: 'loadSyncJobs',
        input: { silent: true },
        onDone: { target: 'ready', actions: assign({ jobs: ({ event }) => event.output, refreshFailed: false }) },
        onError: { target: 'ready', actions: assign({ refreshFailed: true }) },
      },
      on: {
        'job.start': { guard: 'startable', target: 'starting', actions: 'rememberStart' },
      },
    },
    starting: {
      invoke: {
        id: 'startSync',
        src: 'startSync',
        input: ({ context }) => ({ id: context.startingID! }),
        onDone: {
          target: 'ready',
          actions: assign({
            jobs: ({ context, event }) => replace(context.jobs, event.output),
            startedID: ({ event }) => event.output.id,
          }),
        },
        onError: { target: 'ready', actions: assign({ startFailure: ({ event }) => failureOf(event.error) }) },
      },
    },
  },
})
