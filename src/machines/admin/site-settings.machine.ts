import { assign, setup } from 'xstate'
import type { SiteSettings } from '@/api/admin'
import { loadSettings, saveSettings } from './site-settings.actors'
import { failureOf, type FeedbackFailure } from './feedback.types'

export interface SiteSettingsContext {
  settings: SiteSettings | null
  failure: FeedbackFailure | null
  saved: boolean
}
export type SiteSettingsEvent = { type: 'settings.save'; values: SiteSettings } | { type: 'settings.retry' }

/** /Admin/Settings: load the site parameters, edit them in the form, save (the saved values come back). */
export const siteSettingsMachine = setup({
  types: { context: {} as SiteSettingsContext, events: {} as SiteSettingsEvent },
  actors: { loadSettings, saveSettings },
}).createMachine({
  id: 'siteSettings',
  context: { settings: null, failure: null, saved: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'editing', actions: assign({ settings: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: { on: { 'settings.retry': 'loading' } },
    editing: {
      on: { 'settings.save': { target: 'saving', actions: assign({ saved: false, failure: null }) } },
    },
    saving: {
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ event }) => (event as Extract<SiteSettingsEvent, { type: 'settings.save' }>).values,
        onDone: { target: 'editing', actions: assign({ settings: ({ event }) => event.output, saved: true }) },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
  },
})
