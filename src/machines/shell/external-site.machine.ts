import { setup } from 'xstate'
import { openSite } from './external-site.actors'

/**
 * /www/{site} (spec 1 §2): open the named external site in a new tab and return the user where they
 * were. An unknown site name gets a clear message; a blocked pop-up offers the link to open by hand.
 *
 *   checking ──unknown──▶ unknown
 *      ▼
 *   opening (openSite) ──opened──▶ returned (navigateBack)
 *      └──blocked──▶ blocked ──site.opened (the user followed the link)──▶ returned
 */
export interface ExternalSiteInput {
  site: string
  url: string | null
}

export const externalSiteMachine = setup({
  types: {
    input: {} as ExternalSiteInput,
    context: {} as ExternalSiteInput,
    events: {} as { type: 'site.opened' },
  },
  actors: { openSite },
  actions: {
    navigateBack: () => {},
  },
  guards: {
    isKnownSite: ({ context }) => context.url !== null,
    wasOpened: (_, params: { opened: boolean }) => params.opened,
  },
}).createMachine({
  id: 'externalSite',
  context: ({ input }) => ({ ...input }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'isKnownSite', target: 'opening' }, { target: 'unknown' }] },
    opening: {
      invoke: {
        id: 'openSite',
        src: 'openSite',
        input: ({ context }) => ({ url: context.url! }),
        onDone: [
          { guard: { type: 'wasOpened', params: ({ event }) => ({ opened: event.output }) }, target: 'returned' },
          { target: 'blocked' },
        ],
        onError: 'blocked',
      },
    },
    returned: { type: 'final', entry: 'navigateBack' },
    blocked: { on: { 'site.opened': 'returned' } },
    unknown: { type: 'final' },
  },
})
