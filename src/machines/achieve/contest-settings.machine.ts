import { assign, setup } from 'xstate'
import type { ContestSettings, ContestSettingsBody } from '@/api/contest-settings'
import { isApiError } from '@/api/errors'
import { fromPromise } from '@/machines/from-promise'
import { getContestSettings, saveContestSettings } from '@/api/contest-settings'
import { writeErrorOf, type WriteError } from './achieve.types'

export const loadSettings = fromPromise<ContestSettings, { competitionID: number }>(({ input, signal }) =>
  getContestSettings(input.competitionID, { signal, silent: true }),
)
export const saveSettings = fromPromise<ContestSettings, { competitionID: number; body: ContestSettingsBody }>(
  ({ input, signal }) => saveContestSettings(input.competitionID, input.body, { signal, silent: true }),
)

/**
 * A contest's settings (/Contests/SettingContest/{id}):
 *
 *   loading ─done→ ready ─settings.save {body}→ saving ─done→ ready (settings replaced, saved)
 *          └ error→ loadFailed (missing?)                        └ error→ ready (error; the form keeps what was typed)
 *   loadFailed ─settings.refresh→ loading
 */
export interface ContestSettingsContext {
  competitionID: number
  settings: ContestSettings | null
  missing: boolean
  forbidden: boolean
  error: WriteError | null
  saved: boolean
}
export type ContestSettingsEvent = { type: 'settings.save'; body: ContestSettingsBody } | { type: 'settings.refresh' }

export const contestSettingsMachine = setup({
  types: {
    context: {} as ContestSettingsContext,
    events: {} as ContestSettingsEvent,
    input: {} as { competitionID: number },
  },
  actors: { loadSettings, saveSettings },
}).createMachine({
  id: 'contestSettings',
  context: ({ input }) => ({
    competitionID: input.competitionID,
    settings: null,
    missing: false,
    forbidden: false,
    error: null,
    saved: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadSettings',
        input: ({ context }) => ({ competitionID: context.competitionID }),
        onDone: { target: 'ready', actions: assign({ settings: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          actions: assign({
            missing: ({ event }) => isApiError(event.error) && event.error.code === 'notFound',
            forbidden: ({ event }) => isApiError(event.error) && event.error.code === 'forbidden',
          }),
        },
      },
    },
    loadFailed: { on: { 'settings.refresh': 'loading' } },
    ready: { on: { 'settings.save': 'saving' } },
    saving: {
      tags: ['busy'],
      entry: assign({ error: null, saved: false }),
      invoke: {
        src: 'saveSettings',
        input: ({ context, event }) => ({
          competitionID: context.competitionID,
          body: (event as Extract<ContestSettingsEvent, { type: 'settings.save' }>).body,
        }),
        onDone: { target: 'ready', actions: assign({ settings: ({ event }) => event.output, saved: true }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => writeErrorOf(event.error) }) },
      },
    },
  },
})
