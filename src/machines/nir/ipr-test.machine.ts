import { assign, setup } from 'xstate'
import type { HostCheck, LibraryHost } from '@/api/nir-admin'
import { checkHosts, loadIprTest } from './nir-admin.actors'
import { adminErrorOf, type AdminError } from './nir-admin.types'

/**
 * /Library/IPRTest: the library hosts with their last check, the check log; one host or all checked.
 *   loading ─done→ ready ─check {host|null}→ checking ─done→ ready (each host's last check, log lines on top)
 *                                                      └error→ ready (the refusal shown)
 *           └error→ failed ─load.retry→ loading
 */
export interface IprTestContext {
  hosts: LibraryHost[]
  log: HostCheck[]
  /** The host being checked; 'all' for every host. */
  checking: string | null
  error: AdminError | null
}

export type IprTestEvent = { type: 'load.retry' } | { type: 'check'; host: string | null }

export const iprTestMachine = setup({
  types: { context: {} as IprTestContext, events: {} as IprTestEvent },
  actors: { loadIprTest, checkHosts },
}).createMachine({
  id: 'iprTest',
  context: { hosts: [], log: [], checking: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadIprTest',
        src: 'loadIprTest',
        onDone: {
          target: 'ready',
          actions: assign({ hosts: ({ event }) => event.output.hosts, log: ({ event }) => event.output.log }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => adminErrorOf(event.error) }) },
      },
    },
    failed: { on: { 'load.retry': { target: 'loading', actions: assign({ error: null }) } } },
    ready: {
      on: {
        check: { target: 'checking', actions: assign({ checking: ({ event }) => event.host ?? 'all', error: null }) },
      },
    },
    checking: {
      invoke: {
        id: 'checkHosts',
        src: 'checkHosts',
        input: ({ context }) => ({ host: context.checking === 'all' ? null : context.checking }),
        onDone: {
          target: 'ready',
          actions: assign({
            hosts: ({ context, event }) =>
              context.hosts.map((h) => ({ ...h, last: event.output.find((c) => c.host === h.key) ?? h.last })),
            log: ({ context, event }) => [...[...event.output].reverse(), ...context.log],
            checking: null,
          }),
        },
        onError: {
          target: 'ready',
          actions: assign({ checking: null, error: ({ event }) => adminErrorOf(event.error) }),
        },
      },
    },
  },
})
