import { setup } from 'xstate'
import { INACTIVE_AFTER_MS } from '@/lib/constants/shell'

/**
 * The orange 'you are not active' banner: shown after INACTIVE_AFTER without user activity (pointer,
 * keys, scroll, touch), hidden by the banner's own button (activity alone would hide it before it is read).
 *
 *   active ─activity→ active (timer restarts) ─after INACTIVE_AFTER→ inactive ─dismiss→ active
 */
export type InactivityEvent = { type: 'user.activity' } | { type: 'banner.dismiss' }

export const inactivityMachine = setup({
  types: { events: {} as InactivityEvent },
  delays: { INACTIVE_AFTER: INACTIVE_AFTER_MS },
}).createMachine({
  id: 'inactivity',
  initial: 'active',
  states: {
    active: {
      after: { INACTIVE_AFTER: 'inactive' },
      on: { 'user.activity': { target: 'active', reenter: true } },
    },
    inactive: {
      // Stays until the user answers it: moving the pointer to the button must not hide it.
      on: { 'banner.dismiss': 'active' },
    },
  },
})
