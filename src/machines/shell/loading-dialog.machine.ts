import { assign, setup } from 'xstate'
import { LOADING_DIALOG_FORCE_MS } from '@/lib/constants/shell'

/**
 * Spec 1 §4: the loading dialog hides when the publication-loading flag is true; a 10 s timer forces
 * that flag true.
 *
 *   hidden ─loading.start→ shown (flag false) ─publications.loaded→ hidden (flag true)
 *                             └─after LOADING_DIALOG_FORCE→ hidden (flag forced true)
 */
export interface LoadingDialogContext {
  publicationLoaded: boolean
  forced: boolean
}
export type LoadingDialogEvent = { type: 'loading.start' } | { type: 'publications.loaded' }

export const loadingDialogMachine = setup({
  types: { context: {} as LoadingDialogContext, events: {} as LoadingDialogEvent },
  delays: { LOADING_DIALOG_FORCE: LOADING_DIALOG_FORCE_MS },
}).createMachine({
  id: 'loadingDialog',
  context: { publicationLoaded: true, forced: false },
  initial: 'hidden',
  states: {
    hidden: {
      on: { 'loading.start': { target: 'shown', actions: assign({ publicationLoaded: false, forced: false }) } },
    },
    shown: {
      on: { 'publications.loaded': { target: 'hidden', actions: assign({ publicationLoaded: true }) } },
      after: { LOADING_DIALOG_FORCE: { target: 'hidden', actions: assign({ publicationLoaded: true, forced: true }) } },
    },
  },
})
